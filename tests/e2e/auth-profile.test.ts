import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import esAuth from '../../src/web/locales/es/auth.json' with { type: 'json' };
import esProfile from '../../src/web/locales/es/profile.json' with { type: 'json' };
import {
  accountButton,
  createConfirmedAccount,
  emailField,
  firstLink,
  outboxSize,
  signInThroughUi,
  uniqueEmail,
  waitForMail,
} from './support/accounts.ts';
import { baseUrl, failedRequest, launchBrowser, openPage } from './support/browser.ts';
import { expectPath, url } from './support/catalogue.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Me {
  displayName: string;
  avatarUrl: string | null;
  language: string;
  theme: string | null;
}

/** The account as the server has it, read with the page's own session cookie. */
async function me(page: Page): Promise<Me> {
  const res = await page.request.get(url('/api/v1/me'));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Me }).data;
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('profile', () => {
  test('display name and avatar are saved and shown in the header', async () => {
    const account = await createConfirmedAccount('details', 'Luna');
    const { page, close } = await openPage(browser);
    await signInThroughUi(page, account, '/auth/login?returnUrl=%2Fprofile');
    await expectPath(page, '/profile');
    await page.getByLabel(esProfile.details.displayName).fill('Luna Nueva');
    await page.getByLabel(esProfile.details.avatarUrl).fill('http://not-secure.example/a.png');
    await page.getByRole('button', { name: esProfile.details.save }).click();
    await page.getByText(esAuth.validation.avatarUrlInvalid).waitFor();
    await page.getByLabel(esProfile.details.avatarUrl).fill('');
    await page.getByRole('button', { name: esProfile.details.save }).click();
    await page.getByRole('status').getByText(esProfile.details.saved).waitFor();
    await accountButton(page, 'Luna Nueva').waitFor();
    expect((await me(page)).displayName).toBe('Luna Nueva');
    await close();
  });

  test('language and theme follow the account: saved from the profile, applied at the next sign-in', async () => {
    const account = await createConfirmedAccount('prefs', 'Vega');
    const first = await openPage(browser, { colorScheme: 'light' });
    await signInThroughUi(first.page, account, '/auth/login?returnUrl=%2Fprofile');
    await first.page.getByRole('radio', { name: esProfile.preferences.dark }).check();
    await expect.poll(() => isDark(first.page), { timeout: 10_000 }).toBe(true);
    await first.page.getByRole('radio', { name: 'English' }).check();
    await first.page.getByRole('heading', { level: 2, name: 'Preferences' }).waitFor();
    await first.page.getByRole('status').getByText('Preferences saved.').waitFor();
    await expect
      .poll(() => me(first.page), { timeout: 10_000 })
      .toMatchObject({ language: 'en', theme: 'dark' });
    await first.close();

    // Another device, in Spanish and light: signing in brings English and the dark theme.
    const second = await openPage(browser, { colorScheme: 'light', locale: 'es-ES' });
    await signInThroughUi(second.page, account);
    await second.page.getByRole('link', { name: 'About' }).first().waitFor();
    await expect
      .poll(() => second.page.evaluate(() => document.documentElement.lang), { timeout: 10_000 })
      .toBe('en');
    await expect.poll(() => isDark(second.page), { timeout: 10_000 }).toBe(true);
    await second.close();
  });

  test('changing the language in the header while signed in saves it, so e-mails follow', async () => {
    const account = await createConfirmedAccount('header-lang', 'Rumi');
    const { page, close } = await openPage(browser);
    await signInThroughUi(page, account);
    await page.getByRole('button', { name: /Cambiar idioma/ }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect.poll(async () => (await me(page)).language, { timeout: 10_000 }).toBe('fr');
    // The theme toggle is saved too.
    await page.getByRole('button', { name: /thème/ }).click();
    await expect.poll(async () => (await me(page)).theme, { timeout: 10_000 }).not.toBeNull();
    await close();

    const start = outboxSize();
    await fetch(`${baseUrl()}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl() },
      body: JSON.stringify({ email: account.email, redirectTo: '/auth/reset-password' }),
    });
    const mail = await waitForMail(account.email, undefined, start);
    expect(mail.subject).toBe('Réinitialise ton mot de passe Ritualia');
  });

  test('changing the password needs the current one', async () => {
    const account = await createConfirmedAccount('change', 'Nube');
    const { page, close } = await openPage(browser, {
      expectedErrors: [failedRequest(400, '/api/auth/change-password')],
    });
    await signInThroughUi(page, account, '/auth/login?returnUrl=%2Fprofile');
    await page.getByLabel(esProfile.password.current, { exact: true }).fill('no-es-esta');
    await page.getByLabel(esAuth.fields.newPassword, { exact: true }).fill('clave-nueva-5');
    await page.getByLabel(esAuth.fields.newConfirmation, { exact: true }).fill('clave-nueva-5');
    await page.getByRole('button', { name: esProfile.password.submit }).click();
    await page.getByRole('alert').getByText(esAuth.errors.invalidPassword).waitFor();
    await page.getByLabel(esProfile.password.current, { exact: true }).fill(account.password);
    await page.getByRole('button', { name: esProfile.password.submit }).click();
    await page.getByRole('status').getByText(esProfile.password.changed).waitFor();
    // Still signed in here.
    await accountButton(page, 'Nube').waitFor();
    await close();

    const other = await openPage(browser);
    await signInThroughUi(other.page, { email: account.email, password: 'clave-nueva-5' });
    await accountButton(other.page, 'Nube').waitFor();
    await other.close();
  });

  test('deleting the account: a confirmation that names the loss, the password, then signed out at home', async () => {
    const account = await createConfirmedAccount('delete', 'Ceniza');
    // The wrong password is refused (403); once the account is gone, the user's queries still on
    // the page may be answered 401 before the app has forgotten them.
    const { page, close } = await openPage(browser, {
      expectedErrors: [failedRequest(403, '/api/v1/me'), failedRequest(401, '/api/v1/me')],
    });
    await signInThroughUi(page, account, '/auth/login?returnUrl=%2Fprofile');
    await page.getByRole('button', { name: esProfile.delete.open }).click();
    const dialog = page.getByRole('alertdialog', { name: esProfile.delete.dialogTitle });
    await dialog.getByText(esProfile.delete.dialogBody).waitFor();

    await dialog.getByRole('button', { name: esProfile.delete.confirm }).click();
    await dialog.getByText(esAuth.errors.passwordRequired).waitFor();
    await dialog.getByLabel(esProfile.delete.password, { exact: true }).fill('no-es-esta');
    await dialog.getByRole('button', { name: esProfile.delete.confirm }).click();
    await dialog.getByRole('alert').getByText(esAuth.errors.wrongPassword).waitFor();

    // Cancel keeps everything.
    await dialog.getByRole('button', { name: esProfile.delete.cancel }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByRole('button', { name: esProfile.delete.open }).click();
    await dialog.getByLabel(esProfile.delete.password, { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: esProfile.delete.confirm }).click();
    await expectPath(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión', exact: true }).waitFor();
    expect((await page.request.get(url('/api/v1/me'))).status()).toBe(401);
    await close();

    const again = await openPage(browser, {
      expectedErrors: [failedRequest(401, '/api/auth/sign-in/email')],
    });
    await again.page.goto(url('/auth/login'));
    await emailField(again.page).fill(account.email);
    await again.page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await again.page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await again.page.getByRole('alert').getByText(esAuth.errors.invalidCredentials).waitFor();
    await again.close();
  });

  test('an account made by e-mail link has no password: it is offered one, and deletion asks for none', async () => {
    const email = uniqueEmail('link-only');
    const { page, close } = await openPage(browser);
    await page.goto(url('/auth/login?returnUrl=%2Fprofile'));
    const start = outboxSize();
    await emailField(page).fill(email);
    await page.getByRole('button', { name: esAuth.login.magicLink }).click();
    await page.goto(firstLink(await waitForMail(email, /enlace/i, start)));
    await expectPath(page, '/profile');
    await page.getByText(esProfile.password.none).waitFor();
    const before = outboxSize();
    await page.getByRole('button', { name: esProfile.password.create }).click();
    await page
      .getByRole('status')
      .getByText(/Te hemos enviado un enlace/)
      .waitFor();
    await waitForMail(email, /Restablece/, before);

    await page.getByRole('button', { name: esProfile.delete.open }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel(esProfile.delete.password).count()).toBe(0);
    await dialog.getByRole('button', { name: esProfile.delete.confirm }).click();
    await expectPath(page, '/');
    await close();
  });
});
