import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/**
 * A relay to the real Redis that can stop answering while it keeps every connection open: the
 * client stays connected, its commands go out, and nothing comes back.
 */
async function freezingRelay(target: URL): Promise<{ url: string; freeze(): void; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let frozen = false;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
    }
    client.on('data', (chunk) => frozen || upstream.write(chunk));
    upstream.on('data', (chunk) => frozen || client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze: () => void (frozen = true),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('a Redis that answered, then stops answering', () => {
  let redis: Awaited<ReturnType<typeof freezingRelay>>;
  let t: TestApp;
  beforeAll(async () => {
    redis = await freezingRelay(new URL(redisUrl!));
    t = await createTestApp(
      testDatabases[0]!,
      { REDIS_URL: redis.url, METRICS_TOKEN, AUTH_RATE_LIMIT_MAX: '3' },
      { withContent: false },
    );
    // better-auth loads on its first use; that one-off cost is not what these tests time.
    await t.app.auth();
    // Redis counts the first sign-in, then goes silent.
    const first = await t.client().post('/api/auth/sign-in/email', {
      email: uniqueEmail('before-freeze'),
      password: 'not-the-password-1',
    });
    expect(first.status).toBe(401);
    redis.freeze();
  });
  afterAll(async () => {
    await t.close();
    await redis.close();
  });

  it('answers sign-in within a second', async () => {
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const res = await t.client().post('/api/auth/sign-in/email', {
        email: uniqueEmail('hung-redis'),
        password: 'not-the-password-1',
      });
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(res.status).toBe(401);
    }
  });

  it('answers a magic link within a second, and still limits password resets, counted in this process', async () => {
    const started = performance.now();
    const link = await t.client().post('/api/auth/sign-in/magic-link', {
      callbackURL: '/',
      email: uniqueEmail('hung-mail'),
    });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(link.status).toBe(200);

    const client = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const begun = performance.now();
      const res = await client.post('/api/auth/request-password-reset', {
        redirectTo: '/auth/reset-password',
        email: uniqueEmail('hung-reset'),
      });
      expect(performance.now() - begun).toBeLessThan(1_000);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts the calls made without Redis in /metrics', async () => {
    const res = await t.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const line = (await res.text()).split('\n').find((l) => l.startsWith('ritualia_rate_limit_fallbacks '));
    expect(Number(line?.split(' ')[1])).toBeGreaterThan(0);
  });
});
