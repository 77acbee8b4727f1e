import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema } from '../../src/shared/api/account.ts';
import { lastMailTo, linkIn, readOutbox } from './support/outbox.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import type { TestClient } from './support/test-client.ts';
import { testDatabases } from './support/test-db.ts';

interface AuthError {
  code: string;
  message: string;
  error: { code: string; message: string };
}

const PASSWORD = 'moonlight-42';
let counter = 0;
const newEmail = (tag: string) => `${tag}-${Date.now()}-${++counter}@example.com`;

/** Signs up through the API, as the register page does. */
export async function signUp(client: TestClient, email: string, init: { lang?: string; name?: string } = {}) {
  return client.post(`/api/auth/sign-up/email${init.lang ? `?lang=${init.lang}` : ''}`, {
    name: init.name ?? 'Luna',
    email,
    password: PASSWORD,
    callbackURL: '/auth/callback',
  });
}

describe.each(testDatabases)('e-mail and password accounts on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { withContent: false });
  });
  afterAll(() => t.close());

  it('registers, confirms by the e-mailed link and signs in', async () => {
    const browser = t.client();
    const email = newEmail('luna');
    const res = await signUp(browser, email);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token: string | null }).token).toBeNull();
    expect(browser.sessionToken).toBeUndefined();

    const mail = lastMailTo(t.dataDir, email);
    expect(mail.subject).toBe('Confirma tu email en Ritualia');
    expect(mail.text).toContain('Hola, Luna:');
    expect(mail.html).toContain('<html lang="es">');
    const link = linkIn(mail);
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);

    const confirmed = await browser.get(link);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/auth/callback');
    expect(browser.sessionToken).toBeDefined();
    const me = meResponseSchema.parse(await (await browser.get('/api/v1/me')).json());
    expect(me.data).toMatchObject({ email, displayName: 'Luna', emailVerified: true, provider: 'email' });

    const other = t.client();
    const signIn = await other.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    expect(other.sessionToken).toBeDefined();
  });

  it('refuses to sign in before the address is confirmed, with the catalogue message', async () => {
    const browser = t.client();
    const email = newEmail('unverified');
    await signUp(browser, email);
    const before = readOutbox(t.dataDir).length;
    const res = await browser.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(res.status).toBe(403);
    const body = (await res.json()) as AuthError;
    expect(body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(body.error).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Debes confirmar tu email antes de iniciar sesión.',
    });
    expect(browser.sessionToken).toBeUndefined();
    // A fresh confirmation link goes out, so the user is not stuck with an expired one.
    expect(readOutbox(t.dataDir).length).toBe(before + 1);
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const browser = t.client();
    const email = newEmail('wrong');
    await signUp(browser, email);
    await browser.get(linkIn(lastMailTo(t.dataDir, email)));
    for (const attempt of [
      { email, password: 'not-the-password' },
      { email: newEmail('nobody'), password: PASSWORD },
    ]) {
      const res = await t.client().post('/api/auth/sign-in/email', attempt, {
        headers: { 'accept-language': 'en-US,en;q=0.8' },
      });
      expect(res.status).toBe(401);
      const body = (await res.json()) as AuthError;
      expect(body.error).toEqual({
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Invalid credentials. Check your email and password.',
      });
    }
  });

  it('refuses a duplicate registration with the catalogue message and tells the owner by e-mail', async () => {
    const email = newEmail('twice');
    await signUp(t.client(), email);
    const again = await signUp(t.client(), email.toUpperCase(), { name: 'Impostor' });
    expect(again.status).toBe(422);
    const body = (await again.json()) as AuthError;
    expect(body.code).toBe('USER_ALREADY_EXISTS');
    expect(body.error).toEqual({
      code: 'USER_ALREADY_EXISTS',
      message: 'Este email ya está registrado. Intenta iniciar sesión.',
    });
    const mail = lastMailTo(t.dataDir, email);
    expect(mail.subject).toBe('Alguien intentó registrarse con tu email en Ritualia');
    expect(linkIn(mail)).toBe('http://localhost:3000/auth/login');
    const users = await t.db.kysely.selectFrom('users').select('name').where('email', '=', email).execute();
    expect(users).toEqual([{ name: 'Luna' }]);

    const english = await t
      .client()
      .post(
        '/api/auth/sign-up/email',
        { name: 'Other', email, password: PASSWORD },
        { headers: { 'accept-language': 'en-US,en;q=0.9' } },
      );
    expect(((await english.json()) as AuthError).error.message).toBe(
      'This email is already registered. Try signing in.',
    );
  });

  it('checks the e-mail and password before saying an address is taken', async () => {
    const email = newEmail('taken');
    await signUp(t.client(), email);
    const short = await t.client().post('/api/auth/sign-up/email', { name: 'Sol', email, password: '123' });
    expect(short.status).toBe(400);
    expect(((await short.json()) as AuthError).code).toBe('PASSWORD_TOO_SHORT');
  });

  it('refuses a password shorter than 6 characters with the catalogue message', async () => {
    const res = await t.client().post('/api/auth/sign-up/email', {
      name: 'Sol',
      email: newEmail('short'),
      password: '12345',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as AuthError).error).toEqual({
      code: 'PASSWORD_TOO_SHORT',
      message: 'La contraseña debe tener al menos 6 caracteres.',
    });
  });

  it('refuses an invalid e-mail with the catalogue message', async () => {
    const res = await t.client().post('/api/auth/sign-up/email?lang=pt', {
      name: 'Sol',
      email: 'not-an-email',
      password: PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as AuthError).error).toEqual({
      code: 'INVALID_EMAIL',
      message: 'O formato do e-mail não é válido.',
    });
  });

  it('applies the e-mail limits (254 in all, 64 before the @) to sign-up and e-mail links', async () => {
    const tooLong = [`${'a'.repeat(65)}@example.com`, `a@${'b'.repeat(250)}.com`];
    for (const email of tooLong) {
      const res = await t
        .client()
        .post('/api/auth/sign-up/email', { name: 'Sol', email, password: PASSWORD });
      expect(res.status).toBe(400);
      expect(((await res.json()) as AuthError).error.code).toBe('INVALID_EMAIL');
      const link = await t
        .client()
        .post('/api/auth/sign-in/magic-link', { email, callbackURL: '/auth/callback' });
      expect(link.status).toBe(400);
      expect(((await link.json()) as AuthError).error.message).toBe('El formato del email no es válido.');
    }
    const longest = `${'a'.repeat(64)}@example.com`;
    expect((await signUp(t.client(), longest)).status).toBe(200);
  });

  it('writes the confirmation in the language of the sign-up request', async () => {
    const email = newEmail('fr');
    await signUp(t.client(), email, { name: 'Élise' }).then((r) => expect(r.status).toBe(200));
    await signUp(t.client(), newEmail('fr2'), { lang: 'fr' });
    const viaHeader = await t
      .client()
      .post(
        '/api/auth/sign-up/email',
        { name: 'Élise', email: newEmail('pt'), password: PASSWORD },
        { headers: { 'accept-language': 'pt-BR,pt;q=0.9' } },
      );
    expect(viaHeader.status).toBe(200);
    const subjects = readOutbox(t.dataDir)
      .slice(-2)
      .map((m) => m.subject);
    expect(subjects).toEqual(['Confirme ton e-mail pour Ritualia', 'Confirme seu e-mail no Ritualia']);
  });

  it('signs out: the cookie is cleared and the session no longer works', async () => {
    const browser = t.client();
    const email = newEmail('out');
    await signUp(browser, email);
    await browser.get(linkIn(lastMailTo(t.dataDir, email)));
    const token = browser.sessionToken;
    expect((await browser.post('/api/auth/sign-out', {})).status).toBe(200);
    expect(browser.sessionToken).toBeUndefined();
    const replay = await t.request('/api/v1/me', { headers: { cookie: `ritualia.session_token=${token}` } });
    expect(replay.status).toBe(401);
  });
});
