import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { message, negotiateLanguage, type MessageCode } from '../i18n/messages.ts';

/** A failure the client can act on; becomes `{ error: { code, message } }` in its language. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: MessageCode;
  constructor(status: ContentfulStatusCode, code: MessageCode) {
    super(code);
    this.status = status;
    this.code = code;
  }
}

export function requestLanguage(c: Context) {
  return negotiateLanguage(c.req.query('lang'), c.req.header('accept-language'));
}

export function errorResponse(c: Context, status: ContentfulStatusCode, code: MessageCode) {
  return c.json({ error: { code, message: message(code, requestLanguage(c)) } }, status);
}
