import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorResponse } from './errors.ts';

/** Every API body we accept is a small JSON document; 64 KiB leaves ample room. */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Refuses a larger body with 413 before it is buffered: a declared Content-Length is judged
 * up front, a chunked body is cut off as soon as it passes the limit.
 */
export function apiBodyLimit(maxBytes = API_BODY_LIMIT_BYTES): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => errorResponse(c, 413, 'payload_too_large') });
}
