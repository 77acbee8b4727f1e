import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import esAuth from '../../src/web/locales/es/auth.json' with { type: 'json' };
import esCatalogue from '../../src/web/locales/es/catalogue.json' with { type: 'json' };
import {
  accountButton,
  createConfirmedAccount,
  emailField,
  expectSignedOutHeader,
  firstLink,
  outboxSize,
  PASSWORD,
  signInThroughUi,
  uniqueEmail,
  waitForMail,
} from './support/accounts.ts';
import { failedRequest, launchBrowser, openPage } from './support/browser.ts';
import { expectPath, url } from './support/catalogue.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const mainHeading = (page: import('playwright-core').Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

describe('accounts: sign-up, confirmation, sign-in, sign-out', () => {
  test('register → confirm by the e-mailed link → sign in → a signed-in page → sign out', async () => {
    const email = uniqueEmail('journey');
    const start = outboxSize();
    const tab = await openPage(browser);
    await tab.page.goto(url('/auth/register'));
    await tab.page.getByLabel('Nombre', { exact: true }).fill('Alba Estrella');
    await emailField(tab.page).fill(email);
    await tab.page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await tab.page.getByLabel('Confirmar contraseña', { exact: true }).fill(PASSWORD);
    await tab.page.getByLabel(esAuth.register.terms).check();
    await tab.page.getByRole('button', { name: esAuth.register.submit }).click();
    await tab.page.getByRole('status').getByText(esAuth.register.success, { exact: true }).waitFor();

    // Before confirming, signing in is refused with the catalogue's message.
    const early = await openPage(browser, {
      expectedErrors: [failedRequest(403, '/api/auth/sign-in/email')],
    });
    await early.page.goto(url('/auth/login'));
    await emailField(early.page).fill(email);
    await early.page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await early.page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await early.page.getByRole('alert').getByText(esAuth.errors.emailNotVerified, { exact: true }).waitFor();
    await early.close();

    // The confirmation link signs the new user in and the callback page takes them home.
    const mail = await waitForMail(email, /Confirma tu email/, start);
    await tab.page.goto(firstLink(mail));
    await expectPath(tab.page, '/');
    await accountButton(tab.page, 'Alba Estrella').waitFor();
    await tab.close();

    // A new browser signs in with the password, opens a signed-in page, then signs out.
    const { page, close } = await openPage(browser);
    await signInThroughUi(page, { email, password: PASSWORD });
    await expectPath(page, '/');
    await page.goto(url('/profile'));
    await mainHeading(page, 'Alba Estrella').waitFor();
    const menuButton = accountButton(page, 'Alba Estrella');
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expectPath(page, '/auth/login');
    expect(new URL(page.url()).search).toBe('');
    await expectSignedOutHeader(page);
    // The session is gone on the server too: the signed-in page sends back to sign-in.
    await page.goto(url('/profile'));
    await expectPath(page, '/auth/login');
    await close();
  });

  test('the user menu works from the keyboard and only one header menu is open at a time', async () => {
    const account = await createConfirmedAccount('keyboard', 'Sol');
    const { page, close } = await openPage(browser);
    await signInThroughUi(page, account);
    const menuButton = accountButton(page, 'Sol');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const profile = page.getByRole('menuitem', { name: 'Perfil' });
    await expect.poll(() => profile.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    const signOut = page.getByRole('menuitem', { name: 'Cerrar sesión' });
    await expect.poll(() => signOut.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').count()).toBe(0);
    await expect.poll(() => menuButton.evaluate((el) => el === document.activeElement)).toBe(true);

    // Opening the language menu closes the account menu, and the other way round.
    await menuButton.click();
    await page.getByRole('menu').waitFor();
    await page.getByRole('button', { name: /Cambiar idioma/ }).click();
    await expect.poll(() => page.getByRole('menu').count()).toBe(1);
    expect(await page.getByRole('menuitemradio').count()).toBe(4);
    await menuButton.click();
    await expect.poll(() => page.getByRole('menuitemradio').count()).toBe(0);
    await expect.poll(() => page.getByRole('menuitem').count()).toBe(2);

    // Enter on "Perfil" opens the profile.
    await page.keyboard.press('Escape');
    await menuButton.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectPath(page, '/profile');
    await close();
  });

  test('a duplicate registration says the e-mail is already registered', async () => {
    const account = await createConfirmedAccount('twice', 'Mar');
    const { page, close } = await openPage(browser, {
      expectedErrors: [failedRequest(422, '/api/auth/sign-up/email')],
    });
    await page.goto(url('/auth/register'));
    await page.getByLabel('Nombre', { exact: true }).fill('Otra persona');
    await emailField(page).fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('otra-clave-9');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('otra-clave-9');
    await page.getByLabel(esAuth.register.terms).check();
    await page.getByRole('button', { name: esAuth.register.submit }).click();
    await page
      .getByRole('alert')
      .getByText('Este email ya está registrado. Intenta iniciar sesión.', { exact: true })
      .waitFor();
    // The owner is told someone tried.
    await waitForMail(account.email, /Alguien intentó registrarse/);
    await close();
  });

  test('wrong credentials show the catalogue message', async () => {
    const account = await createConfirmedAccount('wrong');
    const { page, close } = await openPage(browser, {
      expectedErrors: [failedRequest(401, '/api/auth/sign-in/email')],
    });
    await page.goto(url('/auth/login'));
    await emailField(page).fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-esta');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page
      .getByRole('alert')
      .getByText('Credenciales inválidas. Verifica tu email y contraseña.', { exact: true })
      .waitFor();
    await close();
  });
});

describe('guards and returnUrl', () => {
  test('a visitor sent to sign in from a signed-in page comes back to it, query included', async () => {
    const account = await createConfirmedAccount('return');
    const { page, close } = await openPage(browser);
    await page.goto(url('/profile?tab=security'));
    await expectPath(page, '/auth/login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/profile?tab=security');
    await emailField(page).fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expectPath(page, '/profile');
    expect(new URL(page.url()).search).toBe('?tab=security');
    await mainHeading(page, account.name).waitFor();
    await close();
  });

  test.each(['//evil.example/steal', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'a returnUrl of %s is refused: the user goes home',
    async (returnUrl) => {
      const account = await createConfirmedAccount('open-redirect');
      const { page, close } = await openPage(browser);
      await signInThroughUi(page, account, `/auth/login?returnUrl=${encodeURIComponent(returnUrl)}`);
      await expectPath(page, '/');
      expect(new URL(page.url()).origin).toBe(new URL(url('/')).origin);
      await close();
    },
  );

  test('a signed-in user is sent home from the guest-only pages', async () => {
    const account = await createConfirmedAccount('guest-only');
    const { page, close } = await openPage(browser);
    await signInThroughUi(page, account);
    for (const path of ['/auth/login', '/auth/register', '/auth/forgot-password', '/login', '/register']) {
      await page.goto(url(path));
      await expectPath(page, '/');
      await page.getByRole('heading', { level: 1, name: esCatalogue.heading }).waitFor();
    }
    await close();
  });

  test('a visitor asking for a signed-in page is sent to sign in by the server, never shown it', async () => {
    const { page, close } = await openPage(browser);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/profile') answers.push(response.status());
    });
    await page.goto(url('/profile'));
    expect(answers).toEqual([302]);
    await expectPath(page, '/auth/login');
    await close();
  });
});

describe('e-mail links', () => {
  test('magic link: sent from the sign-in page, signs in once and returns to the page asked for', async () => {
    const account = await createConfirmedAccount('magic', 'Brisa');
    const { page, close } = await openPage(browser);
    await page.goto(url('/progress'));
    await expectPath(page, '/auth/login');
    const start = outboxSize();
    await emailField(page).fill(account.email);
    await page.getByRole('button', { name: esAuth.login.magicLink }).click();
    const status = page.getByRole('status').filter({ hasText: esAuth.login.magicLinkSent });
    await status.getByText(esAuth.login.magicLinkSentBody).waitFor();
    const link = firstLink(await waitForMail(account.email, /enlace/i, start));
    await page.goto(link);
    await expectPath(page, '/progress');
    await accountButton(page, 'Brisa').waitFor();
    await close();

    // Used once: a second click explains that the link no longer works.
    const again = await openPage(browser);
    await again.page.goto(link);
    await expectPath(again.page, '/auth/callback');
    await again.page.getByRole('alert').getByText(esAuth.errors.invalidToken).waitFor();
    await again.close();
  });

  test('the magic link needs a valid e-mail first', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url('/auth/login'));
    await emailField(page).fill('no-es-un-email');
    await page.getByRole('button', { name: esAuth.login.magicLink }).click();
    await page.getByText(esAuth.validation.emailInvalid).waitFor();
    // The password is not needed for a link.
    expect(await page.getByText(esAuth.validation.required).count()).toBe(0);
    await close();
  });

  test('forgot password → e-mail → reset → sign in with the new password', async () => {
    const account = await createConfirmedAccount('reset', 'Iris');
    const { page, close } = await openPage(browser);
    await page.goto(url('/auth/login'));
    await page.getByRole('link', { name: esAuth.login.forgot }).click();
    await expectPath(page, '/auth/forgot-password');
    const start = outboxSize();
    await emailField(page).fill(account.email);
    await page.getByRole('button', { name: esAuth.forgot.submit }).click();
    await page.getByRole('status').getByText(esAuth.forgot.sent).waitFor();

    const link = firstLink(await waitForMail(account.email, /Restablece/, start));
    expect(new URL(link).pathname).toBe('/auth/reset-password');
    await page.goto(link);
    await page.getByLabel(esAuth.fields.newPassword, { exact: true }).fill('nueva-clave-7');
    await page.getByLabel(esAuth.fields.newConfirmation, { exact: true }).fill('otra-cosa-7');
    await page.getByRole('button', { name: esAuth.reset.submit }).click();
    await page.getByText(esAuth.validation.passwordsDontMatch).waitFor();
    await page.getByLabel(esAuth.fields.newConfirmation, { exact: true }).fill('nueva-clave-7');
    await page.getByRole('button', { name: esAuth.reset.submit }).click();
    await page.getByRole('status').getByText(esAuth.reset.done).waitFor();
    await page.getByRole('main').getByRole('link', { name: esAuth.reset.toLogin }).click();
    await expectPath(page, '/auth/login');

    await signInThroughUi(page, { email: account.email, password: 'nueva-clave-7' });
    await expectPath(page, '/');
    await accountButton(page, 'Iris').waitFor();
    await close();

    // The link works once.
    const again = await openPage(browser, {
      expectedErrors: [failedRequest(400, '/api/auth/reset-password')],
    });
    await again.page.goto(link);
    await again.page.getByLabel(esAuth.fields.newPassword, { exact: true }).fill('tercera-clave-7');
    await again.page.getByLabel(esAuth.fields.newConfirmation, { exact: true }).fill('tercera-clave-7');
    await again.page.getByRole('button', { name: esAuth.reset.submit }).click();
    await again.page.getByRole('alert').getByText(esAuth.errors.invalidToken).waitFor();
    await again.close();
  });

  test('a reset page without a token says the link is not valid', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url('/auth/reset-password'));
    await page.getByRole('alert').getByText(esAuth.reset.missingToken).waitFor();
    await page.getByRole('link', { name: esAuth.reset.requestNew }).click();
    await expectPath(page, '/auth/forgot-password');
    await close();
  });
});

describe('browser storage', () => {
  test('legacy user copies and tokens are removed once the page has loaded; nothing about the user is stored', async () => {
    const account = await createConfirmedAccount('storage');
    const { page, close } = await openPage(browser);
    await page.goto(url('/about'));
    await page.evaluate(() => {
      localStorage.setItem('mockUser', '{"id":"mock-1"}');
      localStorage.setItem('user_progress', '{}');
      localStorage.setItem('currentUser', '{"id":"x"}');
      localStorage.setItem('theme', 'dark');
    });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).sort())).toEqual(['theme']);

    await signInThroughUi(page, account);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain(account.email);
    expect(stored).not.toContain('session');
    // The session cookie is out of reach of scripts.
    expect(await page.evaluate(() => document.cookie)).not.toContain('session_token');
    await close();
  });
});
