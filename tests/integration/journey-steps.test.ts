import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnrolmentView, Journey } from '../../src/shared/api/journeys.ts';
import type { UserProgress } from '../../src/shared/api/progress.ts';
import { addDays } from '../../src/shared/local-date.ts';
import { localDateOf } from '../../src/shared/zoned-time.ts';
import { moonNight } from '../../src/shared/moon.ts';
import { signUpVerified, type TestAccount } from './support/accounts.ts';
import { storeEnrolment } from './support/journeys.ts';
import { userIdOf } from './support/reminders.ts';
import { data } from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import type { TestClient } from './support/test-client.ts';
import { testDatabases } from './support/test-db.ts';
import { zonesAcrossMidnight } from './support/time-zones.ts';

// A journey's ritual step is done by completing that ritual on the step's local day; a missed day
// pauses; finishing a journey awards its achievements exactly once (docs/product-rules.md).

const complete = (browser: TestClient, ritual_id: number) =>
  browser.post('/api/v1/me/completions', { ritual_id });
const mine = async (browser: TestClient) => data<EnrolmentView[]>(await browser.get('/api/v1/me/journeys'));
const DAY_MS = 86_400_000;

describe.each(testDatabases)('journey steps on $name', (kind) => {
  let t: TestApp;
  const ritualOf = async (slug: string, day: number) => {
    const journey = await data<Journey>(await t.client().get(`/api/v1/journeys/${slug}`));
    return journey.days.find((d) => d.day === day)!.ritual!.id;
  };
  /** A user following `slug` since `daysAgo` days, with `done` steps done on earlier days. */
  async function following(account: TestAccount, slug: string, daysAgo: number, done: readonly number[]) {
    const userId = await userIdOf(t, account.email);
    await storeEnrolment(t, userId, slug, new Date(Date.now() - daysAgo * DAY_MS), done);
    return userId;
  }
  const held = async (userId: string) =>
    (
      await t.db.kysely
        .selectFrom('user_achievements')
        .select('achievement_key')
        .where('user_id', '=', userId)
        .where('achievement_key', 'in', ['journey_first', 'journeys_3', 'lunar_cycle'])
        .execute()
    ).map((r) => r.achievement_key);

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('counts a ritual completed on the step’s local day, in the user’s time zone', async () => {
    const dayOne = await ritualOf('start-here', 1);
    const dayTwo = await ritualOf('start-here', 2);
    const dates: string[] = [];
    for (const [index, zone] of zonesAcrossMidnight().entries()) {
      const { browser } = await signUpVerified(t, `zone-${index}`);
      expect((await browser.patch('/api/v1/me', { timeZone: zone })).status).toBe(200);
      expect((await browser.request('/api/v1/me/journeys/start-here', { method: 'PUT' })).status).toBe(201);
      expect((await complete(browser, dayOne)).status).toBe(201);
      // One step a day: day 2's ritual done the same day waits for tomorrow's step.
      expect((await complete(browser, dayTwo)).status).toBe(201);
      const [enrolment] = await mine(browser);
      const today = localDateOf(new Date(), zone);
      expect(enrolment!.days_done).toEqual([{ day: 1, on: today }]);
      expect(enrolment!.today).toMatchObject({
        status: 'doneToday',
        day: 1,
        next: { day: 2, on: addDays(today, 1) },
      });
      dates.push(today);
    }
    // 23:00 in one zone is 01:00 of the next day in the other.
    expect(dates[1]).toBe(addDays(dates[0]!, 1));
  });

  it('counts a ritual completed again after joining, and pauses after a missed day', async () => {
    const account = await signUpVerified(t, 'again');
    const dayOne = await ritualOf('start-here', 1);
    expect((await complete(account.browser, dayOne)).status).toBe(201);
    await account.browser.request('/api/v1/me/journeys/start-here', { method: 'PUT' });
    expect((await mine(account.browser))[0]!.days_done).toEqual([]);
    expect((await complete(account.browser, dayOne)).status).toBe(200);
    expect((await mine(account.browser))[0]!.days_done.map((d) => d.day)).toEqual([1]);

    const late = await signUpVerified(t, 'late');
    await following(late, 'calm-nights', 3, [1]);
    const [paused] = await mine(late.browser);
    expect(paused!.today).toMatchObject({ status: 'due', day: 2, paused: true, next: null });
    const fresh = await signUpVerified(t, 'fresh');
    await following(fresh, 'calm-nights', 0, []);
    expect((await mine(fresh.browser))[0]!.today).toEqual({
      status: 'due',
      day: 1,
      paused: false,
      next: null,
      prompt: expect.any(String),
    });
  });

  it('finishes a journey and awards its achievement once under concurrent completions', async () => {
    const account = await signUpVerified(t, 'finisher');
    const userId = await following(account, 'blessing-a-new-home', 8, [1, 2, 3, 4, 5, 6]);
    const last = await ritualOf('blessing-a-new-home', 7);
    const answers = await Promise.all(Array.from({ length: 6 }, () => complete(account.browser, last)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await held(userId)).toEqual(['journey_first']);
    const finishes = await t.db.kysely
      .selectFrom('journey_finishes')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(finishes.map((f) => f.journey_slug)).toEqual(['blessing-a-new-home']);
    const [enrolment] = await mine(account.browser);
    expect(enrolment!.finished_at).not.toBeNull();
    expect(enrolment!.today.status).toBe('finished');
    // A finished journey no longer counts among the three followed at once.
    for (const slug of ['start-here', 'calm-nights', 'gratitude-week']) {
      expect((await account.browser.request(`/api/v1/me/journeys/${slug}`, { method: 'PUT' })).status).toBe(
        201,
      );
    }
  });

  it('shows the journeys finished on the progress page, a finish written elsewhere included', async () => {
    const account = await signUpVerified(t, 'progress-journeys');
    /** The journey achievements as the progress page shows them: progress, maximum, unlocked. */
    const journeyAchievements = async () => {
      const progress = await data<UserProgress>(await account.browser.get('/api/v1/me/progress?lang=en'));
      return Object.fromEntries(
        progress.achievements
          .filter((a) => ['journey_first', 'journeys_3', 'lunar_cycle'].includes(a.key))
          .map((a) => [a.key, [a.progress, a.maxProgress, a.unlocked]]),
      );
    };
    const userId = await following(account, 'blessing-a-new-home', 8, [1, 2, 3, 4, 5, 6]);
    expect(await journeyAchievements()).toEqual({
      journey_first: [0, 1, false],
      journeys_3: [0, 3, false],
      lunar_cycle: [0, 1, false],
    });
    expect((await complete(account.browser, await ritualOf('blessing-a-new-home', 7))).status).toBe(201);
    expect(await journeyAchievements()).toEqual({
      journey_first: [1, 1, true],
      journeys_3: [1, 3, false],
      lunar_cycle: [0, 1, false],
    });
    // A finish that unlocks nothing, written straight into the table as another process would:
    // the answer kept from the last read is not given back.
    for (const [slug, journeyKind] of [
      ['calm-nights', 'days'],
      ['a-lunar-cycle', 'lunar'],
    ] as const)
      await t.db.kysely
        .insertInto('journey_finishes')
        .values({
          user_id: userId,
          journey_slug: slug,
          kind: journeyKind,
          finished_at: new Date().toISOString(),
        })
        .execute();
    expect(await journeyAchievements()).toEqual({
      journey_first: [1, 1, true],
      journeys_3: [3, 3, false],
      lunar_cycle: [1, 1, false],
    });
  });

  it('finishes the lunar cycle on tonight’s phase and awards it once', async () => {
    const account = await signUpVerified(t, 'lunar');
    const lunar = await data<Journey>(await t.client().get('/api/v1/journeys/a-lunar-cycle'));
    const tonight = lunar.days.find(
      (d) => d.phase === moonNight(localDateOf(new Date(), 'UTC'), 'UTC').phase,
    )!;
    const others = lunar.days.filter((d) => d.day !== tonight.day).map((d) => d.day);
    const userId = await following(account, 'a-lunar-cycle', 30, others);
    const attempts = Array.from({ length: 4 }, () =>
      tonight.ritual
        ? complete(account.browser, tonight.ritual.id)
        : account.browser.request(`/api/v1/me/journeys/a-lunar-cycle/days/${tonight.day}`, {
            method: 'POST',
          }),
    );
    for (const res of await Promise.all(attempts)) expect(res.status).toBeLessThan(300);
    expect((await held(userId)).sort()).toEqual(['journey_first', 'lunar_cycle']);
    expect((await mine(account.browser))[0]!.today.status).toBe('finished');
  });
});
