import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/shared/api/envelope.ts';
import { signUpVerified, uniqueEmail } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

describe.each(testDatabases)('request guards on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { withContent: false });
  });
  afterAll(() => t.close());

  it('limits sign-in attempts per client address with a localized 429 and Retry-After', async () => {
    const attacker = t.client();
    const attempt = () =>
      attacker.post(
        '/api/auth/sign-in/email',
        { email: uniqueEmail('target'), password: 'guess-123' },
        { headers: { 'accept-language': 'fr' } },
      );
    // A household shares one address: password sign-in allows 20 a minute per address.
    for (let i = 0; i < 20; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(((await limited.json()) as ErrorBody).error).toEqual({
      code: 'rate_limited',
      message: 'Trop de tentatives. Patiente un instant puis réessaie.',
    });
    // Other addresses and other endpoint families keep their own budget.
    expect(
      (await t.client().post('/api/auth/sign-in/email', { email: 'a@b.co', password: 'x-123456' })).status,
    ).toBe(401);
    expect(
      (await attacker.post('/api/auth/sign-in/magic-link', { email: uniqueEmail('m'), callbackURL: '/' }))
        .status,
    ).toBe(200);
  });

  it.each([
    ['/api/auth/sign-up/email', { name: 'Spam', password: 'secret-123' }],
    ['/api/auth/sign-in/magic-link', { callbackURL: '/' }],
    ['/api/auth/request-password-reset', { redirectTo: '/auth/reset-password' }],
  ])('limits %s too', async (path, body) => {
    const client = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await client.post(path, { ...body, email: uniqueEmail('rl') })).status);
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it.each([
    ['POST', '/api/auth/sign-in/email'],
    ['POST', '/api/auth/sign-up/email'],
    ['PATCH', '/api/v1/me'],
    ['DELETE', '/api/v1/me'],
  ])('refuses %s %s from another site with 403', async (method, path) => {
    const res = await t.client().request(path, {
      method,
      json: {},
      headers: { origin: 'https://evil.example', 'accept-language': 'en' },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: 'cross_site_request',
      message: 'This request came from another site and was refused.',
    });
  });

  const sendWithoutOrigin = (headers: Record<string, string>) =>
    t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-client-ip': '192.0.2.77', ...headers },
      body: JSON.stringify({ email: 'x@example.com', password: 'secret-123' }),
    });

  it('uses Fetch Metadata when a browser sends no Origin', async () => {
    expect((await sendWithoutOrigin({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await sendWithoutOrigin({ 'sec-fetch-site': 'same-origin' })).status).toBe(401);
    expect((await sendWithoutOrigin({ origin: 'null' })).status).toBe(403);
  });

  it('issues an httpOnly, SameSite=Lax session cookie, not Secure over plain http', async () => {
    const { email, password } = await signUpVerified(t, 'cookie');
    const res = await t.client().post('/api/auth/sign-in/email', { email, password });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ritualia.session_token='));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i);
  });

  it('records the resolved client address on the session, whatever the client claims', async () => {
    const { email, password } = await signUpVerified(t, 'address');
    const client = t.client('203.0.113.50');
    const res = await client.post(
      '/api/auth/sign-in/email',
      { email, password },
      { headers: { 'x-ritualia-client-ip': '6.6.6.6', 'x-forwarded-for': '6.6.6.6' } },
    );
    expect(res.status).toBe(200);
    const rows = await t.db.kysely
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.ip_address')
      .where('users.email', '=', email)
      .execute();
    expect(rows.map((r) => r.ip_address)).toContain('203.0.113.50');
    expect(rows.map((r) => r.ip_address)).not.toContain('6.6.6.6');
  });

  it('accepts the session only from the cookie', async () => {
    const { browser } = await signUpVerified(t, 'bearer');
    const token = decodeURIComponent(browser.sessionToken ?? '').split('.')[0];
    for (const value of [`Bearer ${token}`, `Bearer ${browser.sessionToken}`]) {
      expect((await t.request('/api/v1/me', { headers: { authorization: value } })).status).toBe(401);
    }
  });

  it("answers each of many requests at once with its own session's user, and none for one ended", async () => {
    // On PostgreSQL the sessions of one event-loop turn are read together (ADR 0036).
    const accounts = await Promise.all(Array.from({ length: 12 }, (_, i) => signUpVerified(t, `turn-${i}`)));
    const [ended] = accounts;
    const endedToken = decodeURIComponent(ended?.browser.sessionToken ?? '').split('.')[0] ?? '';
    await t.db.kysely.deleteFrom('sessions').where('token', '=', endedToken).execute();
    const answers = await Promise.all(
      accounts
        .flatMap((account) => [account, account])
        .map(async (account) => {
          const res = await account.browser.get('/api/v1/me');
          return {
            account,
            status: res.status,
            email: res.status === 200 ? (await res.json()).data.email : null,
          };
        }),
    );
    for (const { account, status, email } of answers) {
      if (account === ended) expect(status).toBe(401);
      else expect({ status, email }).toEqual({ status: 200, email: account.email });
    }
  });

  it('refuses a session cookie whose token is real but whose signature is not', async () => {
    const { browser } = await signUpVerified(t, 'signature');
    const [token = '', signature = ''] = decodeURIComponent(browser.sessionToken ?? '').split('.');
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const cookie = `ritualia.session_token=${encodeURIComponent(`${token}.${flipped}`)}`;
    expect((await t.request('/api/v1/me', { headers: { cookie } })).status).toBe(401);
    expect((await browser.get('/api/v1/me')).status).toBe(200);
  });

  it('renews a session used after a day, and ends one past its expiry with its cookie', async () => {
    const { email, browser } = await signUpVerified(t, 'renewal');
    const sessionOf = () =>
      t.db.kysely
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'sessions.expires_at'])
        .where('users.email', '=', email)
        .executeTakeFirstOrThrow();
    const setExpiry = async (at: Date) => {
      const { id } = await sessionOf();
      await t.db.kysely
        .updateTable('sessions')
        .set({ expires_at: kind.name === 'sqlite' ? at.toISOString() : at } as never)
        .where('id', '=', id)
        .execute();
    };
    const DAY = 86_400_000;
    await setExpiry(new Date(Date.now() + 5 * DAY));
    const renewed = await browser.get('/api/v1/me');
    expect(renewed.status).toBe(200);
    expect(renewed.headers.getSetCookie().some((c) => c.startsWith('ritualia.session_token='))).toBe(true);
    expect(new Date((await sessionOf()).expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * DAY);

    await setExpiry(new Date(Date.now() - 1000));
    const ended = await browser.get('/api/v1/me');
    expect(ended.status).toBe(401);
    expect(browser.sessionToken).toBeUndefined();
  });
});

describe('session cookie behind https', () => {
  it('is Secure and __Secure- prefixed when BASE_URL is https', async () => {
    const t = await createTestApp(
      testDatabases[0]!,
      { BASE_URL: 'https://ritualia.example' },
      { withContent: false },
    );
    const { email, password } = await signUpVerified(t, 'https');
    const res = await t.client().post('/api/auth/sign-in/email', { email, password });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Secure-ritualia.session_token='));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
    await t.close();
  });
});

describe('when Redis is down', () => {
  it('still answers sign-in requests (the limiter fails open and logs)', async () => {
    const t = await createTestApp(
      testDatabases[0]!,
      { REDIS_URL: 'redis://127.0.0.1:1' },
      { withContent: false },
    );
    const client = t.client();
    for (let i = 0; i < 7; i++) {
      const res = await client.post('/api/auth/sign-in/email', {
        email: uniqueEmail('down'),
        password: 'x-123456',
      });
      expect(res.status).toBe(401);
    }
    await t.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  it('counts attempts made on two app processes together', async () => {
    const [kind] = testDatabases;
    const a = await createTestApp(kind!, { REDIS_URL: redisUrl ?? '' }, { withContent: false });
    const b = await createTestApp(kind!, { REDIS_URL: redisUrl ?? '' }, { withContent: false });
    const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const attempt = (app: TestApp) =>
      app.client(ip).post('/api/auth/sign-in/magic-link', { email: uniqueEmail('redis'), callbackURL: '/' });
    const statuses: number[] = [];
    for (const app of [a, b, a, b, a, b]) statuses.push((await attempt(app)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    await a.close();
    await b.close();
  });
});
