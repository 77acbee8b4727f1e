import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { deleteMeSchema, updateMeSchema } from '../../../shared/api/account.ts';
import type { SessionCookie } from '../auth/index.ts';
import type { MaybeSignedIn, SignedIn } from '../auth/index.ts';
import { ok } from '../../platform/http/api-route.ts';
import { parseJsonBody } from '../../platform/http/request.ts';
import { accountApi, FIELD_CODES } from './account-api.ts';
import type { AccountService } from './account.service.ts';

/** /api/v1/me: the signed-in user's own account. */
export function accountRoutes(service: AccountService, cookies: SessionCookie[]) {
  return new Hono<SignedIn>()
    .get('/', async (c) => ok(c, accountApi.get, 200, await service.get(c.get('user').id)))
    .patch('/', async (c) => {
      const patch = await parseJsonBody(c, updateMeSchema, {
        invalid: 'invalid_request',
        fields: FIELD_CODES,
      });
      return ok(c, accountApi.update, 200, await service.update(c.get('user').id, patch));
    })
    .delete('/', async (c) => {
      // A body is optional: accounts without a password are deleted on the session alone.
      const body = await parseJsonBody(c, deleteMeSchema, { invalid: 'invalid_request', emptyAs: {} });
      await service.remove(c.get('user').id, body.password);
      // The sessions are gone from the database; the browser forgets its cookies too.
      for (const cookie of cookies) {
        deleteCookie(c, cookie.name, { path: '/', secure: cookie.secure, httpOnly: true, sameSite: 'Lax' });
      }
      return ok(c, accountApi.remove, 200);
    })
    .get('/export', async (c) => {
      const data = await service.export(c.get('user').id);
      const day = data.exported_at.slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="ritualia-data-${day}.json"`);
      return c.body(`${JSON.stringify(data, null, 2)}\n`, 200, {
        'Content-Type': 'application/json; charset=utf-8',
      });
    });
}

/**
 * /api/v1/session: who is signed in, for the app's start-up check. A visitor is an ordinary answer
 * (`data: null`, 200), not an error, so browsers don't log a failed request on every page.
 */
export function sessionRoutes(service: AccountService) {
  return new Hono<MaybeSignedIn>().get('/', async (c) => {
    const user = c.get('user');
    return ok(c, accountApi.session, 200, user ? await service.get(user.id) : null);
  });
}
