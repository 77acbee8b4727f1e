import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import esCatalogue from '../../src/web/locales/es/catalogue.json' with { type: 'json' };
import esTaxonomy from '../../src/web/locales/es/taxonomy.json' with { type: 'json' };
import { DESKTOP, launchBrowser, openPage } from './support/browser.ts';
import {
  cardHeadings,
  expectCards,
  expectQuery,
  fetchRituals,
  firstPage,
  titles,
  url,
  valueCounts,
  type ApiRitual,
  type Group,
} from './support/catalogue.ts';

let browser: Browser;
let rituals: ApiRitual[];

beforeAll(async () => {
  browser = await launchBrowser();
  rituals = await fetchRituals('es');
});

afterAll(async () => {
  await browser?.close();
});

const label = (group: Group, key: string): string =>
  (esTaxonomy[group] as Record<string, string>)[key] ?? key;

const GROUP_NAMES: Record<Group, string> = esCatalogue.filters.groups;

const ritualsText = (count: number) => (count === 1 ? `${count} ritual` : `${count} rituales`);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const filterButton = (page: Page) => page.getByRole('button', { name: /^Filtros/ });
const sidebar = (page: Page) => page.getByRole('dialog', { name: 'Filtrar rituales' });

/**
 * The sidebar checkbox for `value` of `group`; its name carries how many results choosing it
 * gives among `pool` (the rituals the other groups' choices leave).
 */
function checkbox(page: Page, group: Group, value: string, pool: readonly ApiRitual[] = rituals): Locator {
  const count = pool.filter((r) => r[group] === value).length;
  return sidebar(page)
    .getByRole('group', { name: GROUP_NAMES[group] })
    .getByRole('checkbox', { name: `${label(group, value)} (${ritualsText(count)})`, exact: true });
}

async function openSidebar(page: Page): Promise<void> {
  await filterButton(page).click();
  await sidebar(page).waitFor();
}

/** Closes the sidebar with its "show N rituals" button, checking N first. */
async function showResults(page: Page, count: number): Promise<void> {
  await sidebar(page)
    .getByRole('button', { name: `Ver ${ritualsText(count)}` })
    .click();
  await sidebar(page).waitFor({ state: 'hidden' });
}

async function gotoHome(page: Page): Promise<void> {
  await page.goto(url('/'));
  await expectCards(page, titles(firstPage(rituals)));
}

describe('catalogue filters', () => {
  test('a quick type chip toggles a type filter', async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    const chips = page.getByRole('list', { name: esCatalogue.quickTypes.label });
    const chip = chips.getByRole('button', { name: esCatalogue.quickTypes.candles, exact: true });
    expect(await chips.getByRole('button').count()).toBe(4);
    expect(await chip.getAttribute('aria-pressed')).toBe('false');

    await chip.click();
    const candles = rituals.filter((r) => r.type === 'candles');
    expect(candles.length).toBeGreaterThan(0);
    await expectQuery(page, ['type=candles']);
    await expectCards(page, titles(firstPage(candles)));
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    // Every card shows the type's badge.
    const badges = await page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .allTextContents();
    expect(badges.length).toBe(firstPage(candles).length);
    for (const text of badges) expect(text).toContain(label('type', 'candles'));

    await chip.click();
    await expectQuery(page, []);
    await expectCards(page, titles(firstPage(rituals)));
    expect(await chip.getAttribute('aria-pressed')).toBe('false');
    await close();
  });

  test('the sidebar opens as a modal dialog over an overlay; Escape closes it and focus returns', async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    await openSidebar(page);

    // Focus moves into the dialog, and the page behind is covered by an overlay.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
      .toBe(true);
    const behind = await page.evaluate(() => {
      const element = document.elementFromPoint(window.innerWidth - 10, window.innerHeight / 2);
      const box = element?.getBoundingClientRect();
      return {
        inDialog: Boolean(element?.closest('[role="dialog"]')),
        inMain: Boolean(element?.closest('main')),
        position: element ? getComputedStyle(element).position : null,
        covers: box ? box.width >= window.innerWidth && box.height >= window.innerHeight : false,
      };
    });
    expect(behind).toEqual({ inDialog: false, inMain: false, position: 'fixed', covers: true });
    // The four checkbox groups are there.
    for (const group of ['intention', 'type', 'culture', 'moment'] as const) {
      await sidebar(page).getByRole('group', { name: GROUP_NAMES[group] }).waitFor();
    }
    // Tab stays inside the dialog.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);

    await page.keyboard.press('Escape');
    await sidebar(page).waitFor({ state: 'hidden' });
    await expect.poll(() => filterButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await filterButton(page).getAttribute('aria-expanded')).toBe('false');

    // A click on the overlay closes it as well.
    await openSidebar(page);
    await page.mouse.click(DESKTOP.width - 10, DESKTOP.height / 2);
    await sidebar(page).waitFor({ state: 'hidden' });
    await close();
  });

  test('two options of one group widen the results (OR)', async () => {
    const [first, second] = valueCounts(rituals, 'intention');
    if (!first || !second) throw new Error('The catalogue needs two intentions');
    const expected = rituals.filter((r) => r.intention === first[0] || r.intention === second[0]);

    const { page, close } = await openPage(browser);
    await gotoHome(page);
    await openSidebar(page);
    await checkbox(page, 'intention', first[0]).check();
    await expectQuery(page, [`intention=${first[0]}`]);
    await checkbox(page, 'intention', second[0]).check();
    await expectQuery(page, [`intention=${first[0]}`, `intention=${second[0]}`]);
    expect(await checkbox(page, 'intention', first[0]).isChecked()).toBe(true);
    expect(await checkbox(page, 'intention', second[0]).isChecked()).toBe(true);

    await showResults(page, expected.length);
    await expectCards(page, titles(firstPage(expected)));
    expect(expected.length).toBe(first[1] + second[1]);
    await page.getByRole('button', { name: /^Filtros.*2 filtros activos/ }).waitFor();
    await close();
  });

  test('options of two groups narrow the results (AND)', async () => {
    // An intention and a type that share some rituals but not all of either.
    let pair: { intention: string; type: string; both: ApiRitual[] } | undefined;
    for (const [intention] of valueCounts(rituals, 'intention')) {
      for (const [type] of valueCounts(rituals, 'type')) {
        const both = rituals.filter((r) => r.intention === intention && r.type === type);
        const either = rituals.filter((r) => r.intention === intention || r.type === type);
        if (both.length > 0 && either.length > both.length + 1) pair ??= { intention, type, both };
      }
    }
    if (!pair) throw new Error('No intention and type overlap in the catalogue');

    const { page, close } = await openPage(browser);
    await gotoHome(page);
    await openSidebar(page);
    await checkbox(page, 'intention', pair.intention).check();
    const byIntention = rituals.filter((r) => r.intention === pair.intention);
    // Only the types that lead somewhere within the intention are offered.
    const types = sidebar(page).getByRole('group', { name: GROUP_NAMES.type }).getByRole('checkbox');
    await expect.poll(() => types.count()).toBe(valueCounts(byIntention, 'type').length);
    await checkbox(page, 'type', pair.type, byIntention).check();
    await expectQuery(page, [`intention=${pair.intention}`, `type=${pair.type}`]);
    await showResults(page, pair.both.length);
    await expectCards(page, titles(firstPage(pair.both)));
    await close();
  });

  test('active filters show as removable chips, with clear-all, and the sidebar can clear them', async () => {
    const [[intention]] = valueCounts(rituals, 'intention') as [[string, number]];
    const [[culture]] = valueCounts(rituals, 'culture') as [[string, number]];
    const byIntention = rituals.filter((r) => r.intention === intention);
    const byCulture = rituals.filter((r) => r.culture === culture);
    const both = byIntention.filter((r) => r.culture === culture);

    const { page, close } = await openPage(browser);
    await page.goto(url(`/?intention=${intention}&culture=${culture}`));
    await expectCards(page, titles(firstPage(both)));
    const removeIntention = page.getByRole('button', {
      name: `Quitar filtro: ${label('intention', intention)}`,
    });
    const removeCulture = page.getByRole('button', { name: `Quitar filtro: ${label('culture', culture)}` });
    await removeIntention.waitFor();
    await removeCulture.waitFor();

    await removeIntention.click();
    await expectQuery(page, [`culture=${culture}`]);
    await expectCards(page, titles(firstPage(byCulture)));
    expect(await removeIntention.count()).toBe(0);

    await page.goto(url(`/?intention=${intention}&culture=${culture}`));
    await expectCards(page, titles(firstPage(both)));
    await page.getByRole('button', { name: 'Borrar todo' }).click();
    await expectQuery(page, []);
    await expectCards(page, titles(firstPage(rituals)));
    expect(await page.getByRole('button', { name: /^Quitar filtro/ }).count()).toBe(0);

    // The sidebar's clear button empties every group.
    await page.goto(url(`/?intention=${intention}`));
    await expectCards(page, titles(firstPage(byIntention)));
    await openSidebar(page);
    expect(await checkbox(page, 'intention', intention).isChecked()).toBe(true);
    await sidebar(page).getByRole('button', { name: 'Limpiar filtros' }).click();
    await expectQuery(page, []);
    expect(await checkbox(page, 'intention', intention).isChecked()).toBe(false);
    await showResults(page, rituals.length);
    await expectCards(page, titles(firstPage(rituals)));
    await close();
  });

  test('nothing matching shows the empty state with its hint and a way out', async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    const box = page.getByRole('searchbox', { name: 'Buscar rituales' });
    await box.fill('xqzvkwy plorfnak');
    await box.press('Enter');
    await page.getByText(esCatalogue.empty.title).waitFor();
    await page.getByText(esCatalogue.empty.hint).waitFor();
    await page.getByText(new RegExp(`^${escapeRegExp(ritualsText(0))}$`)).waitFor();
    expect(await cardHeadings(page).count()).toBe(0);
    // The search shows as a removable chip above the results.
    await page.getByRole('button', { name: /xqzvkwy plorfnak/ }).waitFor();

    await page.getByRole('button', { name: esCatalogue.empty.clear }).click();
    await expectQuery(page, []);
    await expectCards(page, titles(firstPage(rituals)));
    await close();
  });
});
