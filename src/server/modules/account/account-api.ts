import {
  deleteMeResponseSchema,
  deleteMeSchema,
  meResponseSchema,
  sessionResponseSchema,
  updateMeSchema,
} from '../../../shared/api/account.ts';
import { dataExportSchema } from '../../../shared/api/data-export.ts';
import { apiTag, defineRoute } from '../../platform/http/api-route.ts';
import type { MessageCode } from '../../platform/i18n/messages.ts';

// The account routes as the API document describes them; handlers answer through `ok` with these.

// The first invalid field decides the message, so the user reads what to fix.
export const FIELD_CODES = {
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
