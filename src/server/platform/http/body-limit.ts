import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorResponse } from './errors.ts';

/** Every API body we accept is a small JSON document; 64 KiB leaves ample room. */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Refuses a larger body with 413 before it is buffered: a declared Content-Length is judged
 * up front, a chunked body is cut off as soon as it passes the limit. The usual request (a read,
 * or a body with its length) is judged from its headers alone: hono/body-limit asks for the body
 * stream first, which turns the server's lazy request into a full Web Request, and reading the
 * body through that stream costs more than the rest of a short write.
 */
export function apiBodyLimit(maxBytes = API_BODY_LIMIT_BYTES): MiddlewareHandler {
  const streamed = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => errorResponse(c, 413, 'payload_too_large'),
  });
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    return Number.parseInt(length, 10) > maxBytes
      ? Promise.resolve(errorResponse(c, 413, 'payload_too_large'))
      : next();
  };
}
