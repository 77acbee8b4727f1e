import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MessageCode } from '../i18n/messages.ts';
import { errorResponse } from './errors.ts';

const CODE_BY_STATUS: Partial<Record<number, MessageCode>> = {
  401: 'not_authenticated',
  403: 'cross_site_request',
  404: 'not_found',
  405: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding']);

/**
 * Every API error is `{ error: { code, message } }` in the caller's language. Our routes answer
 * so already; this catches the rest (better-auth's bodiless 404 for an unknown path or method,
 * say) and gives it the same shape, keeping the status.
 */
export function jsonErrors(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { status } = c.res;
    if (status < 400 || c.req.method === 'HEAD') return;
    // Pages meant for people (the unsubscribe page) keep their HTML.
    const type = c.res.headers.get('content-type') ?? '';
    if (type.includes('application/json') || type.includes('text/html')) return;
    const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'invalid_request');
    const headers = new Headers(c.res.headers);
    // Hono builds a new answer on the headers of the one in place and copies them over again when
    // it is replaced: cleared first, the old body's encoding cannot cling to the new body.
    c.res = undefined;
    const replacement = errorResponse(c, status as ContentfulStatusCode, code);
    // The new body is plain JSON: the old one's type, length and encoding (compress() may have
    // gzipped it already) describe bytes that are no longer sent.
    for (const [name, value] of headers) {
      if (!BODY_HEADERS.has(name)) replacement.headers.set(name, value);
    }
    c.res = replacement;
  };
}
