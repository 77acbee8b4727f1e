import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import esAuth from '../../src/web/locales/es/auth.json' with { type: 'json' };
import esCatalogue from '../../src/web/locales/es/catalogue.json' with { type: 'json' };
import esProfile from '../../src/web/locales/es/profile.json' with { type: 'json' };
import { accountButton, createConfirmedAccount, signInThroughUi } from './support/accounts.ts';
import { DESKTOP, expectNoAxeViolations, launchBrowser, openPage, PHONE } from './support/browser.ts';
import { url } from './support/catalogue.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Fonts loaded and finite animations (fades, the dialog) finished. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

const PAGES: [path: string, heading: string][] = [
  ['/auth/login', esAuth.login.title],
  ['/auth/register', esAuth.register.title],
  ['/auth/forgot-password', esAuth.forgot.title],
  ['/auth/reset-password?token=abc', esAuth.reset.title],
  ['/auth/callback?error=INVALID_TOKEN', esAuth.callback.failed],
];

const VARIANTS = [
  ['light', 'desktop', DESKTOP],
  ['dark', 'desktop', DESKTOP],
  ['light', 'phone', PHONE],
  ['dark', 'phone', PHONE],
] as const;

const cases = PAGES.flatMap(([path, heading]) =>
  VARIANTS.map(([theme, width, viewport]) => [path, theme, width, heading, viewport] as const),
);

describe('accessibility of the account pages (axe)', () => {
  test.each(cases)('%s in the %s theme on %s', async (path, theme, _width, heading, viewport) => {
    const { page, close } = await openPage(browser, { viewport, colorScheme: theme });
    await page.goto(url(path));
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await settle(page);
    await expectNoAxeViolations(page);
    await close();
  });

  test.each(['light', 'dark'] as const)('the register form showing every error, %s theme', async (theme) => {
    const { page, close } = await openPage(browser, { colorScheme: theme });
    await page.goto(url('/auth/register'));
    await page.getByRole('button', { name: esAuth.register.submit }).click();
    await page.getByText(esAuth.validation.termsRequired).waitFor();
    await expectNoAxeViolations(page);
    await close();
  });

  test.each(['light', 'dark'] as const)(
    'sign-in notices (error and e-mail sent), %s theme',
    async (theme) => {
      const { page, close } = await openPage(browser, { colorScheme: theme });
      await page.goto(url('/auth/login?error=account_not_linked'));
      await page.getByRole('alert').getByText(esAuth.errors.accountNotLinked).waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('someone@example.com');
      await page.getByRole('button', { name: esAuth.login.magicLink }).click();
      await page.getByText(esAuth.login.magicLinkSent).waitFor();
      await expectNoAxeViolations(page);
      await close();
    },
  );
});

describe('accessibility of the profile (axe)', () => {
  test.each(VARIANTS)('the profile in the %s theme on %s', async (theme, _width, viewport) => {
    const account = await createConfirmedAccount(`a11y-${theme}`, 'Aurora');
    const { page, close } = await openPage(browser, { viewport, colorScheme: theme });
    await signInThroughUi(page, account, '/auth/login?returnUrl=%2Fprofile');
    await page.getByRole('heading', { level: 1, name: 'Aurora' }).waitFor();
    await page.getByRole('heading', { level: 2, name: esProfile.delete.title }).waitFor();
    await settle(page);
    await expectNoAxeViolations(page);

    // The confirmation dialog.
    await page.getByRole('button', { name: esProfile.delete.open }).click();
    await page.getByRole('alertdialog').waitFor();
    await settle(page);
    await expectNoAxeViolations(page);
    await close();
  });

  test.each(['light', 'dark'] as const)('the open account menu, %s theme', async (theme) => {
    const account = await createConfirmedAccount(`menu-${theme}`, 'Orión');
    const { page, close } = await openPage(browser, { colorScheme: theme });
    await signInThroughUi(page, account);
    // The home page signing in leads to, rendered: the menu is checked over it, not over the
    // sign-in page it replaces.
    await page.getByRole('heading', { level: 1, name: esCatalogue.heading }).waitFor();
    await accountButton(page, 'Orión').click();
    await page.getByRole('menu').waitFor();
    await expectNoAxeViolations(page);
    await close();
  });
});
