import type { Context } from 'hono';
import type { MessageCode } from '../i18n/messages.ts';
import { errorResponse } from './errors.ts';

/** Seconds a client should wait before trying again when a dependency is down. */
export const RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After and a localized JSON error; never cached. */
export function unavailableResponse(c: Context, code: MessageCode = 'database_unavailable') {
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  return errorResponse(c, 503, code);
}
