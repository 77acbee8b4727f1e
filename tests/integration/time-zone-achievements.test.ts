import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_ZONE_HEADER } from '../../src/shared/api/account.ts';
import type { CompletionResult, UserProgress } from '../../src/shared/api/progress.ts';
import { localDateOf, zonedDateTime } from '../../src/shared/zoned-time.ts';
import { signUpVerified } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import type { TestClient } from './support/test-client.ts';
import { testDatabases } from './support/test-db.ts';
import { zoneWhereHourIs } from './support/time-zones.ts';

// Hour and weekday achievements judge each action in the zone it was made in, once
// (docs/product-rules.md, Achievements): a later change of the profile's zone awards nothing.

const MINUTE_MS = 60_000;
const TIME_KEYS = ['early_bird', 'night_owl', 'weekend_warrior', 'monday_motivation'];

/** The latest instant, at most a day ago, that read 23:30 on the clocks of `zone`. */
function lastHalfPastEleven(zone: string, now = Date.now()): string {
  let at = Math.floor(now / (30 * MINUTE_MS)) * 30 * MINUTE_MS;
  // Madrid is a whole number of hours from UTC, so its half past is UTC's.
  while (zonedDateTime(at, zone).hour !== 23 || new Date(at).getUTCMinutes() !== 30) at -= 30 * MINUTE_MS;
  return new Date(at).toISOString();
}

const progressOf = async (browser: TestClient) => {
  const res = await browser.get('/api/v1/me/progress?lang=en');
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: UserProgress }).data;
};
/** What a zone change could move: the points and the time achievements held. */
const standing = async (browser: TestClient) => {
  const progress = await progressOf(browser);
  const held = progress.achievements.filter((a) => a.unlocked && TIME_KEYS.includes(a.key));
  return { points: progress.total_points, held: held.map((a) => a.key).sort() };
};
const setZone = async (browser: TestClient, timeZone: string) =>
  expect((await browser.patch('/api/v1/me', { timeZone })).status).toBe(200);
const complete = async (browser: TestClient, ritualId: number, madeAt?: string) => {
  const res = await browser.post('/api/v1/me/completions', {
    ritual_id: ritualId,
    ...(madeAt ? { made_at: madeAt } : {}),
  });
  expect(res.status).toBe(201);
  const result = ((await res.json()) as { data: CompletionResult }).data;
  return result.unlocked_achievements.map((a) => a.key);
};

describe.each(testDatabases)('time achievements and time-zone changes on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const storedZones = async (email: string) =>
    (
      await t.db.kysely
        .selectFrom('completed_rituals as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select('c.time_zone')
        .where('u.email', '=', email)
        .orderBy('c.completed_at')
        .execute()
    ).map((row) => row.time_zone);

  it('unlocks night_owl for a completion made at 23:30 in Madrid, and a move to Tokyo adds nothing', async () => {
    const { email, browser } = await signUpVerified(t, 'zone-madrid');
    await setZone(browser, 'Europe/Madrid');
    expect(await complete(browser, 1, lastHalfPastEleven('Europe/Madrid'))).toContain('night_owl');
    expect(await storedZones(email)).toEqual(['Europe/Madrid']);
    const before = await standing(browser);
    expect(before.held).toContain('night_owl');

    await setZone(browser, 'Asia/Tokyo');
    expect(await standing(browser)).toEqual(before);
    // The completion keeps the zone it was made in.
    expect(await storedZones(email)).toEqual(['Europe/Madrid']);
  });

  it('gives no points for changing zones, however often', async () => {
    const { browser } = await signUpVerified(t, 'zone-twice');
    // Every zone from one instant taken before the completion: should the hour turn meanwhile,
    // the completion lands at 13:xx, 23:xx and 06:xx local, which changes no outcome.
    const now = new Date();
    await setZone(browser, zoneWhereHourIs(12, now));
    const unlocked = await complete(browser, 1);
    expect(unlocked).not.toContain('night_owl');
    expect(unlocked).not.toContain('early_bird');
    const before = await standing(browser);

    // Read in these zones the completion would be at night, then at dawn.
    await setZone(browser, zoneWhereHourIs(22, now));
    expect(await standing(browser)).toEqual(before);
    await setZone(browser, zoneWhereHourIs(5, now));
    expect(await standing(browser)).toEqual(before);
  });

  it('judges an action made after the change in the new zone', async () => {
    const { email, browser } = await signUpVerified(t, 'zone-after');
    const now = new Date();
    await setZone(browser, zoneWhereHourIs(12, now));
    expect(await complete(browser, 1)).not.toContain('night_owl');
    const zone = zoneWhereHourIs(22, now);
    await setZone(browser, zone);
    expect(await complete(browser, 2)).toContain('night_owl');
    expect(await storedZones(email)).toEqual([zoneWhereHourIs(12, now), zone]);
    // A commitment records the zone it was made in too.
    const date = localDateOf(new Date(), zone);
    expect((await browser.post('/api/v1/me/commitments', { date })).status).toBe(201);
    const commitment = await t.db.kysely
      .selectFrom('daily_commitments as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .select('d.time_zone')
      .where('u.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(commitment.time_zone).toBe(zone);
  });

  it('reads actions made without a zone in the first zone recorded, once', async () => {
    // Signed up without a zone: the completion is judged in UTC meanwhile.
    const { email, browser } = await signUpVerified(t, 'zone-first');
    const now = new Date();
    expect(await complete(browser, 1)).toBeDefined();
    expect(await storedZones(email)).toEqual([null]);

    // The first zone is where the completion is taken to have been made: 22:xx there.
    await setZone(browser, zoneWhereHourIs(22, now));
    const first = await standing(browser);
    expect(first.held).toContain('night_owl');
    expect(await storedZones(email)).toEqual([zoneWhereHourIs(22, now)]);

    // Any later change moves it no more.
    await setZone(browser, zoneWhereHourIs(5, now));
    expect(await standing(browser)).toEqual(first);
  });

  it('reads them in the zone a first sign-in records as well', async () => {
    const { email, password, browser } = await signUpVerified(t, 'zone-sign-in');
    const now = new Date();
    expect(await complete(browser, 1)).toBeDefined();
    const zone = zoneWhereHourIs(22, now);
    const again = t.client();
    const res = await again.post(
      '/api/auth/sign-in/email',
      { email, password },
      { headers: { [TIME_ZONE_HEADER]: zone } },
    );
    expect(res.status).toBe(200);
    expect(await storedZones(email)).toEqual([zone]);
    expect((await standing(again)).held).toContain('night_owl');
  });
});
