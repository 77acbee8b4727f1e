import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/shared/api/envelope.ts';
import { lastMailTo, linkIn } from './support/outbox.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import type { TestClient } from './support/test-client.ts';
import { testDatabases } from './support/test-db.ts';

let n = 0;
const newEmail = (tag: string) => `${tag}-${Date.now()}-${++n}@example.com`;
const PASSWORD = 'first-password';

describe.each(testDatabases)('password reset and change on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { withContent: false });
  });
  afterAll(() => t.close());

  async function verifiedUser(): Promise<{ email: string; browser: TestClient }> {
    const email = newEmail('reset');
    const browser = t.client();
    await browser.post('/api/auth/sign-up/email', { name: 'Iris', email, password: PASSWORD });
    await browser.get(linkIn(lastMailTo(t.dataDir, email)));
    expect(browser.sessionToken).toBeDefined();
    return { email, browser };
  }
  const signIn = (email: string, password: string) =>
    t.client().post('/api/auth/sign-in/email', { email, password });

  it('e-mails a link to /auth/reset-password, sets the new password and ends every other session', async () => {
    const { email, browser: laptop } = await verifiedUser();
    const phone = t.client();
    expect((await phone.post('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);

    const forgot = t.client();
    const asked = await forgot.post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/auth/reset-password',
    });
    expect(asked.status).toBe(200);
    const mail = lastMailTo(t.dataDir, email);
    expect(mail.subject).toBe('Restablece tu contraseña de Ritualia');
    const link = new URL(linkIn(mail));
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/auth/reset-password');
    const token = link.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const reset = await forgot.post('/api/auth/reset-password', { token, newPassword: 'second-password' });
    expect(reset.status).toBe(200);
    for (const device of [laptop, phone]) expect((await device.get('/api/v1/me')).status).toBe(401);
    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, 'second-password')).status).toBe(200);

    const reused = await forgot.post('/api/auth/reset-password', { token, newPassword: 'third-password' });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as ErrorBody).error.code).toBe('INVALID_TOKEN');
  });

  it('answers a reset request for an unknown address the same way, sending nothing', async () => {
    const email = newEmail('ghost');
    const res = await t
      .client()
      .post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
    expect(res.status).toBe(200);
    expect(() => lastMailTo(t.dataDir, email)).toThrow(/no e-mail/);
  });

  it('changes the password only with the current one', async () => {
    const { email, browser } = await verifiedUser();
    const wrong = await browser.post('/api/auth/change-password', {
      currentPassword: 'not-it',
      newPassword: 'brand-new-password',
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ErrorBody).error).toEqual({
      code: 'INVALID_PASSWORD',
      message: 'La contraseña actual no es correcta.',
    });
    const right = await browser.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'brand-new-password',
      revokeOtherSessions: true,
    });
    expect(right.status).toBe(200);
    expect((await signIn(email, 'brand-new-password')).status).toBe(200);
    expect((await browser.get('/api/v1/me')).status).toBe(200);
  });

  it('needs a session to change a password', async () => {
    const res = await t.client().post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'whatever-123',
    });
    expect(res.status).toBe(401);
  });
});
