import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authProvidersResponseSchema, meResponseSchema } from '../../src/shared/api/account.ts';
import { startMockOAuth, type MockOAuth } from './support/mock-oauth.ts';
import { lastMailTo, linkIn } from './support/outbox.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from './support/test-app.ts';
import type { TestClient } from './support/test-client.ts';
import { testDatabases } from './support/test-db.ts';

const me = async (browser: TestClient) =>
  meResponseSchema.parse(await (await browser.get('/api/v1/me')).json()).data;

let n = 0;
const unique = (tag: string) => `${tag}-${Date.now()}-${++n}`;

describe.each(testDatabases)('Google and GitHub sign-in on $name (mock authorization server)', (kind) => {
  let t: TestApp;
  let mock: MockOAuth;
  beforeAll(async () => {
    mock = await startMockOAuth(TEST_BASE_URL);
    t = await createTestApp(kind, mock.env, { withContent: false });
  });
  afterAll(async () => {
    await t.close();
    await mock.close();
  });

  /** The browser's round trip: our start endpoint, the provider's page, back to our callback. */
  async function signInWith(browser: TestClient, provider: 'google' | 'github') {
    const start = await browser.post('/api/auth/sign-in/social', {
      provider,
      callbackURL: '/auth/callback?returnUrl=%2Fprogress',
      errorCallbackURL: '/auth/login',
    });
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    expect(url.startsWith(`${mock.url}/${provider}/`)).toBe(true);
    const consent = await fetch(url, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const back = consent.headers.get('location') ?? '';
    expect(back.startsWith(`${TEST_BASE_URL}/api/auth/callback/${provider}?`)).toBe(true);
    return { back, done: await browser.get(back) };
  }
  const countUsers = async (email: string) =>
    (await t.db.kysely.selectFrom('users').select('id').where('email', '=', email).execute()).length;

  it('lists both providers as available', async () => {
    const body = authProvidersResponseSchema.parse(await (await t.request('/api/v1/auth/providers')).json());
    expect(body.data).toEqual({ google: true, github: true, magicLink: true });
  });

  it('creates an account with Google and signs the same person in again without duplicating it', async () => {
    const email = `${unique('gaia')}@gmail.test`;
    const sub = unique('google-sub');
    mock.next.google = { sub, email, email_verified: true, name: 'Gaia', picture: 'https://img.test/g.png' };
    const browser = t.client();
    const { done } = await signInWith(browser, 'google');
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/auth/callback?returnUrl=%2Fprogress');
    expect(browser.sessionToken).toBeDefined();
    expect(await me(browser)).toMatchObject({
      email,
      displayName: 'Gaia',
      avatarUrl: 'https://img.test/g.png',
      provider: 'google',
      providers: ['email', 'google'],
      emailVerified: true,
      hasPassword: false,
    });

    const again = t.client();
    await signInWith(again, 'google');
    expect((await me(again)).id).toBe((await me(browser)).id);
    expect(await countUsers(email)).toBe(1);
    const account = await t.db.kysely
      .selectFrom('accounts')
      .select(['account_id', 'access_token'])
      .where('provider_id', '=', 'google')
      .where('account_id', '=', sub)
      .executeTakeFirstOrThrow();
    expect(account.access_token).toBeTruthy();
    expect(mock.refused).toEqual([]);
  });

  it('creates an account with GitHub from its primary verified address', async () => {
    const primary = `${unique('octo')}@github.test`;
    mock.next.github = {
      id: 4242 + n,
      login: 'octo',
      name: null,
      email: null,
      emails: [
        { email: `${unique('old')}@github.test`, primary: false, verified: true },
        { email: primary, primary: true, verified: true },
      ],
    };
    const browser = t.client();
    const { done } = await signInWith(browser, 'github');
    expect(done.headers.get('location')).toBe('/auth/callback?returnUrl=%2Fprogress');
    expect(await me(browser)).toMatchObject({ email: primary, displayName: 'octo', provider: 'github' });
  });

  it('links GitHub to an existing account with the same verified address instead of duplicating it', async () => {
    const email = `${unique('linked')}@example.com`;
    const owner = t.client();
    await owner.post('/api/auth/sign-up/email', { name: 'Ana', email, password: 'secret-123' });
    await owner.get(linkIn(lastMailTo(t.dataDir, email)));
    const ownerId = (await me(owner)).id;

    mock.next.github = {
      id: 9000 + n,
      login: 'ana-gh',
      name: 'Ana GH',
      email,
      emails: [{ email, primary: true, verified: true }],
    };
    const browser = t.client();
    await signInWith(browser, 'github');
    const linked = await me(browser);
    expect(linked.id).toBe(ownerId);
    expect(linked).toMatchObject({ provider: 'email', providers: ['email', 'github'], hasPassword: true });
    expect(await countUsers(email)).toBe(1);
  });

  it('does not link to a local account whose address was never confirmed', async () => {
    const email = `${unique('squatter')}@example.com`;
    await t.client().post('/api/auth/sign-up/email', { name: 'Squatter', email, password: 'secret-123' });
    mock.next.google = { sub: unique('victim'), email, email_verified: true, name: 'Victim' };
    const browser = t.client();
    const { done } = await signInWith(browser, 'google');
    expect(done.headers.get('location')).toBe('/auth/login?error=account_not_linked');
    expect(browser.sessionToken).toBeUndefined();
  });

  it('returns to the sign-in page with the error when the user denies consent, creating nothing', async () => {
    mock.next.google = 'deny';
    const before = await t.db.kysely
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const browser = t.client();
    const { done } = await signInWith(browser, 'google');
    expect(done.status).toBe(302);
    const location = new URL(done.headers.get('location') ?? '', TEST_BASE_URL);
    expect(location.pathname).toBe('/auth/login');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(browser.sessionToken).toBeUndefined();
    const after = await t.db.kysely
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a callback delivered to another browser (state bound to the one that started)', async () => {
    mock.next.google = { sub: unique('csrf'), email: `${unique('csrf')}@gmail.test`, email_verified: true };
    const attacker = t.client();
    const start = await attacker.post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/auth/callback',
    });
    const { url } = (await start.json()) as { url: string };
    const back = (await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '';
    const victim = t.client();
    const res = await victim.get(back);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/auth\/login\?error=/);
    expect(victim.sessionToken).toBeUndefined();
  });

  it('does not open a session for a GitHub address GitHub has not verified', async () => {
    const email = `${unique('unverified')}@github.test`;
    mock.next.github = {
      id: 7000 + n,
      login: 'newbie',
      name: 'Newbie',
      email,
      emails: [{ email, primary: true, verified: false }],
    };
    const browser = t.client();
    const { done } = await signInWith(browser, 'github');
    expect(done.headers.get('location')).toBe('/auth/login?error=email_not_verified');
    expect(browser.sessionToken).toBeUndefined();
    expect(lastMailTo(t.dataDir, email).subject).toBe('Confirma tu email en Ritualia');
  });
});

describe('providers without configuration', () => {
  it('offers only the e-mail link', async () => {
    const t = await createTestApp(testDatabases[0]!, {}, { withContent: false });
    const body = authProvidersResponseSchema.parse(await (await t.request('/api/v1/auth/providers')).json());
    expect(body.data).toEqual({ google: false, github: false, magicLink: true });
    const res = await t.client().post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' });
    expect(res.status).toBe(404);
    await t.close();
  });
});
