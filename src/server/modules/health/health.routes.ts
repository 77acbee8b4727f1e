import { Hono } from 'hono';
import { healthSchema, type Health, type Ready } from '../../../shared/api/health.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import { apiTag } from '../../platform/http/api-route.ts';
import { errorResponse } from '../../platform/http/errors.ts';
import type { RateLimiters } from '../../platform/http/rate-limiters.ts';
import type { Logger } from '../../platform/logger.ts';
import { within } from '../../platform/deadline.ts';

export const healthApi = {
  get: apiTag('Health').open({
    method: 'get',
    path: '/api/health',
    summary: 'Liveness: whether the process answers',
    description: 'Touches no dependency, so a database outage never gets a healthy process restarted.',
    answers: { 200: { description: 'The process answers.', schema: healthSchema } },
  }),
};

/**
 * GET /api/health: liveness. The process answers; it touches no dependency, so a database
 * outage never gets a healthy process restarted.
 */
export function healthRoutes() {
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    const body: Health = { status: 'ok' };
    return c.json(body);
  });
}

export interface ReadinessDeps {
  catalogue: CatalogueService;
  limits: Pick<RateLimiters, 'ping'>;
  redisConfigured: boolean;
  /** True from the moment shutdown starts: the load balancer should stop sending. */
  isDraining(): boolean;
  logger: Logger;
}

const CHECK_TIMEOUT_MS = 1_000;

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
    if (rituals !== undefined && redis !== 'down' && !draining) {
      const body: Ready = { status: 'ready', checks: { database: 'up', redis, draining }, rituals };
      return c.json(body);
    }
    const checks = { database: rituals === undefined ? 'down' : 'up', redis, draining };
    const code = draining
      ? 'not_ready'
      : rituals === undefined
        ? 'database_unavailable'
        : 'service_unavailable';
    const error = ((await errorResponse(c, 503, code).json()) as { error: object }).error;
    return c.json({ error, status: 'not_ready', checks }, 503);
  });
}
