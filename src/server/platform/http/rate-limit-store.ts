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
    async clear(key) {
      windows.delete(key);
    },
    async ping() {},
    async close() {
      windows.clear();
    },
  };
}

/**
 * Counters shared by every process through Redis (REDIS_URL). The Redis client is loaded only
 * here, when Redis is configured: start-up without it does not pay for the module.
 */
export function redisRateLimitStore(url: string, logger: Logger): RateLimitStore {
  const store = import('./rate-limit-redis.ts').then((m) => m.connectedRedisStore(url, logger));
  return {
    ready: store.then((s) => s.ready),
    hit: async (key, windowMs) => (await store).hit(key, windowMs),
    peek: async (key) => (await store).peek(key),
    clear: async (key) => (await store).clear(key),
    ping: async () => (await store).ping(),
    close: async () => (await store).close(),
  };
}
