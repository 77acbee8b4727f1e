import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insights } from '../../src/shared/api/insights.ts';
import type { ErrorBody } from '../../src/shared/api/envelope.ts';
import { addDays, startOfIsoWeek } from '../../src/shared/local-date.ts';
import { localDateOf } from '../../src/shared/zoned-time.ts';
import { zonedInstant } from '../../src/shared/moon.ts';
import { signUpVerified } from './support/accounts.ts';
import { data } from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import type { TestClient } from './support/test-client.ts';
import { testDatabases } from './support/test-db.ts';
import { insertCommitment, insertCompletion } from './support/users.ts';

// GET /api/v1/me/insights: a user's weeks of practice, moods and moons, in their time zone, read
// from their own rows only. Past days are written straight into the tables (the API takes only
// today's commitment); moods go through the journal API.

const ZONE = 'Pacific/Auckland';

const insights = async (browser: TestClient) => data<Insights>(await browser.get('/api/v1/me/insights'));

describe.each(testDatabases)('insights on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function account(tag: string) {
    const { browser, email } = await signUpVerified(t, tag);
    const res = await browser.request('/api/v1/me', { method: 'PATCH', json: { timeZone: ZONE } });
    expect(res.status).toBe(200);
    const { id } = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { browser, id };
  }

  /** Commits on each day (written straight in) and notes a mood on it through the journal API. */
  async function practise(browser: TestClient, userId: string, days: string[], mood: number) {
    for (const date of days) {
      await insertCommitment(t.db, {
        userId,
        date,
        at: zonedInstant(date, 9, ZONE).toISOString(),
        points: 10,
      });
      const res = await browser.request(`/api/v1/me/journal/days/${date}`, {
        method: 'PUT',
        json: { text: 'A note', mood },
      });
      expect(res.status).toBe(200);
    }
  }

  it('needs a session', async () => {
    const res = await t.client().get('/api/v1/me/insights');
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).error.code).toBe('not_authenticated');
  });

  it('gives twelve weeks in the user’s zone, names a clear mood difference, and shows no other user’s rows', async () => {
    const a = await account('insight-a');
    const b = await account('insight-b');
    const today = localDateOf(new Date(), ZONE);
    const monday = (weeksAgo: number) => addDays(startOfIsoWeek(today), -7 * weeksAgo);

    // Four weeks with Thursday to Sunday practised and a good mood; four with one Wednesday and a low one.
    for (const ago of [2, 4, 6, 8]) {
      await practise(
        a.browser,
        a.id,
        [3, 4, 5, 6].map((d) => addDays(monday(ago), d)),
        5,
      );
    }
    for (const ago of [3, 5, 7, 9]) await practise(a.browser, a.id, [addDays(monday(ago), 2)], 2);
    // A completion at 08:00 on a Monday in Auckland: still Sunday, a week earlier, in UTC.
    const completedAt = zonedInstant(monday(10), 8, ZONE).toISOString();
    await insertCompletion(t.db, { userId: a.id, ritualId: 1, at: completedAt, points: 10 });
    expect(completedAt.slice(0, 10)).toBe(addDays(monday(10), -1));

    // The other user practises in A's weeks with the lowest mood.
    await practise(b.browser, b.id, [addDays(monday(2), 0), addDays(monday(10), 1)], 1);

    const mine = await insights(a.browser);
    expect(mine).toMatchObject({ time_zone: ZONE, today });
    expect(mine.weeks).toHaveLength(12);
    expect(mine.weeks.at(-1)).toMatchObject({
      start: monday(0),
      end: addDays(monday(0), 6),
      complete: false,
    });
    const week = (ago: number) => mine.weeks[11 - ago]!;
    expect(week(2)).toMatchObject({ practice_days: 4, mood_average: 5, mood_notes: 4, streak: 4 });
    expect(week(3)).toMatchObject({ practice_days: 1, mood_average: 2, mood_notes: 1, streak: 0 });
    expect(week(10)).toMatchObject({ practice_days: 1, mood_average: null, mood_notes: 0 });
    expect(week(11)).toMatchObject({ practice_days: 0, mood_average: null });
    expect(mine.finding).toEqual({ kind: 'higher', difference: 3, practice_weeks: 4, other_weeks: 4 });

    // Two or three new and full moons a month, each in its week.
    const moons = mine.weeks.flatMap((w) => w.moons.map((m) => ({ ...m, week: w })));
    expect(moons.length).toBeGreaterThanOrEqual(5);
    expect(moons.every((m) => m.date >= m.week.start && m.date <= m.week.end)).toBe(true);

    const theirs = await insights(b.browser);
    expect(theirs.weeks[9]).toMatchObject({ practice_days: 1, mood_average: 1, streak: 0 });
    expect(theirs.weeks[1]).toMatchObject({ practice_days: 1, mood_average: 1 });
    expect(theirs.weeks.reduce((sum, w) => sum + w.practice_days, 0)).toBe(2);
    expect(theirs.finding).toEqual({ kind: 'notEnough', practice_weeks: 0, other_weeks: 2 });
  });
});
