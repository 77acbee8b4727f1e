import type { MiddlewareHandler } from 'hono';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Style attributes come from UI primitives (positioning); scripts stay strictly 'self'.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The headers every answer carries, as [name, value]: the one list both the middleware below and
 * the catalogue's fast path (catalogue-fast-path.ts) send, so the two cannot drift apart.
 */
export function securityHeaderList(options: { https: boolean }): readonly (readonly [string, string])[] {
  return [
    ['Content-Security-Policy', CSP],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ...(options.https ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const] : []),
  ];
}

export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  const list = securityHeaderList(options);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    for (const [name, value] of list) {
      // A page with needs of its own (the API reference) sets its own CSP, as strict as it can be.
      if (name !== 'Content-Security-Policy' || !h.has(name)) h.set(name, value);
    }
  };
}

/** For answers about the signed-in user: private, and changed by each action. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};
