import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, launchBrowser, openPage, PHONE } from './support/browser.ts';
import { url } from './support/catalogue.ts';
import { signUpAndConfirm } from './support/signed-in.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Counts every element taken out of the page: hydration keeps the server's elements, so a
// mismatch (React then renders the page again in the browser) shows up as removed headings.
const WATCH_REMOVALS = () => {
  const w = window as unknown as { removedHeadings: number };
  w.removedHeadings = 0;
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.removedNodes)
        if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) w.removedHeadings++;
  }).observe(document, { childList: true, subtree: true });
};

async function open(options: BrowserContextOptions = {}) {
  const opened = await openPage(browser, options);
  const warnings: string[] = [];
  opened.page.on('console', (msg) => {
    // Playwright's own notice that it keeps service workers out of these pages is not the app's.
    if (msg.type() === 'warning' && !msg.text().includes('blocked by Playwright')) warnings.push(msg.text());
  });
  await opened.page.addInitScript(WATCH_REMOVALS);
  return { ...opened, warnings };
}

/** Loads `path`, waits until the app has taken the page over, and checks it did so cleanly. */
async function expectCleanHydration(page: Page, path: string, errors: string[], warnings: string[]) {
  const res = await page.goto(url(path), { waitUntil: 'networkidle' });
  expect(res?.status()).toBe(200);
  const serverHeading = await page.locator('main h1').first().textContent();
  expect(serverHeading).toBeTruthy();
  // The app answers the theme toggle only once it has hydrated.
  const html = page.locator('html');
  const wasDark = (await html.getAttribute('class'))?.includes('dark') ?? false;
  await page
    .locator('header')
    .getByRole('button', { name: /tema|theme/i })
    .first()
    .click();
  await expect.poll(async () => (await html.getAttribute('class'))?.includes('dark') ?? false).toBe(!wasDark);
  expect(await page.locator('main h1').first().textContent()).toBe(serverHeading);
  expect(await page.evaluate(() => (window as unknown as { removedHeadings: number }).removedHeadings)).toBe(
    0,
  );
  expect(errors, path).toEqual([]);
  expect(warnings, path).toEqual([]);
}

describe('server-rendered pages hydrate without a mismatch or console error', () => {
  test.each([
    ['es-ES', 'Europe/Madrid'],
    ['en-US', 'America/New_York'],
  ])('public pages (%s, %s)', async (locale, timezoneId) => {
    const { page, errors, warnings, close } = await open({ locale, timezoneId });
    for (const path of ['/', '/?intention=love&q=luna', '/about', '/shop', '/auth/login', '/auth/register']) {
      await expectCleanHydration(page, path, errors, warnings);
    }
    await close();
  });

  test('signed-in pages on a phone, in another time zone', async () => {
    const { page, errors, warnings, close } = await open({ viewport: PHONE, timezoneId: 'Asia/Tokyo' });
    await signUpAndConfirm(page, 'hydrate');
    for (const path of ['/', '/progress', '/profile', '/daily-tip', '/ritual/1']) {
      await expectCleanHydration(page, path, errors, warnings);
    }
    await close();
  });

  test('without JavaScript the page is complete and readable', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(url('/about'));
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('main h1').textContent()).toBeTruthy();
    await page.goto(url('/'));
    expect(await page.locator('main article, main li').count()).toBeGreaterThan(0);
    await context.close();
  });

  test('robots.txt and the sitemap are well-formed', async () => {
    const { page, close } = await open();
    await page.goto(url('/about'));
    const result = await page.evaluate(async (base) => {
      const robots = await (await fetch('/robots.txt')).text();
      const xml = await (await fetch('/sitemap.xml')).text();
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return {
        robots,
        parseError: doc.getElementsByTagName('parsererror').length,
        locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent),
        base,
      };
    }, baseUrl());
    expect(result.robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    expect(result.parseError).toBe(0);
    expect(result.locs).toContain(`${baseUrl()}/about?lang=fr`);
    await close();
  });
});
