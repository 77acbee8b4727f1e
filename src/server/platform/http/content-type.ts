import type { Context, MiddlewareHandler } from 'hono';
import { errorResponse } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Anything but a read may change state. */
export const isMutation = (method: string) => !SAFE_METHODS.has(method);

/**
 * Whether the request carries a body. Without Content-Length the stream itself is asked (the
 * body limit has run before, so this reads at most that much).
 */
export async function hasBody(c: Context): Promise<boolean> {
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) > 0;
  // Read through Hono's cached text, which the routes then read again.
  return (await c.req.text()).length > 0;
}

const isJson = (type: string) => /^application\/json\s*(;|$)/i.test(type.trim());

/**
 * A state-changing API request speaks JSON or sends nothing. Forms, multipart and text/plain
 * are what another site can make a browser send without asking first, and nothing here reads
 * them, so they are refused with 415 instead of being half-parsed.
 */
export function jsonBodies(): MiddlewareHandler {
  return async (c, next) => {
    if (!isMutation(c.req.method)) return next();
    const type = c.req.header('content-type');
    if (type !== undefined ? !isJson(type) : await hasBody(c)) {
      return errorResponse(c, 415, 'unsupported_media_type');
    }
    return next();
  };
}
