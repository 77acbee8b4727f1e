import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoonResponse } from '../../src/shared/api/moon.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

// Published instants (UTC) of full and new moons, from the U.S. Naval Observatory's "Phases of the
// Moon" tables (aa.usno.navy.mil/data/MoonPhases) for 2025 and 2026, given there to the minute.
const FULL_MOONS = ['2025-01-13T22:27Z', '2025-03-14T06:55Z', '2025-09-07T18:09Z', '2026-03-03T11:38Z'];
const NEW_MOONS = ['2025-01-29T12:36Z', '2025-08-23T06:06Z', '2026-02-17T12:01Z', '2026-04-17T11:52Z'];
const TOLERANCE_MS = 3 * 60_000;

interface ErrorBody {
  error: { code: string; message: string };
}

const closeTo = (actual: string, published: string) =>
  expect(Math.abs(Date.parse(actual) - Date.parse(published))).toBeLessThan(TOLERANCE_MS);

describe.each(testDatabases.slice(0, 1))('moon API', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { withContent: false });
  });
  afterAll(() => t.close());

  const moon = async (query: string) => {
    const res = await t.request(`/api/v1/moon?${query}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as MoonResponse).data;
  };

  it.each(FULL_MOONS)('names the night of the full moon of %s and finds its instant', async (instant) => {
    const date = instant.slice(0, 10);
    const night = await moon(`date=${date}&tz=UTC`);
    expect(night).toMatchObject({ phase: 'full', moment: 'fullMoon' });
    expect(night.illumination).toBeGreaterThan(0.97);
    closeTo(night.next_full_moon, instant);
  });

  it.each(NEW_MOONS)('names the night of the new moon of %s and finds its instant', async (instant) => {
    const night = await moon(`date=${instant.slice(0, 10)}&tz=UTC`);
    expect(night).toMatchObject({ phase: 'new', moment: 'newMoon' });
    expect(night.illumination).toBeLessThan(0.03);
    closeTo(night.next_new_moon, instant);
  });

  it('looks ahead to the next full and new moon from a day between them', async () => {
    // 2025-01-20: after the full moon of 13 January, before the new moon of 29 January.
    const night = await moon('date=2025-01-20&tz=Europe/Madrid');
    expect(night.phase).toBe('waningGibbous');
    expect(night.moment).toBe('waningMoon');
    closeTo(night.next_new_moon, '2025-01-29T12:36Z');
    closeTo(night.next_full_moon, '2025-02-12T13:53Z');
  });

  it('reads the day in the given time zone', async () => {
    // The full moon of 2025-01-13 22:27 UTC is already 14 January in Tokyo and still the 13th in
    // Los Angeles (14:27).
    expect((await moon('date=2025-01-13&tz=Asia/Tokyo')).phase).toBe('waxingGibbous');
    expect((await moon('date=2025-01-14&tz=Asia/Tokyo')).phase).toBe('full');
    expect((await moon('date=2025-01-13&tz=America/Los_Angeles')).phase).toBe('full');
    // The new moon of 2026-02-17 12:01 UTC: the 17th in São Paulo too, then a waxing crescent.
    expect((await moon('date=2026-02-17&tz=America/Sao_Paulo')).phase).toBe('new');
    const after = await moon('date=2026-02-19&tz=America/Sao_Paulo');
    expect(after).toMatchObject({
      phase: 'waxingCrescent',
      moment: 'waxingMoon',
      time_zone: 'America/Sao_Paulo',
    });
  });

  it('accepts a zone in any case and answers in its canonical spelling', async () => {
    expect((await moon('date=2025-03-14&tz=europe/paris')).time_zone).toBe('Europe/Paris');
  });

  it('names a quarter on the day it happens', async () => {
    // First quarter 2025-02-05 08:02 UTC; last quarter 2025-02-20 17:32 UTC (same source).
    expect((await moon('date=2025-02-05&tz=UTC')).phase).toBe('firstQuarter');
    expect((await moon('date=2025-02-20&tz=UTC')).phase).toBe('lastQuarter');
  });

  it.each([
    [
      'date=2025-02-30&tz=UTC',
      'en',
      'invalid_date',
      'The date must be a real calendar date written YYYY-MM-DD.',
    ],
    ['date=tomorrow', 'es', 'invalid_date', 'La fecha debe ser una fecha real con el formato AAAA-MM-DD.'],
    [
      'date=2025-03-14&tz=Mars/Olympus',
      'fr',
      'invalid_time_zone',
      'Le fuseau horaire doit être un nom valide, comme Europe/Paris.',
    ],
    [
      'date=2025-03-14&tz=%2B05:00',
      'en',
      'invalid_time_zone',
      'The time zone must be a valid name such as Europe/Madrid.',
    ],
  ])('refuses %s with a localized 400 (%s)', async (query, lang, code, text) => {
    const res = await t.request(`/api/v1/moon?${query}`, { headers: { 'accept-language': lang } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error).toEqual({ code, message: text });
  });
});
