import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '../logger.ts';

/**
 * The route pattern that answered (`/api/v1/rituals/:id`), never the concrete path: paths and
 * query strings can carry tokens (e-mail links) and make unbounded metric labels.
 */
export function routePattern(c: Context): string {
  // After the chain has run, routeIndex points at the handler that produced the answer.
  return routePath(c) || 'unmatched';
}

export interface RequestLine {
  reqId: string;
  method: string;
  route: string;
  status: number;
  /** Since the request arrived (performance.now()). */
  start: number;
}

/** The request's log line; the catalogue's fast path writes it through here too. */
export function logRequest(logger: Logger, { start, ...line }: RequestLine): void {
  logger.info({ ...line, ms: Math.round((performance.now() - start) * 10) / 10 }, 'request');
}

/**
 * One line per request: method, route pattern, status, duration and request id. Nothing else
 * from the request is logged: no cookies, headers, query strings or bodies.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    logRequest(logger, {
      reqId: c.get('requestId'),
      method: c.req.method,
      route: routePattern(c),
      status: c.res.status,
      start,
    });
  };
}
