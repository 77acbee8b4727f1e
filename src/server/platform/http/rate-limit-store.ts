import { within } from '../deadline.ts';
import type { Logger } from '../logger.ts';

// The interfaces live with the limiter that uses them, so the Redis store can name them without
// importing this file, which loads it lazily.
export type { RateLimitHit, RateLimitStore } from './rate-limit.ts';
import type { RateLimitStore } from './rate-limit.ts';

/** One process's counters; fixed windows, swept now and then so idle keys do not pile up. */
export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  return {
    ready: Promise.resolve(),
    async hit(key, windowMs) {
      const now = Date.now();
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetMs: w.resetAt - now };
    },
    async peek(key) {
      const w = windows.get(key);
      const now = Date.now();
      return w && w.resetAt > now ? { count: w.count, resetMs: w.resetAt - now } : undefined;
    },
    async unhit(key) {
      const w = windows.get(key);
      if (w && w.resetAt > Date.now() && w.count > 0) w.count -= 1;
    },
    async clear(key) {
      windows.delete(key);
    },
    async ping() {},
    async close() {
      windows.clear();
    },
  };
}

/** How long a Redis call may take before this process counts on its own. */
export const REDIS_DEADLINE_MS = 200;
/** How long, after Redis missed a deadline, calls are counted here without asking it. */
export const REDIS_PAUSE_MS = 5_000;

/**
 * Counters shared by every process through Redis (REDIS_URL). The Redis client is loaded only
 * here, when Redis is configured: start-up without it does not pay for the module.
 * Each call waits at most `deadlineMs`: a Redis that is down, or that accepts and then stops
 * answering, must not hold a sign-in. Past the deadline, or on an error, the call is counted in
 * this process's own memory instead (the limits still hold, per process), logged at most every
 * 30 s and counted in `fallbacks()` for /metrics; for the next `REDIS_PAUSE_MS` every call is
 * counted here without waiting, so a request pays the deadline at most once while Redis is away.
 */
export function redisRateLimitStore(
  url: string,
  logger: Logger,
  deadlineMs = REDIS_DEADLINE_MS,
): RateLimitStore & { fallbacks(): number } {
  const store = import('./rate-limit-redis.ts').then((m) => m.connectedRedisStore(url, logger));
  const alone = memoryRateLimitStore();
  let fallbacks = 0;
  let lastLog = 0;
  let askAgainAt = 0;
  const shared = async <T>(call: (s: RateLimitStore) => Promise<T>): Promise<T> => {
    if (Date.now() < askAgainAt) {
      fallbacks += 1;
      return call(alone);
    }
    try {
      return await within(
        store.then((s) => call(s)),
        deadlineMs,
      );
    } catch (err) {
      fallbacks += 1;
      askAgainAt = Date.now() + REDIS_PAUSE_MS;
      if (Date.now() - lastLog > 30_000) {
        lastLog = Date.now();
        logger.warn(
          { err, fallbacks },
          'Redis (rate limits) did not answer in time: counting in this process',
        );
      }
      return call(alone);
    }
  };
  return {
    ready: store.then((s) => s.ready),
    hit: (key, windowMs) => shared((s) => s.hit(key, windowMs)),
    peek: (key) => shared((s) => s.peek(key)),
    unhit: (key) => shared((s) => s.unhit(key)),
    clear: (key) => shared((s) => s.clear(key)),
    // Readiness asks Redis itself: no fallback, and its own time limit.
    ping: async () => (await store).ping(),
    close: async () => (await store).close(),
    fallbacks: () => fallbacks,
  };
}
