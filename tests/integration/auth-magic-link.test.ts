import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema } from '../../src/shared/api/account.ts';
import { lastMailTo, linkIn } from './support/outbox.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import type { TestClient } from './support/test-client.ts';
import { testDatabases } from './support/test-db.ts';

let n = 0;
const newEmail = (tag: string) => `${tag}-${Date.now()}-${++n}@example.com`;

describe.each(testDatabases)('magic link on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { withContent: false });
  });
  afterAll(() => t.close());

  async function requestLink(browser: TestClient, email: string, lang?: string) {
    const res = await browser.post(`/api/auth/sign-in/magic-link${lang ? `?lang=${lang}` : ''}`, {
      email,
      callbackURL: '/auth/callback?returnUrl=%2Fdaily-tip',
      errorCallbackURL: '/auth/login',
    });
    expect(res.status).toBe(200);
    return linkIn(lastMailTo(t.dataDir, email));
  }

  it('signs in once through the e-mailed link and returns to /auth/callback', async () => {
    const email = newEmail('magic');
    const browser = t.client();
    const link = await requestLink(browser, email, 'en');
    const mail = lastMailTo(t.dataDir, email);
    expect(mail.subject).toBe('Your link to sign in to Ritualia');
    expect(mail.text).toContain('expires in 10 minutes');
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/magic-link\/verify\?token=/);

    const res = await browser.get(link);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost:3000/auth/callback?returnUrl=%2Fdaily-tip');
    expect(browser.sessionToken).toBeDefined();
    const me = meResponseSchema.parse(await (await browser.get('/api/v1/me')).json()).data;
    expect(me).toMatchObject({ email, emailVerified: true, provider: 'email', language: 'en' });
    expect(me.displayName).toBe(email.split('@')[0]);

    const replay = t.client();
    const second = await replay.get(link);
    expect(second.status).toBe(302);
    expect(second.headers.get('location')).toBe('http://localhost:3000/auth/login?error=INVALID_TOKEN');
    expect(replay.sessionToken).toBeUndefined();
  });

  it('stores the token hashed and lets it live 10 minutes at most', async () => {
    const email = newEmail('hashed');
    const link = await requestLink(t.client(), email);
    const token = new URL(link).searchParams.get('token') ?? '';
    const rows = await t.db.kysely.selectFrom('verifications').selectAll().execute();
    expect(rows.some((r) => r.identifier.includes(token) || r.value.includes(token))).toBe(false);
    const mine = rows.filter((r) => r.value.includes(email));
    expect(mine).toHaveLength(1);
    const lifetime = new Date(mine[0]!.expires_at).getTime() - new Date(mine[0]!.created_at).getTime();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000 + 1_000);
  });

  it('refuses an expired link', async () => {
    const email = newEmail('expired');
    const link = await requestLink(t.client(), email);
    // Eleven minutes later, as far as the stored expiry is concerned.
    const past = new Date(Date.now() - 60_000);
    await t.db.kysely
      .updateTable('verifications')
      .set({ expires_at: kind.name === 'sqlite' ? past.toISOString() : past })
      .where('value', 'like', `%${email}%`)
      .execute();
    const browser = t.client();
    const res = await browser.get(link);
    expect(res.headers.get('location')).toBe('http://localhost:3000/auth/login?error=INVALID_TOKEN');
    expect(browser.sessionToken).toBeUndefined();
  });

  it('writes to a known user in their stored language', async () => {
    const email = newEmail('known');
    const first = t.client();
    await first.get(await requestLink(first, email, 'pt'));
    await requestLink(t.client(), email, 'fr');
    expect(lastMailTo(t.dataDir, email).subject).toBe('Seu link para entrar no Ritualia');
  });
});
