import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import {
  deleteMeResponseSchema,
  deleteMeSchema,
  meResponseSchema,
  sessionResponseSchema,
  updateMeSchema,
} from '../../../shared/api/account.ts';
import { dataExportSchema } from '../../../shared/api/data-export.ts';
import type { SessionCookie } from '../auth/index.ts';
import type { MaybeSignedIn, SignedIn } from '../auth/index.ts';
import { apiTag, defineRoute, ok } from '../../platform/http/api-route.ts';
import { parseJsonBody } from '../../platform/http/request.ts';
import type { MessageCode } from '../../platform/i18n/messages.ts';
import type { AccountService } from './account.service.ts';

// The first invalid field decides the message, so the user reads what to fix.
const FIELD_CODES = {
  displayName: 'invalid_display_name',
  avatarUrl: 'invalid_avatar_url',
  language: 'invalid_language',
  theme: 'invalid_theme',
  timeZone: 'invalid_time_zone',
} as const satisfies Record<string, MessageCode>;

const TAG = 'Account';
const route = apiTag(TAG);

export const accountApi = {
  session: defineRoute({
    method: 'get',
    path: '/api/v1/session',
    tag: TAG,
    summary: 'Who is signed in',
    description: 'A visitor is an ordinary answer (data: null, 200), not an error.',
    session: 'optional',
    answers: { 200: { description: 'The account, or null.', schema: sessionResponseSchema } },
    errors: {},
  }),
  get: route.signedIn({
    method: 'get',
    path: '/api/v1/me',
    summary: 'The signed-in user’s account',
    answers: { 200: { description: 'The account.', schema: meResponseSchema } },
  }),
  update: route.signedIn({
    method: 'patch',
    path: '/api/v1/me',
    summary: 'Change profile and preferences',
    description: 'Any subset of the fields; null clears an optional one.',
    body: { schema: updateMeSchema, required: true },
    answers: { 200: { description: 'The account as changed.', schema: meResponseSchema } },
    errors: { 400: ['invalid_request', ...Object.values(FIELD_CODES)] },
  }),
  export: route.signedIn({
    method: 'get',
    path: '/api/v1/me/export',
    summary: 'Download everything stored about the user',
    description: 'A JSON file (Content-Disposition: attachment), without the envelope and without secrets.',
    answers: { 200: { description: 'The export.', schema: dataExportSchema } },
  }),
  remove: route.signedIn({
    method: 'delete',
    path: '/api/v1/me',
    summary: 'Delete the account and everything stored about it',
    description: 'An account with a password confirms with it; the session cookies are cleared.',
    body: { schema: deleteMeSchema, required: false },
    answers: { 200: { description: 'Deleted.', schema: deleteMeResponseSchema } },
    errors: {
      400: ['invalid_request', 'password_required'],
      403: ['wrong_password'],
      429: ['rate_limited'],
    },
  }),
};

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
