import { createClient } from 'redis';
import type { Logger } from '../logger.ts';

export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

export interface RateLimitStore {
  /** Settles once the store can count (connected, or given up with an error logged). */
  ready: Promise<void>;
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** The current window's count without adding to it; undefined when no window is open. */
  peek(key: string): Promise<RateLimitHit | undefined>;
  /** Ends the key's window early (a success wipes the record of failures). */
  clear(key: string): Promise<void>;
  /** Rejects when the store cannot count right now (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

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

// Count and expiry in one atomic step, so concurrent requests on several processes cannot
// slip past the limit between a read and a write.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** Counters shared by every process through Redis (REDIS_URL). */
export function redisRateLimitStore(url: string, logger: Logger): RateLimitStore {
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
    async clear(key) {
      await client.del(key);
    },
    async ping() {
      await client.ping();
    },
    async close() {
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}
