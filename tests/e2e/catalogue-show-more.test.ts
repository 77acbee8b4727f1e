import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import esCatalogue from '../../src/web/locales/es/catalogue.json' with { type: 'json' };
import esRitual from '../../src/web/locales/es/ritual.json' with { type: 'json' };
import { MAX_PAGE_SIZE } from '../../src/shared/api/catalogue.ts';
import { failedRequest, launchBrowser, openPage } from './support/browser.ts';
import { expectCards, fetchRituals, FIRST_PAGE, titles, url, type ApiRitual } from './support/catalogue.ts';
import { signUpAndConfirm } from './support/signed-in.ts';

let browser: Browser;
let rituals: ApiRitual[];

beforeAll(async () => {
  browser = await launchBrowser();
  rituals = await fetchRituals('es');
  // The journeys need more than two pages of results.
  expect(rituals.length).toBeGreaterThan(2 * FIRST_PAGE);
});

afterAll(async () => {
  await browser?.close();
});

const showMore = (page: Page) => page.getByRole('button', { name: esCatalogue.results.showMore });
const shownText = (shown: number) => `Mostrando ${shown} de ${rituals.length} rituales`;
/** The title of the card that has focus, if any. */
const focusedCard = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('li')?.querySelector('h3')?.textContent ?? null);

describe('show more', () => {
  test('the keyboard loads the next results, focus moves to the first new one and the count is announced', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url('/'));
    await expectCards(page, titles(rituals.slice(0, FIRST_PAGE)));
    const status = page.getByText(shownText(FIRST_PAGE));
    expect(await status.getAttribute('aria-live')).toBe('polite');

    await showMore(page).focus();
    await page.keyboard.press('Enter');
    await expectCards(page, titles(rituals.slice(0, 2 * FIRST_PAGE)));
    await expect.poll(() => focusedCard(page)).toBe(rituals[FIRST_PAGE]!.title);
    await page.getByText(shownText(2 * FIRST_PAGE)).waitFor();

    // The button brings each next page until everything is shown. (Pressed from the keyboard: the
    // daily tip's toast may lie over it on a small screen.)
    for (let shown = 2 * FIRST_PAGE; shown < rituals.length; shown += FIRST_PAGE) {
      await showMore(page).focus();
      await page.keyboard.press('Enter');
      const next = Math.min(shown + FIRST_PAGE, rituals.length);
      await expectCards(page, titles(rituals.slice(0, next)));
      await expect.poll(() => focusedCard(page)).toBe(rituals[shown]!.title);
      await page.getByText(shownText(next)).waitFor();
    }
    // Everything is shown: the button is gone.
    expect(await showMore(page).count()).toBe(0);
    await close();
  });

  test('scrolling to the end of the results loads more by itself', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url('/'));
    await expectCards(page, titles(rituals.slice(0, FIRST_PAGE)));
    await showMore(page).scrollIntoViewIfNeeded();
    await expect
      .poll(
        async () => (await page.getByRole('main').getByRole('heading', { level: 3 }).count()) > FIRST_PAGE,
      )
      .toBe(true);
    await close();
  });

  test('the browser asks only for a page of results, never the whole catalogue', async () => {
    const { page, close } = await openPage(browser);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/rituals')) asked.push(request.url());
    });
    await page.goto(url('/'));
    // The first page comes rendered by the server; whatever the browser asks for is a page too.
    await expectCards(page, titles(rituals.slice(0, FIRST_PAGE)));
    // Tonight's moon row asks the browser's own question once the page knows its date: wait for
    // its answer, so every request the start makes is seen.
    await page.getByTestId('tonight-rituals').getByRole('link').first().waitFor();
    expect(asked.length).toBeGreaterThan(0);
    for (const address of asked) {
      const query = new URL(address).searchParams;
      const limit = Number(query.get('limit'));
      const moment = query.get('moment');
      if (moment) {
        // The moon row: one page of one moon moment's rituals, from which it picks a few.
        expect(limit > 0 && limit <= MAX_PAGE_SIZE, address).toBe(true);
        expect(rituals.filter((r) => r.moment === moment).length).toBeLessThan(rituals.length / 2);
      } else {
        // The grid: a page of 24.
        expect(limit > 0 && limit <= FIRST_PAGE, address).toBe(true);
      }
    }
    await close();
  });

  test("a ritual's page asks for that ritual and the few like it, and says when one does not exist", async () => {
    const { page, close } = await openPage(browser, {
      expectedErrors: [failedRequest(404, '/ritual/999999'), failedRequest(404, '/api/v1/rituals/999999')],
    });
    await signUpAndConfirm(page, 'ritual-page');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/rituals')) asked.push(new URL(request.url()).pathname);
    });
    const ritual = rituals[5]!;
    // Opened from the home page, so the browser itself asks (a page loaded whole comes rendered by
    // the server with its data inside).
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    asked.length = 0;
    await page.locator(`main a[href="/ritual/${ritual.id}"]`).first().click();
    await page.getByRole('heading', { level: 1, name: ritual.title }).waitFor();
    await page.getByRole('heading', { level: 2, name: esRitual.related.title }).waitFor();
    expect(
      await page
        .getByRole('region', { name: esRitual.related.title })
        .getByRole('heading', { level: 3 })
        .count(),
    ).toBe(4);
    expect(asked.sort()).toEqual([`/api/v1/rituals/${ritual.id}`, `/api/v1/rituals/${ritual.id}/related`]);

    await page.goto(url('/ritual/999999'));
    await page.getByRole('heading', { level: 1, name: esRitual.notFound.title }).waitFor();
    await close();
  });
});
