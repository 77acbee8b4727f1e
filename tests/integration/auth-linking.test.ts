import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema } from '../../src/shared/api/account.ts';
import { AUTH_MESSAGES } from '../../src/server/platform/i18n/auth-messages.ts';
import { startMockOAuth, type GitHubProfile, type MockOAuth } from './support/mock-oauth.ts';
import { lastMailTo, linkIn } from './support/outbox.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from './support/test-app.ts';
import type { TestClient } from './support/test-client.ts';
import { testDatabases } from './support/test-db.ts';

// Linking GitHub to an account from the profile, signing in with it, and unlinking it again,
// against the local mock authorization server; the last way in is never removed.

const me = async (browser: TestClient) =>
  meResponseSchema.parse(await (await browser.get('/api/v1/me')).json()).data;

let n = 0;
const unique = (tag: string) => `${tag}-${Date.now()}-${++n}`;

const githubProfile = (email: string): GitHubProfile => ({
  id: 60_000 + (Date.now() % 100_000) + ++n,
  login: 'ana-gh',
  name: 'Ana GH',
  email,
  emails: [{ email, primary: true, verified: true }],
});

interface LinkedAccount {
  id: string;
  providerId: string;
}

/** The profile's "Link": our start endpoint, the provider's page, back to our callback. */
async function link(browser: TestClient, provider: 'google' | 'github') {
  const start = await browser.post('/api/auth/link-social', {
    provider,
    callbackURL: '/profile?linked=github',
    errorCallbackURL: '/profile',
  });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const consent = await fetch(url, { redirect: 'manual' });
  return browser.get(consent.headers.get('location') ?? '');
}

const accounts = async (browser: TestClient) =>
  (await (await browser.get('/api/auth/list-accounts')).json()) as LinkedAccount[];
const unlink = (browser: TestClient, accountId: string, language: string) =>
  browser.post('/api/auth/unlink-account', { accountId }, { headers: { 'accept-language': language } });

/** A GitHub sign-in round trip (the provider approves as `mock.next.github`). */
async function signInWithGitHub(browser: TestClient) {
  const start = await browser.post('/api/auth/sign-in/social', { provider: 'github', callbackURL: '/' });
  const { url } = (await start.json()) as { url: string };
  await browser.get((await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '');
}

describe.each(testDatabases)('linking and unlinking sign-in methods on $name', (kind) => {
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

  async function passwordAccount(): Promise<{ browser: TestClient; email: string }> {
    const email = `${unique('linker')}@example.com`;
    const browser = t.client();
    await browser.post('/api/auth/sign-up/email', { name: 'Ana', email, password: 'secret-123' });
    // Following the confirmation link signs this browser in.
    await browser.get(linkIn(lastMailTo(t.dataDir, email)));
    return { browser, email };
  }

  it('links GitHub to a password account, signs in with it, and unlinks it', async () => {
    const { browser, email } = await passwordAccount();
    const owner = await me(browser);
    mock.next.github = githubProfile(email);
    const done = await link(browser, 'github');
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/profile?linked=github');
    expect((await me(browser)).providers).toEqual(['email', 'github']);
    expect((await accounts(browser)).map((a) => a.providerId).sort()).toEqual(['credential', 'github']);

    // Another browser gets into the same account with GitHub alone.
    const elsewhere = t.client();
    await signInWithGitHub(elsewhere);
    expect((await me(elsewhere)).id).toBe(owner.id);

    const github = (await accounts(browser)).find((a) => a.providerId === 'github')!;
    const removed = await unlink(browser, github.id, 'en');
    expect(removed.status).toBe(200);
    expect((await me(browser)).providers).toEqual(['email']);
    expect((await accounts(browser)).map((a) => a.providerId)).toEqual(['credential']);
    expect(mock.refused).toEqual([]);
  });

  it('refuses to remove the password when it is the last way in, with a localized message', async () => {
    const { browser } = await passwordAccount();
    const [password] = await accounts(browser);
    const refused = await unlink(browser, password!.id, 'es');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      AUTH_MESSAGES.es.auth_last_sign_in_method,
    );
    expect((await me(browser)).hasPassword).toBe(true);
  });

  it('refuses to remove the only social account of an account without a password', async () => {
    const email = `${unique('octo')}@github.test`;
    mock.next.github = githubProfile(email);
    const browser = t.client();
    await signInWithGitHub(browser);
    const [github] = await accounts(browser);
    expect(github?.providerId).toBe('github');
    const refused = await unlink(browser, github!.id, 'en');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      AUTH_MESSAGES.en.auth_last_sign_in_method,
    );
    expect((await me(browser)).providers).toContain('github');
  });

  it('does not link an account of another e-mail address, and says why', async () => {
    const { browser } = await passwordAccount();
    mock.next.github = githubProfile(`${unique('someone-else')}@github.test`);
    const done = await link(browser, 'github');
    const location = new URL(done.headers.get('location') ?? '', TEST_BASE_URL);
    expect(location.pathname).toBe('/profile');
    expect(location.searchParams.get('error')).toBe('email_does_not_match');
    expect((await me(browser)).providers).toEqual(['email']);
  });
});
