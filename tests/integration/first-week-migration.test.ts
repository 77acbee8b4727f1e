import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { awardAchievements } from '../../src/server/modules/achievements/achievements.service.ts';
import { importContent } from '../../src/server/modules/content/content-import.ts';
import { migrateToLatest, migrator } from '../../src/server/platform/db/migrate.ts';
import { up as grantFirstWeeks } from '../../src/server/platform/db/migrations/0018-first-week-from-sign-up.ts';
import { localDateOf } from '../../src/shared/zoned-time.ts';
import { expectTotalsKept } from './support/award-totals.ts';
import { realContent } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';
import { insertCommitment, insertCompletion, insertUser } from './support/users.ts';

// Migration 0018: first_week and consistency_king changed rules (docs/product-rules.md,
// Achievements). Whoever held them keeps them and their points; whoever meets the new first_week
// once their first week is over gets it, since no new action can award it any more.

const DAY_MS = 86_400_000;
const instant = (from: string, days: number) => new Date(Date.parse(from) + days * DAY_MS).toISOString();

describe.each(testDatabases)('migration 0018 on $name', (kind) => {
  it('migrates keeping every award and its points, and grants first_week to whoever meets the new rule', async () => {
    const { db, drop } = await kind.create();
    try {
      await migrateToLatest(db);
      await importContent(db.kysely, await realContent());
      expect((await migrator(db).migrateTo('0017-ritual-completion-points')).error).toBeUndefined();
      const grant = (userId: string, key: string, points: number) =>
        db.kysely
          .insertInto('user_achievements')
          .values({
            user_id: userId,
            achievement_key: key,
            unlocked_at: '2026-02-10T10:00:00.000Z',
            points_earned: points,
          })
          .execute();
      const commitDays = async (userId: string, from: string, days: number) => {
        for (let day = 0; day < days; day++) {
          const at = instant(from, day);
          await insertCommitment(db, { userId, date: localDateOf(at, 'UTC'), at, points: 10 });
        }
      };
      const completeDays = async (userId: string, from: string, days: readonly number[]) => {
        for (const [i, day] of days.entries())
          await insertCompletion(db, { userId, ritualId: i + 1, at: instant(from, day), points: 20 });
      };

      // Held first_week under the old rule: a 7-day streak a month after signing up.
      const streaker = await insertUser(db, { timeZone: 'UTC', signedUpAt: '2026-01-01T10:00:00.000Z' });
      await commitDays(streaker, '2026-02-01T10:00:00.000Z', 7);
      for (const [key, points] of [
        ['first_daily', 5],
        ['streak_3', 15],
        ['streak_7', 35],
        ['first_week', 35],
      ] as const)
        await grant(streaker, key, points);
      // Held consistency_king under the old rule: a longest streak of 30.
      const monthly = await insertUser(db, { timeZone: 'UTC', signedUpAt: '2026-01-01T10:00:00.000Z' });
      await commitDays(monthly, '2026-01-05T10:00:00.000Z', 30);
      for (const [key, points] of [
        ['streak_30', 150],
        ['consistency_king', 150],
      ] as const)
        await grant(monthly, key, points);
      // Practised each of the first seven days (rituals only): meets the new first_week.
      const firstWeek = await insertUser(db, { timeZone: 'UTC', signedUpAt: '2026-03-02T10:00:00.000Z' });
      await completeDays(firstWeek, '2026-03-02T12:00:00.000Z', [0, 1, 2, 3, 4, 5, 6]);
      // Missed the fifth day: does not.
      const missed = await insertUser(db, { timeZone: 'UTC', signedUpAt: '2026-03-02T10:00:00.000Z' });
      await completeDays(missed, '2026-03-02T12:00:00.000Z', [0, 1, 2, 3, 5, 6, 7]);

      const before = new Map<string, number>();
      for (const user of [streaker, monthly, firstWeek, missed])
        before.set(user, (await expectTotalsKept(db, user)).earned_points);

      // This migration runs next (later ones may follow it).
      expect((await migrateToLatest(db))[0]).toBe('0018-first-week-from-sign-up');
      // Running it again grants nothing twice.
      await grantFirstWeeks(db.kysely as unknown as Kysely<unknown>);

      const heldIn = async (userId: string) =>
        new Map(
          (
            await db.kysely
              .selectFrom('user_achievements')
              .select(['achievement_key', 'points_earned'])
              .where('user_id', '=', userId)
              .execute()
          ).map((row) => [row.achievement_key, Number(row.points_earned)]),
        );
      expect((await heldIn(streaker)).get('first_week')).toBe(35);
      expect((await heldIn(monthly)).get('consistency_king')).toBe(150);
      expect((await heldIn(firstWeek)).get('first_week')).toBe(35);
      expect((await heldIn(missed)).has('first_week')).toBe(false);
      // The counters on the user's row follow the award rows; only the new award added points.
      expect((await expectTotalsKept(db, streaker)).earned_points).toBe(before.get(streaker));
      expect((await expectTotalsKept(db, monthly)).earned_points).toBe(before.get(monthly));
      expect((await expectTotalsKept(db, firstWeek)).earned_points).toBe((before.get(firstWeek) ?? 0) + 35);
      expect((await expectTotalsKept(db, missed)).earned_points).toBe(before.get(missed));

      // Judging everything again under the new rules takes nothing back.
      for (const user of [streaker, monthly]) {
        const kept = await heldIn(user);
        await db.kysely
          .transaction()
          .execute((trx) => awardAchievements(trx, user, new Date('2026-04-01T10:00:00.000Z')));
        const after = await heldIn(user);
        for (const [key, points] of kept) expect(after.get(key)).toBe(points);
        await expectTotalsKept(db, user);
      }
    } finally {
      await db.close();
      await drop();
    }
  });
});
