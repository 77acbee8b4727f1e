import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { deleteMeSchema, updateMeSchema } from '../../shared/api/account.ts';
import { parseJsonBody } from '../http/request.ts';
import { requireUser } from '../http/session.ts';
import type { MessageCode } from '../i18n/messages.ts';
import type { MeService } from './me.service.ts';

// The first invalid field decides the message, so the user reads what to fix.
const FIELD_CODES: Record<string, MessageCode> = {
  displayName: 'invalid_display_name',
  avatarUrl: 'invalid_avatar_url',
  language: 'invalid_language',
  theme: 'invalid_theme',
  timeZone: 'invalid_time_zone',
};

export interface SessionCookie {
  name: string;
  secure: boolean;
}

/** /api/v1/me: the signed-in user's own account. */
export function meRoutes(service: MeService, cookies: SessionCookie[]) {
  return new Hono()
    .get('/', async (c) => {
      const user = requireUser(c);
      return c.json({ success: true, data: await service.get(user.id) });
    })
    .patch('/', async (c) => {
      const user = requireUser(c);
      const patch = await parseJsonBody(c, updateMeSchema, {
        invalid: 'invalid_request',
        fields: FIELD_CODES,
      });
      return c.json({ success: true, data: await service.update(user.id, patch) });
    })
    .delete('/', async (c) => {
      const user = requireUser(c);
      // A body is optional: accounts without a password are deleted on the session alone.
      const body = await parseJsonBody(c, deleteMeSchema, { invalid: 'invalid_request', emptyAs: {} });
      await service.remove(user.id, body.password);
      // The sessions are gone from the database; the browser forgets its cookies too.
      for (const cookie of cookies) {
        deleteCookie(c, cookie.name, { path: '/', secure: cookie.secure, httpOnly: true, sameSite: 'Lax' });
      }
      return c.json({ success: true });
    });
}

/**
 * /api/v1/session: who is signed in, for the app's start-up check. A visitor is an ordinary answer
 * (`data: null`, 200), not an error, so browsers don't log a failed request on every page.
 */
export function sessionRoutes(service: MeService) {
  return new Hono().get('/', async (c) => {
    const user = c.get('user');
    return c.json({ success: true, data: user ? await service.get(user.id) : null });
  });
}
