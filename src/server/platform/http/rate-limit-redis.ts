import { createClient } from 'redis';
import { within } from '../deadline.ts';
import type { Logger } from '../logger.ts';
import type { RateLimitStore } from './rate-limit.ts';

// Count and expiry in one atomic step, so concurrent requests on several processes cannot
// slip past the limit between a read and a write.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

// Takes one count back, never below zero and never opening a window that has ended.
const UNHIT_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

/** The Redis store itself, loaded by redisRateLimitStore (rate-limit-store.ts) when REDIS_URL is set. */
export function connectedRedisStore(url: string, logger: Logger): RateLimitStore {
  // Without the offline queue a command fails at once while Redis is away, instead of holding
  // the sign-in request until it comes back; the limiter then lets the request through.
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 10_000) },
  });
  let lastErrorLog = 0;
  client.on('error', (err: unknown) => {
    if (Date.now() - lastErrorLog < 30_000) return;
    lastErrorLog = Date.now();
    logger.error({ err }, 'Redis (rate limits) is not reachable');
  });
  // connect() keeps retrying while Redis is down; start-up waits a little, then goes on and
  // lets requests through until the client reconnects on its own.
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
    if (!ok) logger.error('Redis (REDIS_URL) is not reachable yet: rate limits are not enforced until it is');
  });
  return {
    ready,
    async hit(key, windowMs) {
      const reply = (await client.eval(HIT_SCRIPT, { keys: [key], arguments: [String(windowMs)] })) as [
        number,
        number,
      ];
      return { count: Number(reply[0]), resetMs: Number(reply[1]) };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([client.get(key), client.pTTL(key)]);
      return count === null || ttl <= 0 ? undefined : { count: Number(count), resetMs: ttl };
    },
    async unhit(key) {
      await client.eval(UNHIT_SCRIPT, { keys: [key] });
    },
    async clear(key) {
      await client.del(key);
    },
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
  };
}
