import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { ApiData } from '../../src/shared/api/envelope.ts';
import type { UserProgress } from '../../src/shared/api/progress.ts';
import type { ShopItemView, Wallet } from '../../src/shared/api/shop.ts';
import { addDays } from '../../src/shared/local-date.ts';
import enProgress from '../../src/web/locales/en/progress.json' with { type: 'json' };
import enShop from '../../src/web/locales/en/shop.json' with { type: 'json' };
import esProgress from '../../src/web/locales/es/progress.json' with { type: 'json' };
import esShop from '../../src/web/locales/es/shop.json' with { type: 'json' };
import frProgress from '../../src/web/locales/fr/progress.json' with { type: 'json' };
import frShop from '../../src/web/locales/fr/shop.json' with { type: 'json' };
import achievements from '../../content/achievements.json' with { type: 'json' };
import {
  baseUrl,
  expectAccessibleInBothThemes,
  failedRequest,
  launchBrowser,
  openPage,
} from './support/browser.ts';
import { signUpInPage, url } from './support/daily-tip.ts';

// Buying and applying a palette, the refusal of a purchase the balance does not cover, and a day
// a streak freeze covered on the progress page (the same streak in its text and in the streak
// achievement's progress), in Spanish, English and French.

const TEXTS = {
  es: { shop: esShop, progress: esProgress },
  en: { shop: enShop, progress: enProgress },
  fr: { shop: frShop, progress: frProgress },
};
/** The week-long streak achievement's title in `lang`. */
const streakWeekTitle = (lang: keyof typeof TEXTS) =>
  achievements.find((a) => a.key === 'streak_7')!.translations[lang].title;
const JADE = { light: '#1d6a50', dark: '#8edbbf' };
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [k, v]) => out.replaceAll(`{{${k}}}`, String(v)), text);

async function api<T>(page: Page, path: string, data?: unknown): Promise<T> {
  const res = data
    ? await page.request.post(url(path), { data, headers: { origin: baseUrl() } })
    : await page.request.get(url(path));
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as ApiData<T>).data;
}

const primaryColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());

describe.each(['es', 'en', 'fr'] as const)('shop journeys in %s', (lang) => {
  const { shop: s, progress: p } = TEXTS[lang];
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  test('a visitor sees every item with its price and preview, and is asked to sign in', async () => {
    const { page, close } = await openPage(browser, { locale: lang === 'es' ? 'es-ES' : 'en-GB' });
    await page.goto(url(`/shop?lang=${lang}`));
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: s.heading }).waitFor();
    const items = await api<ShopItemView[]>(page, `/api/v1/shop?lang=${lang}`);
    expect(items.filter((i) => i.kind === 'palette').length).toBeGreaterThanOrEqual(4);
    expect(items.filter((i) => i.kind === 'frame').length).toBeGreaterThanOrEqual(4);
    for (const item of items) await page.getByRole('heading', { level: 3, name: item.name }).waitFor();
    expect(await page.locator('[data-palette]').count()).toBe(4);
    expect(await page.locator('[data-frame] [data-avatar]').count()).toBe(4);
    await page.getByRole('main').getByRole('link', { name: s.visitor.signIn }).waitFor();
    expect(await page.getByRole('button', { name: s.buy }).count()).toBe(0);
    await expectAccessibleInBothThemes(page);
    await close();
  });

  test('buys and applies a palette, and a purchase beyond the balance is refused clearly', async () => {
    const { page, expectErrors, close } = await openPage(browser);
    await signUpInPage(page, `shop-${lang}`, lang);
    for (const ritual_id of [1, 2, 3, 4, 5]) await api(page, '/api/v1/me/completions', { ritual_id });
    const items = await api<ShopItemView[]>(page, `/api/v1/shop?lang=${lang}`);
    const jade = items.find((i) => i.key === 'palette_jade');
    const sun = items.find((i) => i.key === 'frame_sun');
    const before = await api<Wallet>(page, '/api/v1/me/wallet');
    expect(before.balance).toBeGreaterThanOrEqual(jade?.price ?? Infinity);
    const left = before.balance - (jade?.price ?? 0);
    expect(left).toBeLessThan(sun?.price ?? 0);

    await page.goto(url('/shop'));
    await page.getByTestId('wallet-balance').waitFor();
    await page.getByRole('button', { name: `${s.buy} ${jade?.name}` }).click();
    await page.getByText(fill(s.bought, { name: jade?.name ?? '' })).waitFor();
    await page.getByRole('button', { name: `${s.apply} ${jade?.name}` }).click();
    await page.getByText(fill(s.applied, { name: jade?.name ?? '' })).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset['palette']))
      .toBe('palette_jade');
    expect(await primaryColour(page)).toBe(JADE.light);
    await expectAccessibleInBothThemes(page);

    await page.getByRole('button', { name: `${s.buy} ${sun?.name}` }).click();
    const missing = (sun?.price ?? 0) - left;
    const refusal = missing === 1 ? s.errors.insufficientBalance_one : s.errors.insufficientBalance_other;
    await page.getByText(fill(refusal, { count: missing, name: sun?.name ?? '' })).waitFor();
    expect((await api<Wallet>(page, '/api/v1/me/wallet')).balance).toBe(left);

    // Applied on the server: another visit (another device) has the palette, in the dark theme too.
    await page.goto(url('/progress'));
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset['palette']))
      .toBe('palette_jade');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => primaryColour(page)).toBe(JADE.dark);
    // The refused purchase is the one failed request the browser reports.
    expectErrors(failedRequest(409, '/api/v1/me/purchases'));
    await close();
  });

  test('shows the day a streak freeze covered on the heat map, in the streak text and in the streak achievement', async () => {
    const { page, close } = await openPage(browser, { timezoneId: 'UTC' });
    const email = await signUpInPage(page, `freeze-${lang}`, lang);
    for (const ritual_id of [1, 2, 3, 4, 5]) await api(page, '/api/v1/me/completions', { ritual_id });
    await api(page, '/api/v1/me/purchases', {
      item: 'streak_freeze',
      idempotency_key: `e2e-freeze-${lang}-${Date.now()}`,
    });
    const today = (await api<UserProgress>(page, '/api/v1/me/progress')).today;
    // Two days kept three and two days ago, the freeze bought before them; yesterday was missed.
    const db = new Database(join(inject('dataDir'), 'ritualia.db'));
    const user = db.prepare('select id from users where email = ?').get(email) as { id: string };
    const insert = db.prepare(
      `insert into daily_commitments (id, user_id, commitment_date, daily_tip_id, committed_at, received_at, points_earned)
       values (?, ?, ?, (select min(id) from daily_tips), ?, ?, 10)`,
    );
    for (const offset of [-3, -2]) {
      const date = addDays(today, offset);
      insert.run(`${email}-${offset}`, user.id, date, `${date}T09:00:00.000Z`, `${date}T09:00:00.000Z`);
    }
    db.prepare('update purchases set local_date = ?, purchased_at = ? where user_id = ?').run(
      addDays(today, -4),
      `${addDays(today, -4)}T08:00:00.000Z`,
      user.id,
    );
    db.close();
    // Reading the progress settles the freezes: yesterday, missed, is covered; then today is kept.
    expect((await api<UserProgress>(page, '/api/v1/me/progress')).frozen_days).toEqual([addDays(today, -1)]);
    await api(page, '/api/v1/me/commitments', { date: today });

    await page.goto(url('/progress'));
    await page
      .getByTestId('streak-status')
      .getByText(fill(p.streak.consecutive, { count: 3 }))
      .waitFor();
    await page.getByTestId('streak-frozen').waitFor();
    const frozenCell = page.getByRole('gridcell', { name: new RegExp(p.heatMap.frozen) });
    expect(await frozenCell.count()).toBe(1);
    await page.getByText(p.heatMap.frozenLegend, { exact: true }).waitFor();
    // The streak achievement counts the same three days: the frozen day neither adds nor breaks.
    const streakWeek = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: streakWeekTitle(lang), exact: true }) });
    await streakWeek
      .getByText(fill(p.achievements.progress, { progress: 3, max: 7 }), { exact: true })
      .waitFor();
    await expectAccessibleInBothThemes(page);
    await close();
  });
});
