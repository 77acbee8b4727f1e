import { queryOptions } from '@tanstack/react-query';
import {
  purchaseResponseSchema,
  shopItemsResponseSchema,
  walletResponseSchema,
  type CosmeticsRequest,
  type PurchaseResult,
  type Wallet,
} from '#shared/api/shop.ts';
import type { Language } from '#shared/languages.ts';
import { request } from '#web/lib/api-client.ts';
import type { PrefetchContext } from '#web/lib/prefetch-context.ts';
import { shopKeys, walletQuery } from './keys.ts';

/** The items for sale, in one language: the same for visitors and signed-in users. */
export function shopItemsQuery(language: Language) {
  return queryOptions({
    queryKey: shopKeys.items(language),
    queryFn: async ({ signal }) =>
      (await request('/api/v1/shop', { signal, language, schema: shopItemsResponseSchema })).data,
    staleTime: 60 * 60_000,
  });
}

/** The shop's items, fetched before the server renders the page (the wallet follows in the browser). */
export function prefetchShop({ queryClient, language }: PrefetchContext): Promise<void> {
  return queryClient.prefetchQuery(shopItemsQuery(language));
}

/** The signed-in user's wallet (balance, owned and applied cosmetics), before the server renders. */
export function prefetchWallet({ queryClient }: PrefetchContext): Promise<void> {
  return queryClient.prefetchQuery(walletQuery);
}

/** Buys `item` once for `idempotencyKey`: a retry with the same key never buys twice. */
export async function purchase(item: string, idempotencyKey: string): Promise<PurchaseResult> {
  const answer = await request('/api/v1/me/purchases', {
    method: 'POST',
    body: { item, idempotency_key: idempotencyKey },
    schema: purchaseResponseSchema,
  });
  return answer.data;
}

/** Applies owned cosmetics on every device of the user. */
export async function applyCosmetics(choice: CosmeticsRequest): Promise<Wallet> {
  const answer = await request('/api/v1/me/cosmetics', {
    method: 'PUT',
    body: choice,
    schema: walletResponseSchema,
  });
  return answer.data;
}
