import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnrolmentView } from '../../src/shared/api/journeys.ts';
import type { DataExport } from '../../src/shared/api/data-export.ts';
import { localDateOf } from '../../src/shared/zoned-time.ts';
import { signUpVerified } from './support/accounts.ts';
import { storeEnrolment } from './support/journeys.ts';
import { userIdOf } from './support/reminders.ts';
import { data, errorOf } from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import type { TestClient } from './support/test-client.ts';
import { testDatabases } from './support/test-db.ts';
import { zoneWhereHourIs } from './support/time-zones.ts';

// A journey's written practice marked done on the device while offline names when it was made
// (made_at) and counts then, in the user's time zone, within the window queued commitments have
// (ADR 0005); a resend stores and awards nothing more.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SLUG = 'gratitude-week';

const mark = (browser: TestClient, day: number, body?: unknown, lang = 'en') =>
  browser.request(`/api/v1/me/journeys/${SLUG}/days/${day}?lang=${lang}`, {
    method: 'POST',
    ...(body === undefined ? {} : { json: body }),
  });
const exported = async (browser: TestClient) =>
  ((await (await browser.get('/api/v1/me/export')).json()) as DataExport).journeys;

describe.each(testDatabases)('journey practice marked earlier on $name', (kind) => {
  let t: TestApp;
  let now: Date;
  let zone: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Noon for the user now: 14 hours ago was 22:00 the evening before.
    now = new Date();
    zone = zoneWhereHourIs(12, now);
  });
  afterAll(() => t.close());

  /** A user in `zone` following the journey since `daysAgo` days, days `done` on the days after. */
  async function follower(tag: string, daysAgo: number, done: readonly number[]) {
    const account = await signUpVerified(t, tag);
    expect((await account.browser.patch('/api/v1/me', { timeZone: zone })).status).toBe(200);
    const userId = await userIdOf(t, account.email);
    await storeEnrolment(t, userId, SLUG, new Date(now.getTime() - daysAgo * DAY), done, zone);
    return { ...account, userId };
  }

  it('counts a mark made yesterday evening for yesterday’s step, though it arrives today', async () => {
    const { browser } = await follower('evening', 2, []);
    const yesterdayEvening = new Date(now.getTime() - 14 * HOUR).toISOString();
    const res = await mark(browser, 1, { made_at: yesterdayEvening });
    expect(res.status).toBe(200);
    const enrolment = await data<EnrolmentView>(res);
    const yesterday = localDateOf(new Date(now.getTime() - DAY), zone);
    expect(enrolment.days_done).toEqual([{ day: 1, on: yesterday }]);
    // Done yesterday, so today's step is the next one, not "done today".
    expect(enrolment.today).toMatchObject({ status: 'due', day: 2, paused: false });
    const stored = (await exported(browser)).enrolments[0]!.days_done;
    expect(stored).toEqual([{ day: 1, on: yesterday, at: yesterdayEvening }]);
  });

  it('answers a resent mark with the same enrolment and awards the finish exactly once', async () => {
    const { browser, userId } = await follower('resend', 8, [1, 2, 3, 4, 5, 6]);
    const body = { made_at: new Date(now.getTime() - 14 * HOUR).toISOString() };
    const answers = await Promise.all([mark(browser, 7, body), mark(browser, 7, body)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const [first, second] = await Promise.all(answers.map((r) => data<EnrolmentView>(r)));
    expect(second).toEqual(first);
    expect(first!.today.status).toBe('finished');
    const again = await data<EnrolmentView>(await mark(browser, 7, body));
    expect(again).toEqual(first);

    const awards = await t.db.kysely
      .selectFrom('user_achievements')
      .select('achievement_key')
      .where('user_id', '=', userId)
      .where('achievement_key', '=', 'journey_first')
      .execute();
    expect(awards).toHaveLength(1);
    const journeys = await exported(browser);
    expect(journeys.finished).toHaveLength(1);
    expect(journeys.enrolments[0]!.days_done.filter((d) => d.day === 7)).toHaveLength(1);
  });

  const refusals: [name: string, body: unknown, code: string, language: string, message: RegExp][] = [
    [
      'in the future',
      { made_at: new Date(Date.now() + HOUR).toISOString() },
      'journey_made_at_in_future',
      'es',
      /futuro/,
    ],
    [
      'in the future',
      { made_at: new Date(Date.now() + HOUR).toISOString() },
      'journey_made_at_in_future',
      'pt',
      /futuro/,
    ],
    ['not a time', { made_at: 'yesterday' }, 'journey_invalid_made_at', 'fr', /ISO 8601/],
    [
      'over 7 days old',
      { made_at: new Date(Date.now() - 9 * DAY).toISOString() },
      'journey_step_too_old',
      'en',
      /7 days/,
    ],
    ['with an unknown field', { day: 1 }, 'invalid_journey_mark', 'en', /made_at/],
  ];
  it.each(refusals)(
    'refuses a mark %s with a localized 400 and stores nothing',
    async (_name, body, code, language, message) => {
      const { browser } = await follower(`refused-${language}`, 2, []);
      const res = await mark(browser, 1, body, language);
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
      expect((await exported(browser)).enrolments[0]!.days_done).toEqual([]);
    },
  );

  it('takes a mark without a body, or with made_at null, as made now', async () => {
    const today = localDateOf(new Date(), zone);
    for (const [i, body] of [undefined, { made_at: null }].entries()) {
      const { browser } = await follower(`now-${i}`, 0, []);
      const enrolment = await data<EnrolmentView>(await mark(browser, 1, body));
      expect(enrolment.days_done).toEqual([{ day: 1, on: today }]);
      expect(enrolment.today).toMatchObject({ status: 'doneToday', day: 1 });
    }
  });
});
