import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import esAbout from '../../src/web/locales/es/about.json' with { type: 'json' };
import esCatalogue from '../../src/web/locales/es/catalogue.json' with { type: 'json' };
import esCommon from '../../src/web/locales/es/common.json' with { type: 'json' };
import { DESKTOP, expectNoAxeViolations, launchBrowser, openPage, PHONE } from './support/browser.ts';
import { expectCards, fetchRituals, firstPage, titles, url } from './support/catalogue.ts';

let browser: Browser;
let catalogue: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  catalogue = titles(firstPage(await fetchRituals('es')));
});

afterAll(async () => {
  await browser?.close();
});

const VIEWPORTS = { '390 px': PHONE, '1280 px': DESKTOP } as const;
const THEMES = ['light', 'dark'] as const;
// axe over the whole catalogue (dozens of cards) takes a while on a busy machine.
const AXE_TIMEOUT = 120_000;

/** Web fonts loaded and every finite animation (sidebar slide-in, fades) finished. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Opens a page in a theme (from the system preference, nothing stored) and waits for its content. */
async function openIn(path: '/' | '/about', theme: 'light' | 'dark', viewport: typeof PHONE) {
  const opened = await openPage(browser, { viewport, colorScheme: theme });
  await opened.page.goto(url(path));
  if (path === '/') await expectCards(opened.page, catalogue);
  else await opened.page.getByRole('heading', { level: 1, name: esAbout.heading }).waitFor();
  expect(await opened.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
    theme === 'dark',
  );
  await settle(opened.page);
  return opened;
}

const cases = (['/', '/about'] as const).flatMap((path) =>
  THEMES.flatMap((theme) =>
    Object.entries(VIEWPORTS).map(([width, viewport]) => [path, theme, width, viewport] as const),
  ),
);

describe('accessibility (axe)', () => {
  test.each(cases)(
    '%s in the %s theme at %s has no violations',
    async (path, theme, _width, viewport) => {
      const { page, close } = await openIn(path, theme, viewport);
      await expectNoAxeViolations(page);
      await close();
    },
    AXE_TIMEOUT,
  );

  test.each([
    ['light', '1280 px', DESKTOP],
    ['dark', '390 px', PHONE],
  ] as const)(
    'the open filter sidebar in the %s theme at %s has no violations',
    async (theme, _width, viewport) => {
      const { page, close } = await openIn('/', theme, viewport);
      await page.getByRole('button', { name: /^Filtros/ }).click();
      await page.getByRole('dialog', { name: esCatalogue.filters.title }).waitFor();
      await settle(page);
      await expectNoAxeViolations(page);
      await close();
    },
    AXE_TIMEOUT,
  );

  test('the empty state and active-filter chips have no violations', async () => {
    const { page, close } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(url('/?q=xqzvkwy&type=candles'));
    await page.getByText(esCatalogue.empty.title).waitFor();
    await settle(page);
    await expectNoAxeViolations(page);
    await close();
  });
});

describe('keyboard', () => {
  test.each(Object.entries(VIEWPORTS))(
    'at %s the first Tab reaches the skip link, which moves focus to main',
    async (_width, viewport) => {
      const { page, close } = await openPage(browser, { viewport });
      await page.goto(url('/'));
      await expectCards(page, catalogue);

      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: esCommon.skipToContent });
      await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
      // It becomes visible when focused.
      const box = await skip.boundingBox();
      expect(box?.width).toBeGreaterThan(0);
      expect(box?.height).toBeGreaterThan(0);

      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
      // The next Tab continues inside main: the search box is its first control.
      await page.keyboard.press('Tab');
      const search = page.getByRole('searchbox', { name: esCatalogue.search.label });
      await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
      await close();
    },
  );
});
