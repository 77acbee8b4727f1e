import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardAchievements } from '../../src/server/modules/achievements/achievements.service.ts';
import { importContent } from '../../src/server/modules/content/content-import.ts';
import { migrateToLatest, migrator } from '../../src/server/platform/db/migrate.ts';
import { ritualCompletionPoints } from '../../src/shared/points.ts';
import { signUpVerified } from './support/accounts.ts';
import { expectTotalsKept } from './support/award-totals.ts';
import { data } from './support/shop-fixtures.ts';
import { createTestApp, realContent, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';
import { insertUser } from './support/users.ts';

// The user's row carries their completion and commitment counts, the points of all their award
// rows and their latest commitment, kept by triggers
// (docs/decisions/0030-award-counters-kept-by-the-database.md).
// These tests check that the migration counts what was stored before it, and that the counters
// stay right when one user's completions arrive all at once (award-counters-property.test.ts
// writes the rows every other way).

const dateOf = (day: number) => `2026-03-${String(1 + (day % 28)).padStart(2, '0')}`;

describe.each(testDatabases)('award counters on $name', (kind) => {
  let t: TestApp;
  let rituals: number[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    rituals = (await t.db.kysely.selectFrom('rituals').select('id').orderBy('id').execute()).map((r) => r.id);
  });
  afterAll(() => t.close());

  it('counts what was stored before the counters existed, and the points of each ritual', async () => {
    const { db, drop } = await kind.create();
    try {
      await migrateToLatest(db);
      await importContent(db.kysely, await realContent());
      const { error } = await migrator(db).migrateTo('0015-activity-version');
      expect(error).toBeUndefined();
      const userId = await insertUser(db, { timeZone: 'UTC' });
      const ritualIds = (await db.kysely.selectFrom('rituals').select('id').limit(3).execute()).map(
        (r) => r.id,
      );
      for (const [i, ritualId] of ritualIds.entries())
        await db.kysely
          .insertInto('completed_rituals')
          .values({
            id: randomUUID(),
            user_id: userId,
            ritual_id: ritualId,
            completed_at: `2026-03-0${i + 1}T10:00:00.000Z`,
            points_earned: 10 + i,
          })
          .execute();
      for (const day of [4, 2])
        await db.kysely
          .insertInto('daily_commitments')
          .values({
            id: randomUUID(),
            user_id: userId,
            commitment_date: dateOf(day),
            daily_tip_id: 1,
            committed_at: `2026-03-0${day + 1}T09:00:00.000Z`,
            received_at: `2026-03-0${day + 1}T09:00:0${day}.000Z`,
            points_earned: 5,
          })
          .execute();
      expect(await migrateToLatest(db)).toEqual([
        '0016-award-counters',
        '0017-ritual-completion-points',
        '0018-first-week-from-sign-up',
        '0019-action-time-zone',
        '0020-journeys',
        '0021-journey-finish-activity',
      ]);
      // The points each ritual's completion earns are worked out for the rituals already stored.
      const ritual = await db.kysely
        .selectFrom('rituals')
        .select(['difficulty', 'duration_minutes', 'completion_points'])
        .where('id', '=', ritualIds[0] ?? 1)
        .executeTakeFirstOrThrow();
      expect(ritual.completion_points).toBe(
        ritualCompletionPoints({ difficulty: ritual.difficulty, durationMinutes: ritual.duration_minutes }),
      );
      expect(ritual.completion_points).toBeGreaterThan(0);
      expect(await expectTotalsKept(db, userId)).toEqual({
        ritual_count: 3,
        tip_count: 2,
        earned_points: 10 + 11 + 12 + 5 + 5,
        latest_commitment_date: dateOf(4),
        latest_commitment_received_at: '2026-03-05T09:00:04.000Z',
      });
    } finally {
      await db.close();
      await drop();
    }
  });

  it('stay equal when one user completes many rituals at once through the API', async () => {
    const account = await signUpVerified(t, `counted-${kind.name}`);
    const answers = await Promise.all(
      rituals
        .slice(0, 24)
        .flatMap((ritualId) => [
          account.browser.post('/api/v1/me/completions', { ritual_id: ritualId }),
          account.browser.post('/api/v1/me/completions', { ritual_id: ritualId }),
        ]),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(24);
    expect(answers.every((res) => res.status === 201 || res.status === 200)).toBe(true);
    const user = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    const counted = await expectTotalsKept(t.db, user.id);
    expect(counted.ritual_count).toBe(24);
    // The progress page, which sums the rows itself, agrees.
    const progress = await data<{ total_points: number; total_rituals_completed: number }>(
      await account.browser.get('/api/v1/me/progress'),
    );
    expect(progress.total_points).toBe(counted.earned_points);
    expect(progress.total_rituals_completed).toBe(24);

    // Awarded exactly what the counts reached, each unlock reported by one request only, however
    // the concurrent awards interleaved (each reads the counts after its insert, which waits for
    // the user's row while another award of theirs holds it).
    const reported = (
      await Promise.all(
        answers
          .filter((res) => res.status === 201)
          .map((res) => data<{ unlocked_achievements: { key: string }[] }>(res)),
      )
    ).flatMap((result) => result.unlocked_achievements.map((a) => a.key));
    const held = await t.db.kysely
      .selectFrom('user_achievements')
      .select('achievement_key')
      .where('user_id', '=', user.id)
      .execute();
    expect(reported.toSorted()).toEqual(held.map((h) => h.achievement_key).toSorted());
    expect(reported.length).toBeGreaterThan(0);
    const missed = await t.db.kysely
      .transaction()
      .execute((trx) => awardAchievements(trx, user.id, new Date(), { kind: 'any' }));
    expect(missed.unlocked).toEqual([]);
  });
});
