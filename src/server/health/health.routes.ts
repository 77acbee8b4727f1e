import { Hono } from 'hono';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { errorResponse } from '../http/errors.ts';
import type { RateLimitStore } from '../http/rate-limit-store.ts';
import type { Logger } from '../logger.ts';

/**
 * GET /api/health: liveness. The process answers; it touches no dependency, so a database
 * outage never gets a healthy process restarted.
 */
export function healthRoutes() {
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
}

export interface ReadinessDeps {
  catalogue: CatalogueService;
  limits: RateLimitStore;
  redisConfigured: boolean;
  /** True from the moment shutdown starts: the load balancer should stop sending. */
  isDraining(): boolean;
  logger: Logger;
}

const CHECK_TIMEOUT_MS = 1_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);
}

/**
 * GET /api/ready: readiness. 200 when the database (and Redis, when configured) answer within
 * a second and the process is not shutting down; otherwise 503 naming what is down.
 */
export function readyRoutes({ catalogue, limits, redisConfigured, isDraining, logger }: ReadinessDeps) {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const [rituals, redis] = await Promise.all([
      within(catalogue.count(), CHECK_TIMEOUT_MS).catch((err: unknown) => {
        logger.warn({ err }, 'readiness: the database did not answer');
        return undefined;
      }),
      redisConfigured
        ? within(limits.ping(), CHECK_TIMEOUT_MS).then(
            () => 'up' as const,
            () => 'down' as const,
          )
        : Promise.resolve('not_configured' as const),
    ]);
    const draining = isDraining();
    const checks = { database: rituals === undefined ? 'down' : 'up', redis, draining };
    if (rituals !== undefined && redis !== 'down' && !draining) {
      return c.json({ status: 'ready', checks, rituals });
    }
    const code = draining
      ? 'not_ready'
      : rituals === undefined
        ? 'database_unavailable'
        : 'service_unavailable';
    const error = ((await errorResponse(c, 503, code).json()) as { error: object }).error;
    return c.json({ error, status: 'not_ready', checks }, 503);
  });
}
