import { getCookies } from 'better-auth/cookies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/server/app.ts';
import { authCookies } from '../../src/server/modules/auth/auth-cookies.ts';
import { createLogger } from '../../src/server/platform/logger.ts';
import { signUpVerified } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { TEST_IP_HEADER } from './support/test-client.ts';
import { testDatabases } from './support/test-db.ts';

// better-auth is created by the first request that needs it, not at start (auth-loader.ts).

const betterAuthCookies = async (app: App) =>
  Object.values(getCookies((await app.auth()).options)).map((c) => ({
    name: c.name,
    secure: c.attributes.secure === true,
  }));

describe.each(testDatabases)('better-auth created on first use on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { withContent: false });
  });
  afterAll(() => t.close());

  /** A second app over the same database: the server after a restart. */
  const restarted = () =>
    createApp({
      env: t.env,
      db: t.db,
      logger: createLogger(t.env),
      clientIp: (c) => c.req.header(TEST_IP_HEADER),
    });

  it('names the session cookies as better-auth does, over HTTP and over HTTPS', async () => {
    expect(authCookies(t.env.baseUrl)).toEqual(await betterAuthCookies(t.app));
    const https = await createTestApp(kind, { BASE_URL: 'https://ritualia.example' }, { withContent: false });
    try {
      expect(authCookies(https.env.baseUrl)).toEqual(await betterAuthCookies(https.app));
      expect(authCookies(https.env.baseUrl)[0]).toEqual({
        name: '__Secure-ritualia.session_token',
        secure: true,
      });
    } finally {
      await https.close();
    }
  });

  it('gives requests racing to be first one and the same instance', async () => {
    const app = restarted();
    try {
      const [a, b] = await Promise.all([app.auth(), app.auth()]);
      expect(a).toBe(b);
    } finally {
      await app.close();
    }
  });

  it('knows a signed-in user on the first requests after a restart, however many arrive at once', async () => {
    const { browser, email } = await signUpVerified(t, 'restart');
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const app = restarted();
    try {
      const answers = await Promise.all(
        ['/api/v1/me', '/api/v1/session', '/api/auth/get-session'].map((path) =>
          app.hono.request(path, { headers: { cookie, [TEST_IP_HEADER]: browser.ip } }),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
      const [me, session, own] = (await Promise.all(answers.map((r) => r.json()))) as {
        data?: { email?: string };
        user?: { email?: string };
      }[];
      expect(me?.data?.email).toBe(email);
      expect(session?.data?.email).toBe(email);
      expect(own?.user?.email).toBe(email);
    } finally {
      await app.close();
    }
  });
});
