import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** Names this request in logs and in the X-Request-Id answer header. */
    requestId: string;
  }
}

// What a proxy or client may pass on: short and plain, so it cannot forge log lines.
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** A sane incoming X-Request-Id (from nginx, say), else a new one. */
export const requestIdFor = (given: string | undefined): string =>
  given && SANE_ID.test(given) ? given : randomUUID();

/** Takes a sane incoming X-Request-Id or makes one, and echoes it back. */
export function requestId(): MiddlewareHandler {
  return async (c, next) => {
    const id = requestIdFor(c.req.header('x-request-id'));
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    await next();
    // A handler that returns a Response of its own (better-auth's) carries none of the headers
    // set on the context.
    if (!c.res.headers.has('X-Request-Id')) {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('X-Request-Id', id);
    }
  };
}
