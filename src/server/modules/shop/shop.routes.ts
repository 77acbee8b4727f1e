import { Hono } from 'hono';
import { cosmeticsRequestSchema, purchaseRequestSchema } from '../../../shared/api/shop.ts';
import type { SignedIn } from '../auth/index.ts';
import { ok } from '../../platform/http/api-route.ts';
import { langQuery, parseJsonBody } from '../../platform/http/request.ts';
import { shopApi } from './shop-api.ts';
import type { ShopService } from './shop.service.ts';

/** GET /api/v1/shop: public; the items with their prices and texts in one language. */
export function shopRoutes(service: ShopService) {
  return new Hono().get('/', (c) => {
    const lang = langQuery(c);
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Vary', 'Accept-Encoding, Accept-Language');
    return ok(c, shopApi.items, 200, service.items(lang));
  });
}

/** The signed-in user's wallet, purchases and applied cosmetics, in the private API under /api/v1/me. */
export function walletRoutes(service: ShopService) {
  return new Hono<SignedIn>()
    .get('/wallet', async (c) => ok(c, shopApi.wallet, 200, await service.wallet(c.get('user').id)))
    .post('/purchases', async (c) => {
      const body = await parseJsonBody(c, purchaseRequestSchema, { invalid: 'invalid_purchase' });
      const { created, result } = await service.purchase(c.get('user').id, body.item, body.idempotency_key);
      return created ? ok(c, shopApi.purchase, 201, result) : ok(c, shopApi.purchase, 200, result);
    })
    .put('/cosmetics', async (c) => {
      const body = await parseJsonBody(c, cosmeticsRequestSchema, { invalid: 'invalid_cosmetics' });
      return ok(c, shopApi.cosmetics, 200, await service.setCosmetics(c.get('user').id, body));
    });
}
