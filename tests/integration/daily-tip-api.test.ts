import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/shared/api/envelope.ts';
import { dailyTipResponseSchema } from '../../src/shared/api/daily-tip.ts';
import { addDays, dayOfYear } from '../../src/shared/local-date.ts';
import { localDateOf } from '../../src/shared/zoned-time.ts';
import { createTestApp, realContent, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

const todayUtc = () => localDateOf(Date.now(), 'UTC');

describe.each(testDatabases)('daily tip API on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('serves the tip of the date’s day of year in the language, as the app’s tip shape', async () => {
    const content = await realContent();
    for (const [date, lang] of [
      ['2024-02-29', 'es'],
      ['2025-03-01', 'en'],
      ['2024-12-31', 'fr'],
      ['2025-01-01', 'pt'],
    ] as const) {
      const res = await t.request(`/api/v1/daily-tip?lang=${lang}&date=${date}`);
      expect(res.status).toBe(200);
      const tip = dailyTipResponseSchema.parse(await res.json()).data;
      const source = content.tips.find((entry) => entry.day_of_year === dayOfYear(date));
      expect(tip).toEqual({
        id: dayOfYear(date),
        title: source?.translations[lang].title,
        content: source?.translations[lang].text,
        category: source?.type,
        intention: source?.intention,
        dayOfYear: dayOfYear(date),
        date,
      });
    }
  });

  it('defaults to Spanish and to today in UTC, is public and cacheable', async () => {
    const res = await t.request('/api/v1/daily-tip');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const tip = dailyTipResponseSchema.parse(await res.json()).data;
    expect(tip.date).toBe(todayUtc());
    expect(tip.dayOfYear).toBe(dayOfYear(todayUtc()));
    const content = await realContent();
    expect(tip.content).toBe(content.tips.find((e) => e.day_of_year === tip.dayOfYear)?.translations.es.text);
  });

  it.each(['2025-02-29', '2025-13-01', '25-01-01', 'tomorrow', '2025-1-1', ''])(
    'refuses date=%s with a clear 400',
    async (date) => {
      const res = await t.request(`/api/v1/daily-tip?date=${encodeURIComponent(date)}`, {
        headers: { 'accept-language': 'en' },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error).toEqual({
        code: 'invalid_date',
        message: 'The date must be a real calendar date written YYYY-MM-DD.',
      });
    },
  );

  it('refuses an unknown language', async () => {
    const res = await t.request('/api/v1/daily-tip?lang=de');
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.code).toBe('invalid_language');
  });

  it('answers for any date, tomorrow included (the preview)', async () => {
    const tomorrow = addDays(todayUtc(), 1);
    const tip = dailyTipResponseSchema.parse(
      await (await t.request(`/api/v1/daily-tip?lang=en&date=${tomorrow}`)).json(),
    ).data;
    expect(tip.date).toBe(tomorrow);
  });
});

describe.each(testDatabases)('daily tip fallbacks on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const tipOf = async (date: string, lang = 'es') =>
    dailyTipResponseSchema.parse(
      await (await t.request(`/api/v1/daily-tip?lang=${lang}&date=${date}`)).json(),
    ).data;

  it('falls back to another active tip when the day’s tip is inactive, the same for everyone', async () => {
    // 10 March 2025 is day 69; without it, the fallback is the (69 − 1) mod 365-th active tip.
    await t.db.kysely.updateTable('daily_tips').set({ is_active: 0 }).where('day_of_year', '=', 69).execute();
    const tip = await tipOf('2025-03-10');
    expect(tip.dayOfYear).not.toBe(69);
    expect(tip.id).toBe(70); // active tips ordered by day: 1…68, 70…366; index 68 is day 70
    expect(tip.date).toBe('2025-03-10');
    expect(await tipOf('2025-03-10')).toEqual(tip);
  });

  it('falls back when the day’s tip has no text in the language', async () => {
    await t.db.kysely
      .deleteFrom('daily_tip_translations')
      .where('tip_id', '=', 100)
      .where('language', '=', 'pt')
      .execute();
    const date = addDays('2025-01-01', 99); // day 100
    expect((await tipOf(date, 'pt')).id).not.toBe(100);
    expect((await tipOf(date, 'es')).id).toBe(100);
  });

  it('answers 404 "No tips found" (localized) when no tip is active', async () => {
    await t.db.kysely.updateTable('daily_tips').set({ is_active: 0 }).execute();
    const en = await t.request('/api/v1/daily-tip?lang=en&date=2025-03-10');
    expect(en.status).toBe(404);
    expect(((await en.json()) as ErrorBody).error).toEqual({
      code: 'no_tips_found',
      message: 'No tips found',
    });
    const es = await t.request('/api/v1/daily-tip?date=2025-03-10');
    expect(((await es.json()) as ErrorBody).error.message).toBe('No se encontraron consejos');
  });
});
