import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import {
  cardTitles,
  exactMatches,
  expectCards,
  expectQuery,
  fetchRituals,
  firstPage,
  fold,
  titles,
  url,
  type ApiRitual,
} from './support/catalogue.ts';

let browser: Browser;
let rituals: ApiRitual[];
/** A word of a ritual title that carries an accent, e.g. "Sǎochén". */
let accentedWord: string;
/** The same word without accents, in upper case: "SAOCHEN". */
let plainUpper: string;

beforeAll(async () => {
  browser = await launchBrowser();
  rituals = await fetchRituals('es');
  const word = rituals
    .flatMap((r) => r.title.match(/\p{L}+/gu) ?? [])
    .find((w) => w.length >= 5 && fold(w) !== w.toLowerCase());
  if (!word) throw new Error('No ritual title has an accented word to search for');
  accentedWord = word;
  plainUpper = fold(word).toUpperCase();
});

afterAll(async () => {
  await browser?.close();
});

/** What the grid shows for `query`: the exact matches and, when fewer than 5, up to 10 in all. */
async function expectSearchResults(page: Page, query: string): Promise<void> {
  const exact = titles(exactMatches(rituals, query));
  expect(exact.length).toBeGreaterThan(0);
  expect(exact.length).toBeLessThan(rituals.length);
  if (exact.length >= 5) {
    await expectCards(page, firstPage(exact));
    return;
  }
  await expect
    .poll(async () => (await cardTitles(page)).slice(0, exact.length), { timeout: 15_000 })
    .toEqual(exact);
  expect((await cardTitles(page)).length).toBeLessThanOrEqual(10);
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar rituales' });

describe('catalogue search', () => {
  test('typing a query and pressing Enter filters the grid and puts the query in the URL', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url('/'));
    await expectCards(page, titles(firstPage(rituals)));

    await searchBox(page).fill(plainUpper);
    await searchBox(page).press('Enter');

    await expectQuery(page, [`q=${plainUpper}`]);
    await expectSearchResults(page, plainUpper);
    // The ritual whose title has the accented word is found by the word without accents, in capitals.
    const target = rituals.find((r) => r.title.includes(accentedWord));
    expect(await cardTitles(page)).toContain(target?.title);
    await close();
  });

  test('typing a query and pressing the search button filters the same way', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url('/'));
    await expectCards(page, titles(firstPage(rituals)));

    await searchBox(page).fill(accentedWord.toLowerCase());
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();

    await expectQuery(page, [`q=${accentedWord.toLowerCase()}`]);
    await expectSearchResults(page, accentedWord);
    // Accents and case make no difference: the folded, upper-case query finds the same rituals.
    const withAccents = await cardTitles(page);
    await page.goto(url(`/?q=${encodeURIComponent(plainUpper)}`));
    await expectCards(page, withAccents);
    await close();
  });

  test('a query in the URL opens the catalogue already searched, with the text in the box', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url(`/?q=${encodeURIComponent(plainUpper)}`));
    await expectSearchResults(page, plainUpper);
    expect(await searchBox(page).inputValue()).toBe(plainUpper);
    await close();
  });

  test('clearing the search shows the whole catalogue again', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url(`/?q=${encodeURIComponent(plainUpper)}`));
    await expectSearchResults(page, plainUpper);

    // Emptying the box and searching drops q from the URL.
    await searchBox(page).fill('');
    await searchBox(page).press('Enter');
    await expectQuery(page, []);
    await expectCards(page, titles(firstPage(rituals)));

    // The search text is an active-filter chip that removes it.
    await searchBox(page).fill(plainUpper);
    await searchBox(page).press('Enter');
    await expectSearchResults(page, plainUpper);
    await page.getByRole('button', { name: `Quitar filtro: «${plainUpper}»` }).click();
    await expectQuery(page, []);
    await expectCards(page, titles(firstPage(rituals)));
    expect(await searchBox(page).inputValue()).toBe('');
    await close();
  });
});
