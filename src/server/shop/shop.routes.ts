import { Hono } from 'hono';
import { cosmeticsRequestSchema, purchaseRequestSchema } from '../../shared/api/shop.ts';
import { langQuery, parseJsonBody } from '../http/request.ts';
import { requireUser } from '../http/session.ts';
import type { ShopService } from './shop.service.ts';

/** GET /api/v1/shop: public; the items with their prices and texts in one language. */
export function shopRoutes(service: ShopService) {
  return new Hono().get('/', (c) => {
    const lang = langQuery(c);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ success: true, data: service.items(lang) });
  });
}

/** The signed-in user's wallet, purchases and applied cosmetics, under /api/v1/me. */
export function walletRoutes(service: ShopService) {
  return new Hono()
    .get('/wallet', async (c) => {
      const user = requireUser(c);
      return c.json({ success: true, data: await service.wallet(user.id) });
    })
    .post('/purchases', async (c) => {
      const user = requireUser(c);
      const body = await parseJsonBody(c, purchaseRequestSchema, { invalid: 'invalid_purchase' });
      const { created, result } = await service.purchase(user.id, body.item, body.idempotency_key);
      return c.json({ success: true, data: result }, created ? 201 : 200);
    })
    .put('/cosmetics', async (c) => {
      const user = requireUser(c);
      const body = await parseJsonBody(c, cosmeticsRequestSchema, { invalid: 'invalid_cosmetics' });
      return c.json({ success: true, data: await service.setCosmetics(user.id, body) });
    });
}
