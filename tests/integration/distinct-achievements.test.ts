import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  awardAchievements,
  type AwardChange,
} from '../../src/server/modules/achievements/achievements.service.ts';
import { authInstant } from '../../src/server/platform/db/instants.ts';
import { addDays } from '../../src/shared/local-date.ts';
import { localDateOf } from '../../src/shared/zoned-time.ts';
import { signUpVerified } from './support/accounts.ts';
import { expectTotalsKept } from './support/award-totals.ts';
import { data } from './support/shop-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';
import { insertCommitment, insertCompletion, insertUser } from './support/users.ts';

// first_week is an action on each of the first seven local days from sign-up, no longer a second
// 7-day streak; consistency_king a longest streak of 60, no longer the day streak_30 unlocks
// (docs/product-rules.md, Achievements). Each action is stored and awarded as the services do:
// the row, then the award of what that change can unlock, in one transaction.

const DAY_MS = 86_400_000;
const instant = (from: string, days: number, hours = 0) =>
  new Date(Date.parse(from) + days * DAY_MS + hours * 3_600_000).toISOString();

describe.each(testDatabases)('distinct achievements on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  let ritualsDone = 0;
  /** Stores a completion (of a ritual not done yet) or a commitment at `at`, and awards. */
  async function act(userId: string, kindOf: 'completion' | 'commitment', at: string, timeZone: string) {
    return t.db.kysely.transaction().execute(async (trx) => {
      if (kindOf === 'completion')
        await insertCompletion(
          { ...t.db, kysely: trx },
          { userId, ritualId: (ritualsDone++ % 100) + 1, at, points: 20 },
        );
      else
        await insertCommitment(
          { ...t.db, kysely: trx },
          { userId, date: localDateOf(at, timeZone), at, points: 10 },
        );
      const change: AwardChange = { kind: kindOf, at };
      return (await awardAchievements(trx, userId, new Date(at), change)).unlocked.map((u) => u.key);
    });
  }

  const held = async (userId: string) =>
    (
      await t.db.kysely
        .selectFrom('user_achievements')
        .select(['achievement_key', 'points_earned'])
        .where('user_id', '=', userId)
        .execute()
    ).map((row) => [row.achievement_key, Number(row.points_earned)] as const);

  it('unlocks first_week with an action on each of the first seven local days, rituals or tips', async () => {
    // Signed up at 23:30 on Monday 2 March in Madrid (22:30 UTC): that evening is day 0.
    const signedUpAt = '2026-03-02T22:30:00.000Z';
    const user = await insertUser(t.db, { timeZone: 'Europe/Madrid', signedUpAt });
    const unlocked: string[][] = [];
    for (let day = 0; day < 7; day++)
      // 23:40 each day in Madrid, ten minutes after the time of sign-up.
      unlocked.push(
        await act(
          user,
          day % 2 === 0 ? 'completion' : 'commitment',
          instant(signedUpAt, day, 0.17),
          'Europe/Madrid',
        ),
      );
    expect(unlocked.slice(0, 6).flat()).not.toContain('first_week');
    expect(unlocked[6]).toContain('first_week');
    // No current streak of seven: the commitments were every other day.
    expect(unlocked.flat()).not.toContain('streak_7');
    expect(new Map(await held(user)).get('first_week')).toBe(35);
    await expectTotalsKept(t.db, user);
  });

  it('does not unlock first_week for a 7-day streak that starts after the day of sign-up', async () => {
    const signedUpAt = '2026-03-02T10:00:00.000Z';
    const user = await insertUser(t.db, { timeZone: 'UTC', signedUpAt });
    const unlocked: string[] = [];
    for (let day = 1; day <= 7; day++)
      unlocked.push(...(await act(user, 'commitment', instant(signedUpAt, day), 'UTC')));
    expect(unlocked).toContain('streak_7');
    expect(unlocked).not.toContain('first_week');
    // A day late is too late for good: another week of practice does not bring it either.
    for (let day = 8; day <= 14; day++)
      unlocked.push(...(await act(user, 'completion', instant(signedUpAt, day), 'UTC')));
    expect(unlocked).not.toContain('first_week');
  });

  it('unlocks consistency_king at a 60-day streak, not with streak_30', async () => {
    const start = '2026-01-01T12:00:00.000Z';
    const user = await insertUser(t.db, { timeZone: 'UTC', signedUpAt: '2025-12-01T12:00:00.000Z' });
    const byDay: string[][] = [];
    for (let day = 0; day < 60; day++) byDay.push(await act(user, 'commitment', instant(start, day), 'UTC'));
    expect(byDay[29]).toContain('streak_30');
    expect(byDay.slice(0, 59).flat()).not.toContain('consistency_king');
    expect(byDay[59]).toContain('consistency_king');
  });

  it('awards first_week once to concurrent completions of the seventh day through the API', async () => {
    const account = await signUpVerified(t, `first-week-${kind.name}`);
    const user = await t.db.kysely
      .selectFrom('users')
      .select(['id', 'created_at'])
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    // Signed up six days ago (no zone sent: the user's day is UTC's) with an action on each day
    // since, today excepted.
    const now = Date.now();
    const signedUpAt = new Date(now - 6 * DAY_MS);
    await t.db.kysely
      .updateTable('users')
      .set({ created_at: authInstant(t.db.kysely, signedUpAt) })
      .where('id', '=', user.id)
      .execute();
    for (let day = 0; day < 6; day++)
      await insertCommitment(t.db, {
        userId: user.id,
        date: addDays(localDateOf(signedUpAt, 'UTC'), day),
        at: instant(signedUpAt.toISOString(), day),
        points: 10,
      });
    const before = await data<{ achievements: { key: string; progress: number }[] }>(
      await account.browser.get('/api/v1/me/progress'),
    );
    expect(before.achievements.find((a) => a.key === 'first_week')?.progress).toBe(6);

    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 1, 2, 3].map((ritualId) =>
        account.browser.post('/api/v1/me/completions', { ritual_id: ritualId }),
      ),
    );
    expect(answers.every((res) => res.status === 201 || res.status === 200)).toBe(true);
    const reported = (
      await Promise.all(
        answers
          .filter((res) => res.status === 201)
          .map((res) => data<{ unlocked_achievements: { key: string }[] }>(res)),
      )
    ).flatMap((result) => result.unlocked_achievements.map((a) => a.key));
    expect(reported.filter((key) => key === 'first_week')).toHaveLength(1);
    expect((await held(user.id)).filter(([key]) => key === 'first_week')).toEqual([['first_week', 35]]);
    await expectTotalsKept(t.db, user.id);
  });
});
