import { timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Db } from '../db/database.ts';
import { errorResponse } from './errors.ts';
import { routePattern } from './request-log.ts';

export interface Metrics {
  middleware: MiddlewareHandler;
  /** Counts one answered request; `start` is its performance.now() on arrival. */
  record(method: string, route: string, status: number, start: number): void;
  routes: Hono;
  /** Settles once the metrics can count: prom-client is loaded only when METRICS_TOKEN is set. */
  ready: Promise<void>;
}

/** Figures the platform keeps in this process's memory, read when /metrics is asked. */
export interface ProcessCounts {
  rateLimitFallbacks?: () => number;
}

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The app's registry, with prom-client (some 80 modules) loaded by `createMetrics` when needed. */
function registryOf(
  { collectDefaultMetrics, Counter, Gauge, Histogram, Registry }: typeof import('prom-client'),
  db: Db,
  counts: ProcessCounts,
) {
  const register = new Registry();
  collectDefaultMetrics({ register });
  const requests = new Counter({
    name: 'ritualia_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [register],
  });
  const latency = new Histogram({
    name: 'ritualia_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  register.registerMetric(
    new Gauge({
      name: 'ritualia_db_pool_connections',
      registers: [],
      help: 'PostgreSQL pool connections by state (total, idle, waiting requests)',
      labelNames: ['state'] as const,
      collect() {
        const stats = db.poolStats();
        if (!stats) return;
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    }),
  );
  register.registerMetric(
    new Gauge({
      name: 'ritualia_achievement_awards',
      registers: [],
      help: 'Achievements awarded to users, as stored (shared by every process)',
      async collect() {
        const row = await db.kysely
          .selectFrom('user_achievements')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
          .catch(() => undefined);
        if (row) this.set(Number(row.n));
      },
    }),
  );

  register.registerMetric(
    new Gauge({
      name: 'ritualia_reminders_sent',
      registers: [],
      help: 'Reminders sent, by channel, as claimed in the database (shared by every process)',
      labelNames: ['channel'] as const,
      async collect() {
        const rows = await db.kysely
          .selectFrom('reminder_sends')
          .select((eb) => ['channel', eb.fn.countAll<number>().as('n')])
          .groupBy('channel')
          .execute()
          .catch(() => undefined);
        if (!rows) return;
        // Both channels always appear, so a dashboard sees 0 rather than a missing series.
        for (const channel of ['push', 'email'] as const) {
          this.set({ channel }, Number(rows.find((r) => r.channel === channel)?.n ?? 0));
        }
      },
    }),
  );

  register.registerMetric(
    new Gauge({
      name: 'ritualia_rate_limit_fallbacks',
      registers: [],
      help: 'Rate-limit calls this process counted on its own because Redis did not answer in time',
      collect() {
        this.set(counts.rateLimitFallbacks?.() ?? 0);
      },
    }),
  );

  const record: Metrics['record'] = (method, route, status, start) => {
    requests.inc({ method, route, status: String(status) });
    latency.observe({ method, route }, (performance.now() - start) / 1000);
  };
  return { register, record };
}

/**
 * Prometheus metrics, on a registry of this app's own: requests and their latency per route
 * pattern, the PostgreSQL pool, the achievements awarded, the reminders sent, the rate-limit calls
 * counted without Redis, and Node's process figures. Served at /metrics only when METRICS_TOKEN is set, to `Authorization: Bearer <token>`;
 * otherwise the path does not exist, nothing reads them, and so nothing counts them either:
 * prom-client is not even loaded (docs/decisions/0024-fast-start.md). Start-up waits for `ready`
 * before listening, so no request goes uncounted.
 */
export function createMetrics(db: Db, token: string | undefined, counts: ProcessCounts = {}): Metrics {
  let registry: ReturnType<typeof registryOf> | undefined;
  const ready = token
    ? import('prom-client').then((prom) => void (registry = registryOf(prom, db, counts)))
    : Promise.resolve();
  const record: Metrics['record'] = (method, route, status, start) =>
    registry?.record(method, route, status, start);
  const middleware: MiddlewareHandler = async (c, next) => {
    if (!token) return next();
    const start = performance.now();
    await next();
    record(c.req.method, routePattern(c), c.res.status, start);
  };
  const routes = new Hono().get('/', async (c) => {
    if (!token || !registry) return errorResponse(c, 404, 'not_found');
    const given = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '');
    if (!sameSecret(given, token)) return errorResponse(c, 401, 'not_authenticated');
    c.header('Cache-Control', 'no-store');
    const { register } = registry;
    return c.text(await register.metrics(), 200, { 'Content-Type': register.contentType });
  });
  return { middleware, record, routes, ready };
}
