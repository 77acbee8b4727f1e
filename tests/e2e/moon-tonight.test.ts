import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MoonResponse } from '../../src/shared/api/moon.ts';
import enCatalogue from '../../src/web/locales/en/catalogue.json' with { type: 'json' };
import esCatalogue from '../../src/web/locales/es/catalogue.json' with { type: 'json' };
import enMoon from '../../src/web/locales/en/moon.json' with { type: 'json' };
import esMoon from '../../src/web/locales/es/moon.json' with { type: 'json' };
import enTaxonomy from '../../src/web/locales/en/taxonomy.json' with { type: 'json' };
import esTaxonomy from '../../src/web/locales/es/taxonomy.json' with { type: 'json' };
import { DESKTOP, expectAccessibleInBothThemes, launchBrowser, openPage } from './support/browser.ts';
import { url, type ApiRitual } from './support/catalogue.ts';

// "Good for tonight" under the moon card, and the catalogue's "tonight's phase" filter, on nights
// whose phase is known: the browser's clock is set to the full moon of 24 November 2026 (14:53
// UTC, 08:53 in Mexico City), so the night of that date is a full moon there, and to 28 November,
// a waning gibbous moon. They stay in the server's year: the footer's year is rendered on the
// server and must hydrate unchanged.

const TEXTS = {
  es: { moon: esMoon, catalogue: esCatalogue, taxonomy: esTaxonomy },
  en: { moon: enMoon, catalogue: enCatalogue, taxonomy: enTaxonomy },
};
const TIME_ZONE = 'America/Mexico_City';
const NIGHT = '2026-11-24';
const WANING_NIGHT = '2026-11-28';
const AXE_TIMEOUT = 120_000;
const ROW_SIZE = 4;
const SIMPLEST_FIRST = ['easy', 'medium', 'hard'];

type MomentRitual = ApiRitual & { difficulty: string };

/** Every ritual of a moment, as the catalogue API lists them. */
async function momentRituals(page: Page, moment: string, lang: string) {
  const res = await page.request.get(url(`/api/v1/rituals?moment=${moment}&limit=100&lang=${lang}`));
  return (await res.json()) as { data: MomentRitual[]; total: number };
}

/** The row's titles, once it shows them: an easy ritual first, then never an easier one after a harder. */
async function expectSimplestFirst(row: Locator, all: MomentRitual[]) {
  await row.getByRole('listitem').locator('span.font-semibold').first().waitFor();
  const shown = await row.getByRole('listitem').locator('span.font-semibold').allTextContents();
  const byTitle = new Map(all.map((r) => [r.title, r]));
  expect(shown).toHaveLength(Math.min(ROW_SIZE, all.length));
  const ranks = shown.map((title) => SIMPLEST_FIRST.indexOf(byTitle.get(title)?.difficulty ?? 'none'));
  expect(ranks.every((rank) => rank >= 0)).toBe(true);
  expect(ranks[0]).toBe(0);
  expect(ranks).toEqual(ranks.toSorted((a, b) => a - b));
  // Every easy ritual of the moment comes before any other, up to the row's size.
  const easy = all.filter((r) => r.difficulty === 'easy').length;
  expect(ranks.filter((rank) => rank === 0)).toHaveLength(Math.min(easy, ROW_SIZE));
}

describe.each(['es', 'en'] as const)('tonight’s rituals in %s', (lang) => {
  const { moon: m, catalogue: c, taxonomy } = TEXTS[lang];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  test(
    'the row shows a few rituals of the phase’s moment and the filter selects that moment',
    async () => {
      const { page, close } = await openPage(browser, {
        locale: lang === 'es' ? 'es-ES' : 'en-GB',
        timezoneId: TIME_ZONE,
        viewport: DESKTOP,
      });
      await page.clock.setFixedTime(new Date(`${NIGHT}T18:00:00Z`));
      const night = (
        (await (
          await page.request.get(url(`/api/v1/moon?date=${NIGHT}&tz=${TIME_ZONE}`))
        ).json()) as MoonResponse
      ).data;
      expect(night.phase).toBe('full');
      expect(night.moment).toBe('fullMoon');
      const expected = await momentRituals(page, 'fullMoon', lang);
      expect(expected.data.length).toBeGreaterThan(0);
      expect(expected.data.every((r) => r.moment === 'fullMoon')).toBe(true);

      await page.goto(url('/'));
      await page.evaluate((l) => localStorage.setItem('language', l), lang);
      await page.reload();
      const row = page.getByTestId('tonight-rituals');
      await row
        .getByRole('heading', { name: m.goodTonight.replace('{{moment}}', taxonomy.moment.fullMoon) })
        .waitFor();
      const seeAll = row.getByRole('link', { name: m.seeAll.replace('{{count}}', String(expected.total)) });
      await seeAll.waitFor();
      await expectSimplestFirst(row, expected.data);
      await expectAccessibleInBothThemes(page);

      await page.getByRole('button', { name: new RegExp(`^${c.filters.open}`) }).click();
      const chip = page.getByTestId('tonight-filter');
      await chip.waitFor();
      expect(await chip.getAttribute('aria-pressed')).toBe('false');
      await chip.click();
      await page.waitForURL((u) => u.searchParams.getAll('moment').join() === 'fullMoon');
      expect(await chip.getAttribute('aria-pressed')).toBe('true');
      await expectAccessibleInBothThemes(page);
      await close();
    },
    AXE_TIMEOUT,
  );

  test('on a waning-moon night the row shows easy waning-moon rituals first', async () => {
    const { page, errors, close } = await openPage(browser, {
      locale: lang === 'es' ? 'es-ES' : 'en-GB',
      timezoneId: TIME_ZONE,
      viewport: DESKTOP,
    });
    await page.clock.setFixedTime(new Date(`${WANING_NIGHT}T18:00:00Z`));
    const night = (
      (await (
        await page.request.get(url(`/api/v1/moon?date=${WANING_NIGHT}&tz=${TIME_ZONE}`))
      ).json()) as MoonResponse
    ).data;
    expect(night.phase).toBe('waningGibbous');
    expect(night.moment).toBe('waningMoon');
    const waning = await momentRituals(page, 'waningMoon', lang);
    expect(waning.data.filter((r) => r.difficulty === 'easy').length).toBeGreaterThanOrEqual(ROW_SIZE);

    await page.goto(url('/'));
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.reload();
    const row = page.getByTestId('tonight-rituals');
    await row
      .getByRole('heading', { name: m.goodTonight.replace('{{moment}}', taxonomy.moment.waningMoon) })
      .waitFor();
    await expectSimplestFirst(row, waning.data);
    await row.getByRole('link', { name: m.seeAll.replace('{{count}}', String(waning.total)) }).click();
    await page.waitForURL((u) => u.searchParams.getAll('moment').join() === 'waningMoon');
    expect(errors).toEqual([]);
    await close();
  });
});
