import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import esCommon from '../../src/web/locales/es/common.json' with { type: 'json' };
import { failedOffline, launchBrowser, openPage } from './support/browser.ts';
import { url } from './support/catalogue.ts';

// The page background of each theme (--bg in src/web/styles/app.css).
const BACKGROUND = { light: 'rgb(250, 247, 241)', dark: 'rgb(14, 11, 31)' } as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const toDark = (page: Page) => page.getByRole('button', { name: esCommon.theme.toDark });
const toLight = (page: Page) => page.getByRole('button', { name: esCommon.theme.toLight });

/** What the page shows: the class on <html> and the body's computed background colour. */
function shownTheme(page: Page) {
  return page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    background: getComputedStyle(document.body).backgroundColor,
  }));
}

async function expectTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await expect
    .poll(() => shownTheme(page), { timeout: 10_000 })
    .toEqual({ dark: theme === 'dark', background: BACKGROUND[theme] });
}

const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

/** Serves every bundled script as an empty file, so only the pre-paint theme script runs. */
async function withoutAppScripts(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
}

describe('theme', () => {
  test('the toggle switches to dark, and the choice persists across a reload', async () => {
    const { page, close } = await openPage(browser, { colorScheme: 'light' });
    await page.goto(url('/'));
    await toDark(page).waitFor();
    await expectTheme(page, 'light');

    await toDark(page).click();
    await expectTheme(page, 'dark');
    await toLight(page).waitFor();
    expect(await storedTheme(page)).toBe('dark');

    await page.reload();
    await expectTheme(page, 'dark');
    await toLight(page).waitFor();

    await toLight(page).click();
    await expectTheme(page, 'light');
    await page.reload();
    await expectTheme(page, 'light');
    expect(await storedTheme(page)).toBe('light');
    await close();
  });

  test('a stored choice wins over the system preference', async () => {
    const { page, close } = await openPage(browser, { colorScheme: 'dark' });
    await page.goto(url('/'));
    await expectTheme(page, 'dark');
    await toLight(page).click();
    await expectTheme(page, 'light');

    await page.reload();
    await expectTheme(page, 'light');
    await toDark(page).waitFor();
    // A system change does not override the stored choice either.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectTheme(page, 'light');
    await close();
  });

  test('without a stored choice the system preference is used, and followed when it changes', async () => {
    for (const colorScheme of ['dark', 'light'] as const) {
      const { page, close } = await openPage(browser, { colorScheme });
      await page.goto(url('/'));
      await expectTheme(page, colorScheme);
      expect(await storedTheme(page)).toBeNull();
      const other = colorScheme === 'dark' ? 'light' : 'dark';
      await page.emulateMedia({ colorScheme: other });
      await expectTheme(page, other);
      expect(await storedTheme(page)).toBeNull();
      await close();
    }
  });

  test('no flash: <html> has the right theme before the app code runs', async () => {
    // Stored dark on a light system.
    const stored = await openPage(browser, { colorScheme: 'light' });
    await stored.page.goto(url('/'));
    await toDark(stored.page).click();
    await expectTheme(stored.page, 'dark');
    await withoutAppScripts(stored.page);
    // Loaded again through the frame, which does not wait for the app to take the page over: here
    // it never does.
    await stored.page.mainFrame().goto(stored.page.url());
    // The server's page is there, already in the theme, before any of the app's code has run.
    expect(
      await stored.page.evaluate(() => document.getElementById('root')?.childElementCount),
    ).toBeGreaterThan(0);
    expect(await shownTheme(stored.page)).toEqual({ dark: true, background: BACKGROUND.dark });
    await stored.close();

    // Nothing stored on a dark system.
    const system = await openPage(browser, { colorScheme: 'dark' });
    await withoutAppScripts(system.page);
    await system.page.mainFrame().goto(url('/about'));
    expect(
      await system.page.evaluate(() => document.getElementById('root')?.childElementCount),
    ).toBeGreaterThan(0);
    expect(await shownTheme(system.page)).toEqual({ dark: true, background: BACKGROUND.dark });
    await system.close();
  });

  test('no flash on a page kept from before the choice (the offline copy): the choice wins', async () => {
    const { page, close } = await openPage(browser, {
      colorScheme: 'light',
      serviceWorkers: 'allow',
      expectedErrors: [failedOffline('/')],
    });
    // What <html> shows once the parser reaches <body>: after the pre-paint script, before any
    // module of the app can run (they wait for the whole document).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as { darkAtBody?: boolean }).darkAtBody = document.documentElement.classList.contains('dark');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const darkAtBody = () => page.evaluate(() => (window as { darkAtBody?: boolean }).darkAtBody);
    await page.goto(url('/about'));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 40_000,
    });
    await toDark(page).click();
    await expectTheme(page, 'dark');
    // The service worker keeps the page as the server renders it now: dark.
    await page.reload();
    expect(await darkAtBody()).toBe(true);
    await toLight(page).click();
    await expectTheme(page, 'light');

    await page.context().setOffline(true);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await darkAtBody()).toBe(false);
    await expectTheme(page, 'light');
    await page.context().setOffline(false);
    await close();
  });
});
