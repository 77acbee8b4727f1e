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
    const replacement = errorResponse(c, status as ContentfulStatusCode, code);
    for (const [name, value] of headers) {
      if (!['content-type', 'content-length'].includes(name)) replacement.headers.set(name, value);
    }
    c.res = replacement;
  };
}
