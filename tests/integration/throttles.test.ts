import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, uniqueEmail, type TestAccount } from './support/accounts.ts';
import { mailsTo } from './support/outbox.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

let ipCounter = 0;
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe.each(testDatabases)('account throttles on $name', (kind) => {
  let t: TestApp;
  let owner: TestAccount;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { withContent: false });
    owner = await signUpVerified(t, 'owner');
  });
  afterAll(() => t.close());

  it('pauses password sign-in for an account guessed at from many addresses, then answers 429 to everyone', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await t.client(freshIp()).post('/api/auth/sign-in/email', {
        email: owner.email.toUpperCase(),
        password: `guess-${i}-xyz`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // Even the right password waits: the guesser cannot learn it was right.
    const right = await t
      .client(freshIp())
      .post(
        '/api/auth/sign-in/email',
        { email: owner.email, password: owner.password },
        { headers: { 'accept-language': 'en' } },
      );
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(60);
    // Other accounts are not affected.
    const other = await t.client(freshIp()).post('/api/auth/sign-in/email', {
      email: uniqueEmail('bystander'),
      password: 'whatever-1',
    });
    expect(other.status).toBe(401);
  });

  it('lets exactly the configured number of a concurrent burst of wrong passwords through', async () => {
    const target = await signUpVerified(t, 'burst');
    const burst = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        t
          .client(freshIp())
          .post('/api/auth/sign-in/email', { email: target.email, password: `burst-${i}-x` }),
      ),
    );
    const statuses = burst.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(6).fill(429)]);
    // The refused ones guessed nothing, and the window stays closed for the next one.
    const next = await t.client(freshIp()).post('/api/auth/sign-in/email', {
      email: target.email,
      password: target.password,
    });
    expect(next.status).toBe(429);
  });

  it('does not count an attempt the request guards refused as a wrong password', async () => {
    const user = await signUpVerified(t, 'malformed');
    for (let i = 0; i < 12; i++) {
      const res = await t
        .client(freshIp())
        .post('/api/auth/sign-in/email', { email: user.email, password: 'x'.repeat(200) });
      expect(res.status).toBe(400);
    }
    const right = await t
      .client(freshIp())
      .post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(right.status).toBe(200);
  });

  it('leaves the owner the e-mail link and the password reset', async () => {
    const before = mailsTo(t.dataDir, owner.email).length;
    const link = await t.client(freshIp()).post('/api/auth/sign-in/magic-link', {
      email: owner.email,
      callbackURL: '/',
    });
    expect(link.status).toBe(200);
    const reset = await t.client(freshIp()).post('/api/auth/request-password-reset', {
      email: owner.email,
      redirectTo: '/auth/reset-password',
    });
    expect(reset.status).toBe(200);
    expect(mailsTo(t.dataDir, owner.email).length).toBe(before + 2);
  });

  it('clears the count on a successful sign-in', async () => {
    const user = await signUpVerified(t, 'clears');
    const client = t.client(freshIp());
    for (let i = 0; i < 9; i++) {
      expect(
        (await client.post('/api/auth/sign-in/email', { email: user.email, password: 'wrong-pass' })).status,
      ).toBe(401);
    }
    expect(
      (await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password })).status,
    ).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect(
        (await client.post('/api/auth/sign-in/email', { email: user.email, password: 'wrong-pass' })).status,
      ).toBe(401);
    }
  });

  it('lets a household behind one address sign in 20 times a minute, counted apart from sign-up', async () => {
    const home = freshIp();
    for (let i = 0; i < 3; i++) {
      const res = await t.client(home).post('/api/auth/sign-up/email', {
        name: 'Casa',
        email: uniqueEmail('home'),
        password: 'moonlight-42',
      });
      expect(res.status).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.client(home).post('/api/auth/sign-in/email', {
        email: uniqueEmail('member'),
        password: 'moonlight-42',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it.each([
    ['password reset', '/api/auth/request-password-reset', { redirectTo: '/auth/reset-password' }],
    ['magic link', '/api/auth/sign-in/magic-link', { callbackURL: '/' }],
  ])('sends at most 3 %s e-mails per recipient in 15 minutes, answering the same', async (_n, path, body) => {
    const user = await signUpVerified(t, 'inbox');
    const before = mailsTo(t.dataDir, user.email).length;
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.client(freshIp()).post(path, { ...body, email: user.email });
      answers.push(`${res.status} ${await res.text()}`);
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toMatch(/^200 /);
    expect(mailsTo(t.dataDir, user.email).length).toBe(before + 3);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('per-account throttle shared through Redis', () => {
  it('counts wrong passwords made on two app processes together', async () => {
    const [kind] = testDatabases;
    const a = await createTestApp(kind!, { REDIS_URL: redisUrl ?? '' }, { withContent: false });
    const b = await createTestApp(kind!, { REDIS_URL: redisUrl ?? '' }, { withContent: false });
    try {
      const email = uniqueEmail('shared-throttle');
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const app = i % 2 ? b : a;
        const res = await app
          .client(freshIp())
          .post('/api/auth/sign-in/email', { email, password: `no-${i}-pass` });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      // A concurrent burst on both processes at once: the count is Redis's, so still exactly 10.
      const burstEmail = uniqueEmail('shared-burst');
      const burst = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          (i % 2 ? b : a)
            .client(freshIp())
            .post('/api/auth/sign-in/email', { email: burstEmail, password: `burst-${i}-pass` }),
        ),
      );
      expect(burst.map((res) => res.status).sort()).toEqual([...Array(10).fill(401), ...Array(6).fill(429)]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
