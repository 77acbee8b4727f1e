import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import esCatalogue from '../../src/web/locales/es/catalogue.json' with { type: 'json' };
import esCommon from '../../src/web/locales/es/common.json' with { type: 'json' };
import esTaxonomy from '../../src/web/locales/es/taxonomy.json' with { type: 'json' };
import { launchBrowser, openPage } from './support/browser.ts';
import {
  expectCards,
  expectPath,
  expectQuery,
  fetchRituals,
  firstPage,
  titles,
  url,
  type ApiRitual,
} from './support/catalogue.ts';

let browser: Browser;
let rituals: ApiRitual[];
let love: ApiRitual[];

beforeAll(async () => {
  browser = await launchBrowser();
  rituals = await fetchRituals('es');
  love = rituals.filter((r) => r.intention === 'love');
  expect(love.length).toBeGreaterThan(0);
  expect(love.length).toBeLessThan(rituals.length);
});

afterAll(async () => {
  await browser?.close();
});

const quickChip = (page: Page, name: string) =>
  page.getByRole('list', { name: esCatalogue.quickTypes.label }).getByRole('button', { name, exact: true });

describe('filters in the URL', () => {
  test('/?intention=love opens the catalogue filtered, with the filter shown as active', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url('/?intention=love'));
    await expectCards(page, titles(firstPage(love)));
    await page.getByRole('button', { name: `Quitar filtro: ${esTaxonomy.intention.love}` }).waitFor();
    await page.getByRole('button', { name: /^Filtros.*1 filtro activo/ }).waitFor();
    await close();
  });

  test('/rituals?intention=love opens the home catalogue filtered', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url('/rituals?intention=love'));
    await expectPath(page, '/');
    await expectQuery(page, ['intention=love']);
    await expectCards(page, titles(firstPage(love)));

    await page.goto(url('/rituals'));
    await expectPath(page, '/');
    await expectCards(page, titles(firstPage(rituals)));
    await close();
  });

  test("the footer's love link opens the catalogue filtered from another page", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url('/about'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: esCommon.footer.loveRituals, exact: true })
      .click();
    await expectPath(page, '/');
    await expectQuery(page, ['intention=love']);
    await expectCards(page, titles(firstPage(love)));
    await close();
  });

  test('Back and Forward move between filter states', async () => {
    const candles = rituals.filter((r) => r.type === 'candles');
    const candlesOrBaths = rituals.filter((r) => r.type === 'candles' || r.type === 'ritualBaths');
    const { page, close } = await openPage(browser);
    await page.goto(url('/'));
    await expectCards(page, titles(firstPage(rituals)));

    await quickChip(page, esCatalogue.quickTypes.candles).click();
    await expectQuery(page, ['type=candles']);
    await expectCards(page, titles(firstPage(candles)));
    await quickChip(page, esCatalogue.quickTypes.ritualBaths).click();
    await expectQuery(page, ['type=candles', 'type=ritualBaths']);
    await expectCards(page, titles(firstPage(candlesOrBaths)));
    const box = page.getByRole('searchbox', { name: esCatalogue.search.label });
    await box.fill('zzzqqqxxx');
    await box.press('Enter');
    await expectQuery(page, ['type=candles', 'type=ritualBaths', 'q=zzzqqqxxx']);
    await page.getByText(esCatalogue.empty.title).waitFor();
    await expectCards(page, []);

    await page.goBack();
    await expectQuery(page, ['type=candles', 'type=ritualBaths']);
    await expectCards(page, titles(firstPage(candlesOrBaths)));
    expect(await box.inputValue()).toBe('');
    await page.goBack();
    await expectQuery(page, ['type=candles']);
    await expectCards(page, titles(firstPage(candles)));
    expect(await quickChip(page, esCatalogue.quickTypes.ritualBaths).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await page.goBack();
    await expectQuery(page, []);
    await expectCards(page, titles(firstPage(rituals)));

    await page.goForward();
    await expectQuery(page, ['type=candles']);
    await expectCards(page, titles(firstPage(candles)));
    await page.goForward();
    await expectQuery(page, ['type=candles', 'type=ritualBaths']);
    await expectCards(page, titles(firstPage(candlesOrBaths)));
    await page.goForward();
    await expectQuery(page, ['type=candles', 'type=ritualBaths', 'q=zzzqqqxxx']);
    await page.getByText(esCatalogue.empty.title).waitFor();
    await expectCards(page, []);
    expect(await box.inputValue()).toBe('zzzqqqxxx');
    await close();
  });
});
