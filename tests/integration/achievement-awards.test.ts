import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  awardAchievements,
  createAchievementsService,
} from '../../src/server/modules/achievements/achievements.service.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';
import { insertCommitment, insertCompletion, insertUser } from './support/users.ts';

describe.each(testDatabases)('awardAchievements on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const newUser = (timeZone: string | null = 'Europe/Madrid') => insertUser(t.db, { timeZone });

  const complete = (userId: string, ritualId: number, at: string, points = 20) =>
    insertCompletion(t.db, { userId, ritualId, at, points });

  const commit = (userId: string, date: string, at: string) =>
    insertCommitment(t.db, { userId, date, at, points: 10 });

  const award = (userId: string, now: Date) =>
    t.db.kysely.transaction().execute(async (trx) => (await awardAchievements(trx, userId, now)).unlocked);

  const heldKeys = async (userId: string) =>
    (
      await t.db.kysely
        .selectFrom('user_achievements')
        .select('achievement_key')
        .where('user_id', '=', userId)
        .orderBy('achievement_key')
        .execute()
    ).map((r) => r.achievement_key);

  it('unlocks nothing for a user without activity', async () => {
    const user = await newUser();
    expect(await award(user, new Date())).toEqual([]);
    expect(await heldKeys(user)).toEqual([]);
  });

  it("counts the user's points as of the award's instant, its unlocks in and later rows out", async () => {
    const user = await newUser('Europe/Madrid');
    for (let id = 1; id <= 5; id++) await complete(user, id, '2026-03-03T09:00:00.000Z', 20);
    // Stamped after the award's instant (a queued action that arrived first): not yet counted.
    await complete(user, 6, '2026-03-03T09:00:00.001Z', 40);
    await commit(user, '2026-03-04', '2026-03-04T09:00:00.000Z');
    const at = '2026-03-03T09:00:00.000Z';
    const result = await t.db.kysely
      .transaction()
      .execute((trx) => awardAchievements(trx, user, new Date(at)));
    expect(result.unlocked.length).toBeGreaterThan(0);
    const unlockedPoints = result.unlocked.reduce((sum, a) => sum + a.points, 0);
    expect(result.pointsAsOf).toBe(5 * 20 + unlockedPoints);
    // The same figure a read of the stored rows gives afterwards.
    expect(result.pointsAsOf).toBe(await createAchievementsService(t.db.kysely).earnedPointsAsOf(user, at));
    expect(
      (await t.db.kysely.transaction().execute((trx) => awardAchievements(trx, randomUUID(), new Date(at))))
        .pointsAsOf,
    ).toBeNull();
  });

  it('unlocks in cascade, stores each once with its points, and reports only what it stored', async () => {
    const user = await newUser('Europe/Madrid');
    // Tuesday 2026-03-03, 10:00 in Madrid (UTC+1): no time achievement.
    for (let id = 1; id <= 5; id++) await complete(user, id, '2026-03-03T09:00:00.000Z', 20);
    const now = new Date('2026-03-03T09:00:00.000Z');
    const first = await award(user, now);
    // 100 points from rituals → first_ritual (10) and ritual_5 (25) and points_100 (25) and
    // level_2 (10) in the first pass; the total is then 170, which unlocks nothing further.
    expect(first).toEqual([
      { key: 'first_ritual', points: 10 },
      { key: 'ritual_5', points: 25 },
      { key: 'points_100', points: 25 },
      { key: 'level_2', points: 10 },
    ]);
    const rows = await t.db.kysely
      .selectFrom('user_achievements')
      .selectAll()
      .where('user_id', '=', user)
      .execute();
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.unlocked_at).toBe(now.toISOString());
    expect(await award(user, new Date())).toEqual([]);
    expect(await heldKeys(user)).toHaveLength(4);
  });

  it('cascades through points earned by achievements themselves', async () => {
    const user = await newUser('UTC');
    // 4 rituals at 20 = 80; first_ritual (+10) = 90: not yet 100. One tip (+10) = 100 → but
    // first_daily (+5) too. Pass 1: first_ritual, first_daily → 80 + 10 + 10 + 5 = 105;
    // pass 2: points_100, level_2.
    for (let id = 1; id <= 4; id++) await complete(user, id, '2026-03-04T12:00:00.000Z', 20);
    await commit(user, '2026-03-04', '2026-03-04T12:00:00.000Z');
    const unlocked = await award(user, new Date('2026-03-04T12:00:00.000Z'));
    expect(unlocked.map((u) => u.key)).toEqual(['first_ritual', 'first_daily', 'points_100', 'level_2']);
  });

  it("judges time achievements in the user's time zone", async () => {
    const madrid = await newUser('Europe/Madrid');
    // Saturday 2026-03-07 05:59 UTC = 06:59 in Madrid: early bird and weekend.
    await complete(madrid, 1, '2026-03-07T05:59:00.000Z');
    expect((await award(madrid, new Date('2026-03-07T05:59:00.000Z'))).map((u) => u.key)).toEqual([
      'first_ritual',
      'early_bird',
      'weekend_warrior',
    ]);

    const tokyo = await newUser('Asia/Tokyo');
    // Sunday 2026-03-08 13:00 UTC = Sunday 22:00 in Tokyo (night owl, weekend); 23:30 UTC is
    // already Monday 08:30 there.
    await complete(tokyo, 1, '2026-03-08T13:00:00.000Z');
    await complete(tokyo, 2, '2026-03-08T23:30:00.000Z');
    expect((await award(tokyo, new Date('2026-03-08T23:30:00.000Z'))).map((u) => u.key)).toEqual([
      'first_ritual',
      'night_owl',
      'weekend_warrior',
      'monday_motivation',
    ]);

    const noZone = await newUser(null);
    // Without a stored zone the day is UTC's: 21:59 UTC on a Wednesday is nothing special.
    await complete(noZone, 1, '2026-03-04T21:59:00.000Z');
    expect((await award(noZone, new Date('2026-03-04T21:59:00.000Z'))).map((u) => u.key)).toEqual([
      'first_ritual',
    ]);
  });

  it('counts a streak of commitments ending today in the user zone', async () => {
    const user = await newUser('America/Los_Angeles');
    // Tuesday to Thursday, 10:00 in Los Angeles.
    await commit(user, '2026-03-03', '2026-03-03T18:00:00.000Z');
    await commit(user, '2026-03-04', '2026-03-04T18:00:00.000Z');
    expect((await award(user, new Date('2026-03-04T18:00:00.000Z'))).map((u) => u.key)).toEqual([
      'first_daily',
    ]);
    await commit(user, '2026-03-05', '2026-03-05T18:00:00.000Z');
    expect((await award(user, new Date('2026-03-05T18:00:00.000Z'))).map((u) => u.key)).toEqual(['streak_3']);
  });

  it('stores each achievement once when many awards run at the same time', async () => {
    const user = await newUser('UTC');
    await complete(user, 1, '2026-03-04T12:00:00.000Z');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => award(user, new Date('2026-03-04T12:00:00.000Z'))),
    );
    const reported = results.flat().map((u) => u.key);
    expect(reported.filter((k) => k === 'first_ritual')).toHaveLength(1);
    expect(await heldKeys(user)).toEqual(['first_ritual']);
  });

  it('leaves nothing behind when the surrounding transaction rolls back', async () => {
    const user = await newUser('UTC');
    await complete(user, 1, '2026-03-04T12:00:00.000Z');
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        expect((await awardAchievements(trx, user, new Date())).unlocked).toHaveLength(1);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await heldKeys(user)).toEqual([]);
  });
});
