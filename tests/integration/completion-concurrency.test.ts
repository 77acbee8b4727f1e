import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAchievementsService,
  createAchievementTextsRepository,
  createAchievementViews,
} from '../../src/server/modules/achievements/index.ts';
import {
  createCompletionsRepository,
  createCompletionsService,
} from '../../src/server/modules/completions/index.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';
import { insertCompletion, insertUser } from './support/users.ts';

// On PostgreSQL a completion's insert waits for the user's row while another award of the user
// holds it (its trigger updates that row), and the award then reads the counts that award
// committed (docs/decisions/0039-one-engine.md). These tests make exactly that interleaving happen
// and check what the user sees.

const postgres = testDatabases.find((d) => d.name === 'postgres');
// A Tuesday at noon UTC: no time-of-day or day-of-week achievement is due.
const NOW = new Date('2026-03-03T12:00:00.000Z');

describe.runIf(postgres)('a completion awarded while another award of its user commits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(postgres!);
  });
  afterAll(() => t.close());

  const db = () => t.db.kysely;
  const complete = (userId: string, ritualId: number, points: number, at: string) =>
    insertCompletion(t.db, { userId, ritualId, at, points });

  /** A completions service as the app builds it, on the test's clock. */
  const completionsService = () => {
    const awards = createAchievementsService(t.db.kysely, () => NOW);
    const views = createAchievementViews(createAchievementTextsRepository(t.db.kysely), awards);
    return createCompletionsService(createCompletionsRepository(t.db.kysely), awards, views, () => NOW);
  };

  /** Until some statement of this database waits for a lock another transaction holds. */
  async function someoneWaitsForALock() {
    for (let i = 0; i < 200; i += 1) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(db());
      if ((rows[0]?.n ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('no statement ever waited for the lock');
  }

  it('counts the achievement the other award unlocked once, and unlocks nothing its points do not reach', async () => {
    const service = completionsService();
    const rituals = await db()
      .selectFrom('rituals')
      .select(['id', 'completion_points'])
      .where('is_active', '=', 1)
      .orderBy('completion_points')
      .orderBy('id')
      .execute();
    const [cheapest, ...others] = rituals;
    if (!cheapest || others.length < 5) throw new Error('the catalogue is too small');
    const user = await insertUser(t.db, { timeZone: 'UTC' });
    // Four completions and first_ritual (10) held; the other award adds a fifth completion (0) and
    // ritual_5 (25). The points are chosen so that this completion leaves the user at 90: under
    // points_100 and level 2, which counting ritual_5's 25 points twice would reach.
    const earlier = 55 - cheapest.completion_points;
    expect(earlier).toBeGreaterThanOrEqual(0);
    for (const [i, ritual] of others.slice(0, 4).entries())
      await complete(user, ritual.id, i === 0 ? earlier : 0, `2026-03-03T0${8 + i}:00:00.000Z`);
    await db()
      .insertInto('user_achievements')
      .values({
        user_id: user,
        achievement_key: 'first_ritual',
        unlocked_at: '2026-03-03T08:00:00.000Z',
        points_earned: 10,
      })
      .execute();

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let completing: ReturnType<typeof service.complete> | undefined;
    await db()
      .transaction()
      .execute(async (trx) => {
        // The other award: its completion's trigger takes the user's row until it commits.
        await trx
          .insertInto('completed_rituals')
          .values({
            id: randomUUID(),
            user_id: user,
            ritual_id: others[4]!.id,
            completed_at: '2026-03-03T11:00:00.000Z',
            points_earned: 0,
          })
          .execute();
        await trx
          .insertInto('user_achievements')
          .values({
            user_id: user,
            achievement_key: 'ritual_5',
            unlocked_at: '2026-03-03T11:00:00.000Z',
            points_earned: 25,
          })
          .execute();
        completing = service.complete(user, cheapest.id, 'en');
        completing.catch(() => undefined);
        await someoneWaitsForALock();
        release();
        await held;
      });
    const { created, result } = await completing!;

    expect(created).toBe(true);
    expect(result.total_points).toBe(90);
    expect(result.level).toBe(1);
    expect(result.unlocked_achievements).toEqual([]);
    const keys = await db()
      .selectFrom('user_achievements')
      .select('achievement_key')
      .where('user_id', '=', user)
      .orderBy('achievement_key')
      .execute();
    expect(keys.map((k) => k.achievement_key)).toEqual(['first_ritual', 'ritual_5']);
  });

  it("waits as a transaction does when the user's row is held longer than a statement may wait", async () => {
    const service = completionsService();
    const rituals = (
      await db().selectFrom('rituals').select('id').where('is_active', '=', 1).orderBy('id').execute()
    ).map((r) => r.id);
    const user = await insertUser(t.db, { timeZone: 'UTC' });
    expect((await service.complete(user, rituals[0]!, 'en')).created).toBe(true);
    let completing: ReturnType<typeof service.complete> | undefined;
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', user).forUpdate().execute();
        completing = service.complete(user, rituals[1]!, 'en');
        completing.catch(() => undefined);
        await someoneWaitsForALock();
        // Longer than a single statement's lock timeout (300 ms).
        await new Promise((resolve) => setTimeout(resolve, 600));
      });
    const { created, result } = await completing!;
    expect(created).toBe(true);
    expect(result.ritual_id).toBe(rituals[1]);
  });
});
