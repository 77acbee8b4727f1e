import {
  cosmeticsRequestSchema,
  purchaseRequestSchema,
  purchaseResponseSchema,
  shopItemsResponseSchema,
  walletResponseSchema,
} from '../../../shared/api/shop.ts';
import { apiTag } from '../../platform/http/api-route.ts';
import { LANG_QUERY } from '../../platform/http/request.ts';

// The shop routes as the API document describes them; handlers answer through `ok` with these.

const route = apiTag('Shop');
const WALLET = { 200: { description: 'The wallet.', schema: walletResponseSchema } } as const;

export const shopApi = {
  items: route.open({
    method: 'get',
    path: '/api/v1/shop',
    summary: 'The items for sale, with prices and texts',
    description: 'Public: visitors see the same list. Points spent never lower the level.',
    query: { lang: LANG_QUERY },
    answers: { 200: { description: 'The items, in shop order.', schema: shopItemsResponseSchema } },
  }),
  wallet: route.signedIn({
    method: 'get',
    path: '/api/v1/me/wallet',
    summary: 'Balance, points earned and spent, held streak freezes, owned and applied cosmetics',
    answers: WALLET,
  }),
  purchase: route.signedIn({
    method: 'post',
    path: '/api/v1/me/purchases',
    summary: 'Buy an item, exactly once per idempotency key',
    description:
      'The first request with a key buys (201); a repeat with the same key answers the same body with 200 and spends nothing.',
    body: { schema: purchaseRequestSchema, required: true },
    answers: {
      200: { description: 'Bought before with this key: the stored result.', schema: purchaseResponseSchema },
      201: { description: 'Bought now.', schema: purchaseResponseSchema },
    },
    errors: {
      400: ['invalid_purchase', 'unknown_item'],
      409: ['insufficient_balance', 'limit_reached'],
    },
  }),
  cosmetics: route.signedIn({
    method: 'put',
    path: '/api/v1/me/cosmetics',
    summary: 'Apply an owned palette and avatar frame (null for the default)',
    body: { schema: cosmeticsRequestSchema, required: true },
    answers: WALLET,
    errors: {
      400: ['invalid_cosmetics'],
      409: ['cosmetic_not_owned'],
    },
  }),
};
