import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import enAuth from '../../src/web/locales/en/auth.json' with { type: 'json' };
import esAuth from '../../src/web/locales/es/auth.json' with { type: 'json' };
import { createConfirmedAccount, uniqueEmail } from './support/accounts.ts';
import { failedRequest, launchBrowser, openPage } from './support/browser.ts';
import { url } from './support/catalogue.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

// The registration rules (docs/product-rules.md, Validation and errors) with their messages: English as given
// there, Spanish
// as the interface's default language words them.
const LANGUAGES = [
  {
    lang: 'es',
    locale: 'es-ES',
    t: esAuth,
    messages: {
      required: 'Este campo es obligatorio.',
      mismatch: 'Las contraseñas no coinciden',
      short: 'La contraseña debe tener al menos 6 caracteres.',
      terms: 'Debes aceptar los términos y condiciones',
      email: 'El formato del email no es válido.',
      success: 'Revisa tu correo para confirmar tu cuenta',
    },
  },
  {
    lang: 'en',
    locale: 'en-US',
    t: enAuth,
    messages: {
      required: 'This field is required.',
      mismatch: 'Passwords don’t match',
      short: 'Password must be at least 6 characters',
      terms: 'You must accept the terms and conditions',
      email: 'The email format is not valid.',
      success: 'Account created successfully! Check your email to confirm your account.',
    },
  },
] as const;

type Case = (typeof LANGUAGES)[number];

function fields(page: Page, { t }: Case) {
  return {
    name: page.getByLabel(t.fields.displayName, { exact: true }),
    email: page.getByRole('textbox', { name: t.fields.email, exact: true }),
    password: page.getByLabel(t.fields.password, { exact: true }),
    confirmation: page.getByLabel(t.fields.confirmation, { exact: true }),
    terms: page.getByLabel(t.register.terms),
    submit: page.getByRole('button', { name: t.register.submit }),
  };
}

/** The message tied to a field through aria-describedby. */
async function messageOf(page: Page, field: ReturnType<Page['getByLabel']>): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  if (!ids) return '';
  return (await page.locator(`[id="${ids}"]`).textContent()) ?? '';
}

describe.each(LANGUAGES)('registration validation in $lang', (c) => {
  test('every field is required, and the first one gets the focus', async () => {
    const { page, close } = await openPage(browser, { locale: c.locale });
    await page.goto(url('/auth/register'));
    const f = fields(page, c);
    await f.submit.click();
    await page.getByText(c.messages.terms).waitFor();
    for (const field of [f.name, f.email, f.password, f.confirmation]) {
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await messageOf(page, field)).toBe(c.messages.required);
    }
    expect(await messageOf(page, f.terms)).toBe(c.messages.terms);
    await expect.poll(() => f.name.evaluate((el) => el === document.activeElement)).toBe(true);
    await close();
  });

  test('e-mail format, password length and matching confirmation', async () => {
    const { page, close } = await openPage(browser, { locale: c.locale });
    await page.goto(url('/auth/register'));
    const f = fields(page, c);
    await f.name.fill('Luna');
    await f.email.fill(`${'a'.repeat(65)}@example.com`);
    await f.password.fill('12345');
    await f.confirmation.fill('123456');
    await f.terms.check();
    await f.submit.click();
    await page.getByText(c.messages.short).waitFor();
    expect(await messageOf(page, f.email)).toBe(c.messages.email);
    expect(await messageOf(page, f.password)).toBe(c.messages.short);
    expect(await messageOf(page, f.confirmation)).toBe(c.messages.mismatch);
    await expect.poll(() => f.email.evaluate((el) => el === document.activeElement)).toBe(true);

    // Messages follow the corrections as they are typed.
    await f.email.fill('luna@example.com');
    await f.password.fill('123456');
    await expect.poll(() => messageOf(page, f.email)).toBe('');
    await expect.poll(() => messageOf(page, f.password)).toBe(c.t.fields.passwordHint);
    expect(await messageOf(page, f.confirmation)).toBe('');
    await close();
  });

  test('a valid registration says to check the e-mail', async () => {
    const { page, close } = await openPage(browser, { locale: c.locale });
    await page.goto(url('/auth/register'));
    const f = fields(page, c);
    await f.name.fill('Luna');
    await f.email.fill(uniqueEmail(`valid-${c.lang}`));
    await f.password.fill('secreto-123');
    await f.confirmation.fill('secreto-123');
    await f.terms.check();
    await f.submit.click();
    await page.getByRole('status').getByText(c.messages.success, { exact: true }).waitFor();
    await close();
  });
});

describe('server messages', () => {
  test('in English, wrong credentials read as the translated catalogue message', async () => {
    const account = await createConfirmedAccount('wrong-en');
    const { page, close } = await openPage(browser, {
      locale: 'en-US',
      expectedErrors: [failedRequest(401, '/api/auth/sign-in/email')],
    });
    await page.goto(url('/auth/login'));
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .getByRole('alert')
      .getByText('Invalid credentials. Check your email and password.', { exact: true })
      .waitFor();
    await close();
  });

  test.each([
    ['es-ES', esAuth],
    ['en-US', enAuth],
  ] as const)('too many attempts (429) are explained kindly in %s', async (locale, t) => {
    const { page, close } = await openPage(browser, {
      locale,
      expectedErrors: [failedRequest(429, '/api/auth/sign-in/email')],
    });
    await page.route('**/api/auth/sign-in/email*', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '42', 'Content-Type': 'application/json' },
        body: JSON.stringify({ error: { code: 'rate_limited', message: 'Too many attempts.' } }),
      }),
    );
    await page.goto(url('/auth/login'));
    await page.getByRole('textbox', { name: t.fields.email, exact: true }).fill('luna@example.com');
    await page.getByLabel(t.fields.password, { exact: true }).fill('whatever-1');
    await page.getByRole('button', { name: t.login.submit, exact: true }).click();
    await page.getByRole('alert').getByText(t.errors.rateLimited, { exact: true }).waitFor();
    await close();
  });

  test('an unknown server error shows the server’s own message', async () => {
    const { page, close } = await openPage(browser, {
      expectedErrors: [failedRequest(400, '/api/auth/sign-in/email')],
    });
    await page.route('**/api/auth/sign-in/email*', (route) =>
      route.fulfill({
        status: 400,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: 'SOMETHING_NEW', message: 'Mensaje del servidor.' }),
      }),
    );
    await page.goto(url('/auth/login'));
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('luna@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('whatever-1');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.getByRole('alert').getByText('Mensaje del servidor.', { exact: true }).waitFor();
    await close();
  });
});

describe('Google and GitHub buttons', () => {
  test('are hidden when the server has no provider configured (as in this run)', async () => {
    const { page, close } = await openPage(browser);
    const providers = page.waitForResponse('**/api/v1/auth/providers*');
    await page.goto(url('/auth/login'));
    expect(await (await providers).json()).toMatchObject({ data: { google: false, github: false } });
    await page.getByRole('button', { name: esAuth.login.magicLink }).waitFor();
    expect(await page.getByRole('button', { name: esAuth.social.google }).count()).toBe(0);
    expect(await page.getByRole('button', { name: esAuth.social.github }).count()).toBe(0);
    await close();
  });

  test('show when the server says so, and a failed start says which provider failed', async () => {
    // The real server has no Google client: starting the flow is answered 404.
    const { page, close } = await openPage(browser, {
      expectedErrors: [failedRequest(404, '/api/auth/sign-in/social')],
    });
    await page.route('**/api/v1/auth/providers*', (route) =>
      route.fulfill({ json: { success: true, data: { google: true, github: true, magicLink: true } } }),
    );
    await page.goto(url('/auth/login'));
    // The real server has no Google client, so starting the flow fails.
    await page.getByRole('button', { name: esAuth.social.google }).click();
    await page.getByRole('alert').getByText(esAuth.errors.google, { exact: true }).waitFor();
    await page.getByRole('button', { name: esAuth.social.github }).waitFor();
    await close();
  });

  test.each([
    ['/auth/callback?error=access_denied&provider=google', esAuth.errors.google],
    ['/auth/callback?error=access_denied&provider=github', esAuth.errors.github],
    ['/auth/login?error=account_not_linked', esAuth.errors.accountNotLinked],
    ['/auth/callback?error=TOKEN_EXPIRED', esAuth.errors.invalidToken],
    ['/auth/callback?error=something_else', esAuth.errors.unknown],
  ])('coming back to %s explains what happened', async (path, message) => {
    const { page, close } = await openPage(browser);
    await page.goto(url(path));
    await page.getByRole('alert').getByText(message, { exact: true }).waitFor();
    await close();
  });
});
