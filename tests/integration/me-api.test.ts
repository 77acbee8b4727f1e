import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/shared/api/envelope.ts';
import { meResponseSchema, sessionResponseSchema } from '../../src/shared/api/account.ts';
import { signUpVerified } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

describe.each(testDatabases)('current user API on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { withContent: false });
  });
  afterAll(() => t.close());

  it.each(['GET', 'PATCH', 'DELETE'])(
    '%s /api/v1/me without a session answers 401 No authenticated user',
    async (method) => {
      const res = await t.client().request('/api/v1/me', {
        method,
        headers: { 'accept-language': 'en' },
        ...(method === 'GET' ? {} : { json: {} }),
      });
      expect(res.status).toBe(401);
      expect(((await res.json()) as ErrorBody).error).toEqual({
        code: 'not_authenticated',
        message: 'No authenticated user',
      });
    },
  );

  it('answers the session check with 200 for visitors and the same user as /me when signed in', async () => {
    const visitor = await t.request('/api/v1/session');
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('cache-control')).toBe('no-store');
    expect(sessionResponseSchema.parse(await visitor.json()).data).toBeNull();
    const { browser } = await signUpVerified(t, 'session');
    const session = sessionResponseSchema.parse(await (await browser.get('/api/v1/session')).json()).data;
    const me = meResponseSchema.parse(await (await browser.get('/api/v1/me')).json()).data;
    expect(session).toEqual(me);
  });

  it('ignores a forged or unknown session cookie', async () => {
    const res = await t.request('/api/v1/me', { headers: { cookie: 'ritualia.session_token=forged.value' } });
    expect(res.status).toBe(401);
  });

  it('describes the signed-in user as the product rules say', async () => {
    const { email, browser } = await signUpVerified(t, 'me');
    const res = await browser.get('/api/v1/me');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const me = meResponseSchema.parse(await res.json()).data;
    expect(me).toMatchObject({
      email,
      displayName: 'Luna',
      avatarUrl: null,
      provider: 'email',
      providers: ['email'],
      hasPassword: true,
      emailVerified: true,
      language: 'es',
      theme: null,
      timeZone: null,
    });
    expect(Date.parse(me.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(me.lastSignIn ?? '')).toBeGreaterThanOrEqual(Date.parse(me.createdAt));
  });

  it('updates display name, avatar, language, theme and time zone', async () => {
    const { browser } = await signUpVerified(t, 'patch');
    const res = await browser.patch('/api/v1/me', {
      displayName: '  Selene  ',
      avatarUrl: 'https://images.example.com/me.png',
      language: 'fr',
      theme: 'dark',
      timeZone: 'Europe/Paris',
    });
    expect(res.status).toBe(200);
    expect(meResponseSchema.parse(await res.json()).data).toMatchObject({
      displayName: 'Selene',
      avatarUrl: 'https://images.example.com/me.png',
      language: 'fr',
      theme: 'dark',
      timeZone: 'Europe/Paris',
    });
    const cleared = meResponseSchema.parse(
      await (await browser.patch('/api/v1/me', { avatarUrl: null })).json(),
    );
    expect(cleared.data.avatarUrl).toBeNull();
    expect(cleared.data.displayName).toBe('Selene');
  });

  it.each([
    [{ avatarUrl: 'http://images.example.com/me.png' }, 'invalid_avatar_url'],
    [{ avatarUrl: 'javascript:alert(1)' }, 'invalid_avatar_url'],
    [{ displayName: '   ' }, 'invalid_display_name'],
    [{ displayName: 'x'.repeat(81) }, 'invalid_display_name'],
    [{ language: 'de' }, 'invalid_language'],
    [{ theme: 'blue' }, 'invalid_theme'],
    [{ timeZone: 'Mars/Olympus' }, 'invalid_time_zone'],
    [{ email: 'other@example.com' }, 'invalid_request'],
  ])('refuses %o with %s', async (patch, code) => {
    const { browser } = await signUpVerified(t, 'invalid');
    const res = await browser.patch('/api/v1/me', patch);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.code).toBe(code);
  });

  it('keeps better-auth from changing the profile behind these rules', async () => {
    const { browser } = await signUpVerified(t, 'bypass');
    const res = await browser.post('/api/auth/update-user', { image: 'http://insecure.example.com/x.png' });
    expect(res.status).toBe(404);
  });
});
