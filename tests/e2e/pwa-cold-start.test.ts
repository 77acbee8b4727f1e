import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import esCatalogue from '../../src/web/locales/es/catalogue.json' with { type: 'json' };
import {
  DESKTOP,
  expectNoAxeViolations,
  failedOffline,
  launchBrowser,
  openPage,
  PHONE,
  type OpenPage,
  type PageOptions,
} from './support/browser.ts';
import {
  expectCards,
  expectQuery,
  fetchRituals,
  firstPage,
  titles,
  url,
  type ApiRitual,
} from './support/catalogue.ts';

// Opening the installed app without a network right after its first visit (ADR 0013): the page
// the worker took over is kept, so it comes back with the server's cards, its filters work over
// them, and the notice says what is shown is a saved copy.

let browser: Browser;
let rituals: ApiRitual[];
const opened: OpenPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  rituals = await fetchRituals('es');
});

afterAll(async () => {
  for (const o of opened) await o.close();
  await browser?.close();
});

/** The first visit: the page loads, the worker takes it over and keeps a copy of it. */
async function firstVisit(page: Page): Promise<void> {
  await page.goto(url('/'));
  await expectCards(page, titles(firstPage(rituals)));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 40_000,
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const kept = await caches
            .open('ritualia-pages')
            .then((cache) => cache.match(location.href, { ignoreVary: true }));
          return kept?.status ?? 0;
        }),
      { timeout: 20_000 },
    )
    .toBe(200);
}

/**
 * A page with the worker in control after its first visit, then without a network and reloaded.
 * The only console errors allowed: the catalogue requests the page makes without a network.
 */
async function reloadedOffline(options: Pick<PageOptions, 'viewport' | 'colorScheme'>): Promise<Page> {
  const o = await openPage(browser, {
    serviceWorkers: 'allow',
    expectedErrors: [failedOffline('/api/v1/rituals')],
    ...options,
  });
  opened.push(o);
  await firstVisit(o.page);
  await o.page.context().setOffline(true);
  await o.page.reload();
  await expectCards(o.page, titles(firstPage(rituals)));
  return o.page;
}

const savedNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'mostrando lo guardado el' });

describe('offline from a cold start', { timeout: 120_000 }, () => {
  test('reloaded offline after one visit: the server’s cards, working filters and what is stale', async () => {
    const page = await reloadedOffline({ viewport: PHONE });
    await savedNotice(page).waitFor();
    await expectNoAxeViolations(page);

    // A type chip filters the cards kept, without a server.
    const chips = page.getByRole('list', { name: esCatalogue.quickTypes.label });
    await chips.getByRole('button', { name: esCatalogue.quickTypes.candles, exact: true }).click();
    await expectQuery(page, ['type=candles']);
    const candles = firstPage(rituals).filter((r) => r.type === 'candles');
    expect(candles.length).toBeGreaterThan(0);
    await expectCards(page, titles(candles));
    await expect(page.getByText('No pudimos cargar los rituales').count()).resolves.toBe(0);

    // Back online, the same filter asks the server again and shows every match.
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expectCards(page, titles(firstPage(rituals.filter((r) => r.type === 'candles'))));
    await savedNotice(page).waitFor({ state: 'detached' });
  });

  for (const colorScheme of ['light', 'dark'] as const)
    for (const [device, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const)
      test(`the offline home reads well (${colorScheme}, ${device})`, async () => {
        const page = await reloadedOffline({ viewport, colorScheme });
        await savedNotice(page).waitFor();
        await expectNoAxeViolations(page);
        if (process.env.SCREENSHOT_DIR)
          await page.screenshot({
            path: `${process.env.SCREENSHOT_DIR}/offline-home-${device}-${colorScheme}.png`,
          });
      });
});
