import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, failedRequest, launchBrowser, openPage, type OpenPage } from './support/browser.ts';
import { fetchRituals, url } from './support/catalogue.ts';
import { signUpInPage } from './support/daily-tip.ts';

// Nothing is wider than the phone: at the narrowest widths we support, no page scrolls sideways,
// signed in or out, in either theme.
const WIDTHS = [320, 390];
const THEMES = ['light', 'dark'] as const;
const MISSING = '/no-such-page';

/** How wide the page is, and the elements that reach past the window's right edge, by name. */
function overflowing(page: Page): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 0.5;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > edge)
      // The outermost ones: their children follow them out.
      .filter((el) => !(el.parentElement && el.parentElement.getBoundingClientRect().right > edge))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').trim().split(/\s+/).join('.')}`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  });
}

async function expectNoSidewaysScroll(page: Page, paths: string[]): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      for (const path of paths) {
        await page.goto(url(path));
        await page.locator('main h1').first().waitFor();
        // What the page loads once it runs (the moon, the journal, the toast) is on it too.
        await page.waitForLoadState('networkidle');
        await expect
          .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
          .toBe(theme === 'dark');
        const { scrollWidth, culprits } = await overflowing(page);
        // The elements named are those that reach past the edge; one its parent clips is harmless.
        expect(scrollWidth, `${path} at ${width} px, ${theme}: ${culprits.join(', ')}`).toBe(width);
      }
    }
  }
}

describe('no page is wider than a phone', () => {
  let browser: Browser;
  let longest: { id: number; title: string };
  beforeAll(async () => {
    browser = await launchBrowser();
    const rituals = await fetchRituals('es');
    longest = rituals.reduce((a, b) => (b.title.length > a.title.length ? b : a));
  });
  afterAll(() => browser?.close());

  test('signed out', async () => {
    const open = await openPage(browser, { expectedErrors: [failedRequest(404, MISSING)] });
    try {
      await expectNoSidewaysScroll(open.page, [
        '/',
        `/ritual/${longest.id}`,
        '/about',
        '/daily-tip',
        '/shop',
        '/journeys',
        '/journeys/letting-go',
        '/auth/login',
        '/auth/register',
        '/auth/forgot-password',
        '/auth/reset-password',
        MISSING,
      ]);
    } finally {
      await open.close();
    }
  }, 240_000);

  test('signed in, with a journal that names its rituals', async () => {
    const open: OpenPage = await openPage(browser, { expectedErrors: [failedRequest(404, MISSING)] });
    try {
      const { page } = open;
      await signUpInPage(page, 'phone-width');
      // The journal's ritual filter lists the rituals completed, the longest title among them.
      for (const ritualId of [1, longest.id]) {
        const done = await page.request.post(url('/api/v1/me/completions'), {
          data: { ritual_id: ritualId },
          headers: { origin: baseUrl() },
        });
        expect(done.status()).toBe(201);
      }
      await expectNoSidewaysScroll(page, [
        '/',
        '/?favorites=1',
        `/ritual/${longest.id}`,
        '/progress',
        '/profile',
        '/shop',
        '/journeys/a-lunar-cycle',
        '/daily-tip',
        '/about',
        MISSING,
      ]);
    } finally {
      await open.close();
    }
  }, 240_000);
});
