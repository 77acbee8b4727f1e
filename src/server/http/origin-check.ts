import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for the API: a state-changing request must come from our own pages. Browsers
 * send Origin on every such request; when it is missing (older browsers, some privacy modes)
 * Fetch Metadata still tells a cross-site request apart. Non-browser clients send neither and
 * carry no ambient cookie risk.
 */
export function originCheck(baseUrl: string): MiddlewareHandler {
  const expected = new URL(baseUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const crossSite =
      origin !== undefined ? origin !== expected : c.req.header('sec-fetch-site') === 'cross-site';
    if (crossSite) return errorResponse(c, 403, 'cross_site_request');
    return next();
  };
}
