import type { MiddlewareHandler } from 'hono';
import { isMutation } from './content-type.ts';
import { errorResponse } from './errors.ts';

const SAME_SITE_FETCH = new Set(['same-origin', 'same-site']);

/**
 * CSRF defence for the API: a state-changing request must show it comes from our own pages.
 * Browsers send Origin on every such request, and it must be BASE_URL's origin. When Origin is
 * missing (older browsers, some privacy modes), Fetch Metadata must say same-origin or
 * same-site. A request with neither is refused too: our pages always send one of them, and a
 * script or tool calling the API can set Origin itself.
 */
export function originCheck(baseUrl: string): MiddlewareHandler {
  const expected = new URL(baseUrl).origin;
  return async (c, next) => {
    if (!isMutation(c.req.method)) return next();
    const origin = c.req.header('origin');
    const allowed =
      origin !== undefined ? origin === expected : SAME_SITE_FETCH.has(c.req.header('sec-fetch-site') ?? '');
    if (!allowed) return errorResponse(c, 403, 'cross_site_request');
    return next();
  };
}
