import { RateLimiterMemory, RateLimiterRedis, RLWrapperTimeouts } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { createClient } from 'redis';
import { within } from '../deadline.ts';
import type { Logger } from '../logger.ts';

/** How long a Redis call may take before this process counts on its own. */
export const REDIS_DEADLINE_MS = 200;
/** How long, after Redis missed a deadline or failed, calls are counted here without asking it. */
export const REDIS_PAUSE_MS = 5_000;

type Limiter = Pick<RateLimiterAbstract, 'consume' | 'reward' | 'delete'>;

/**
 * Runs `first` before each of the limiter's calls that the limits make (rate-limit.ts,
 * rate-limit-account.ts, mail-cap.ts); when it returns a promise, that answers the call instead.
 */
function before<T extends Limiter>(limiter: T, first: () => Promise<never> | undefined): T {
  for (const name of ['consume', 'reward', 'delete'] as const) {
    const call = limiter[name].bind(limiter) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(limiter, { [name]: (...args: unknown[]) => first() ?? call(...args) });
  }
  return limiter;
}

/**
 * The limits counted in Redis, loaded by redisRateLimiters (rate-limiters.ts) when REDIS_URL is
 * set. Each call waits at most REDIS_DEADLINE_MS (RLWrapperTimeouts): a Redis that is down, or
 * that accepts and then stops answering, must not hold a sign-in. Past the deadline, or on an
 * error, the call is counted in this process's memory instead (the library's insurance limiter:
 * the limits still hold, per process), logged at most every 30 s and counted in `fallbacks()`;
 * for the next REDIS_PAUSE_MS every call is counted here without asking Redis.
 */
export function sharedRateLimiters(url: string, logger: Logger) {
  const client = createClient({
    url,
    // Without the offline queue a command fails at once while Redis is away, instead of holding
    // the request until it comes back; the call is then counted here.
    disableOfflineQueue: true,
    // A Redis that stopped answering keeps every command sent waiting for its reply; past this
    // many, new ones fail at once instead of each waiting out the deadline.
    commandsQueueMaxLength: 1_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 10_000) },
  });
  let lastErrorLog = 0;
  client.on('error', (err: unknown) => {
    if (Date.now() - lastErrorLog < 30_000) return;
    lastErrorLog = Date.now();
    logger.error({ err }, 'Redis (rate limits) is not reachable');
  });
  // connect() keeps retrying while Redis is down; start-up waits a little, then goes on, counting
  // in this process until the client reconnects on its own.
  const connected = client.connect().then(
    () => true,
    (err: unknown) => {
      logger.error({ err }, 'could not connect to Redis (REDIS_URL)');
      return false;
    },
  );
  const ready = Promise.race([
    connected,
    new Promise<false>((r) => setTimeout(r, 3_000, false).unref()),
  ]).then((ok) => {
    if (!ok)
      logger.error('Redis (REDIS_URL) is not reachable yet: rate limits count in this process until it is');
  });

  let fallbacks = 0;
  let lastLog = 0;
  let askAgainAt = 0;
  const paused = () => Date.now() < askAgainAt;
  const fellBack = () => {
    fallbacks += 1;
    if (paused()) return;
    askAgainAt = Date.now() + REDIS_PAUSE_MS;
    if (Date.now() - lastLog < 30_000) return;
    lastLog = Date.now();
    logger.warn({ fallbacks }, 'Redis (rate limits) did not answer in time: counting in this process');
  };

  return {
    ready,
    limiter: async (keyPrefix: string, points: number, duration: number): Promise<RateLimiterAbstract> =>
      new RLWrapperTimeouts({
        // Not asked while paused: the call fails at once, to the fallback, so a request pays the
        // deadline at most once while Redis is away.
        limiter: before(
          new RateLimiterRedis({
            storeClient: client,
            // The `redis` package (node-redis v4 and later), not ioredis, the library's default.
            useRedisPackage: true,
            // A client that is not connected fails the call at once, to the fallback.
            rejectIfRedisNotReady: true,
            keyPrefix,
            points,
            duration,
          }),
          () => (paused() ? Promise.reject(new Error('Redis (rate limits) skipped for now')) : undefined),
        ),
        timeoutMs: REDIS_DEADLINE_MS,
        // This process's own count for the same limit, each use of it noted.
        insuranceLimiter: before(new RateLimiterMemory({ keyPrefix, points, duration }), () => {
          fellBack();
          return undefined;
        }),
      }),
    // Readiness asks Redis itself: no fallback, and its own time limit.
    async ping() {
      await client.ping();
    },
    async close() {
      // close() waits for the replies still owed, which a Redis that stopped answering never sends.
      if (client.isReady) {
        await within(client.close(), 1_000).catch(() => {
          // The client may have marked itself closed already while waiting for those replies.
          if (client.isOpen) client.destroy();
        });
      } else if (client.isOpen) client.destroy();
    },
    fallbacks: () => fallbacks,
  };
}
