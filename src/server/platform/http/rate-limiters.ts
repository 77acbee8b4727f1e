import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '../logger.ts';

/**
 * Where the request limits count, through rate-limiter-flexible
 * (docs/decisions/0041-request-limits-by-rate-limiter-flexible.md): this process's memory, or Redis
 * shared by every process (REDIS_URL). Windows are fixed: a key's opens with its first count.
 */
export interface RateLimiters {
  /**
   * `points` per key and window of `seconds`, stored under `prefix:<key>`. Resolves once the store's
   * client is loaded; create each limiter once, when the app is built.
   */
  limiter(prefix: string, points: number, seconds: number): Promise<RateLimiterAbstract>;
  /** Settles once the store can count (connected, or given up with an error logged). */
  ready: Promise<void>;
  /** Rejects when the shared store cannot count right now (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Calls counted in this process because Redis did not answer in time (/metrics). */
  fallbacks(): number;
}

/** One process's counts: without REDIS_URL, and in tests. */
export function memoryRateLimiters(): RateLimiters {
  return {
    limiter: async (keyPrefix, points, duration) => new RateLimiterMemory({ keyPrefix, points, duration }),
    ready: Promise.resolve(),
    ping: async () => {},
    close: async () => {},
    fallbacks: () => 0,
  };
}

/**
 * Counts shared by every process through Redis (rate-limit-redis.ts). The Redis client is loaded
 * only here, when Redis is configured: start-up without it does not pay for the module.
 */
export function redisRateLimiters(url: string, logger: Logger): RateLimiters {
  let loaded: RateLimiters | undefined;
  const shared = import('./rate-limit-redis.ts').then((m) => (loaded = m.sharedRateLimiters(url, logger)));
  return {
    limiter: async (prefix, points, seconds) => (await shared).limiter(prefix, points, seconds),
    ready: shared.then((s) => s.ready),
    ping: async () => (await shared).ping(),
    close: async () => (await shared).close(),
    fallbacks: () => loaded?.fallbacks() ?? 0,
  };
}

/** Counting one more for a key: whether that went past the limit, and when the key's window ends. */
export interface Counted {
  over: boolean;
  msBeforeNext: number;
}

/**
 * Counts one for the key, in one atomic step of the store, so concurrent requests (on several
 * processes too) cannot all slip past the limit. Undefined when nothing could count it, logged:
 * a broken store must not lock anyone out of their account.
 */
export async function countOne(
  limiter: Promise<RateLimiterAbstract>,
  key: string,
  logger: Logger,
  what: string,
): Promise<Counted | undefined> {
  try {
    const res = await (await limiter).consume(key);
    return { over: false, msBeforeNext: res.msBeforeNext };
  } catch (err) {
    if (err instanceof RateLimiterRes) return { over: true, msBeforeNext: err.msBeforeNext };
    logger.error({ err, limit: what }, 'rate limit store failed; not counted');
    return undefined;
  }
}
