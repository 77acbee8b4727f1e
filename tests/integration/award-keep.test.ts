import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAchievementsService } from '../../src/server/modules/achievements/achievements.service.ts';
import { createAwardKeep } from '../../src/server/modules/achievements/award-keep.ts';
import { createProgressRepository } from '../../src/server/modules/progress/progress.repository.ts';
import { createProgressService } from '../../src/server/modules/progress/progress.service.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';
import { insertCommitment, insertCompletion, insertUser } from './support/users.ts';

// On PostgreSQL a completion is judged from the counts kept since the user's last award and
// stored with its unlocks in one statement, while the user's row is still at the kept version
// (docs/decisions/0035-awards-judged-from-kept-counts.md). Two users live the same random history
// at the same instants: one through a service that keeps counts, one through a service that keeps
// none and judges every award in its transaction. Every answer and the award rows must be the same,
// whatever other writers (another process, a script) do to the rows in between.

const HOUR = 3_600_000;

describe.each(testDatabases)('completions judged from kept counts on $name', (kind) => {
  let t: TestApp;
  let rituals: number[];
  let achievementKeys: string[];
  const clock = { now: new Date() };
  const now = () => clock.now;

  beforeAll(async () => {
    t = await createTestApp(kind);
    rituals = (await t.db.kysely.selectFrom('rituals').select('id').orderBy('id').limit(40).execute()).map(
      (r) => r.id,
    );
    achievementKeys = (
      await t.db.kysely.selectFrom('achievements').select('key').orderBy('key').execute()
    ).map((r) => r.key);
  });
  afterAll(() => t.close());

  /** A progress service on the test's clock; `keep` says how many users' counts it keeps. */
  function progressService(keep: number) {
    const repository = createProgressRepository(t.db.kysely, t.db.dialect, t.db.statements);
    const storePlanned = repository.storePlanned;
    const counted = { planned: 0 };
    repository.storePlanned = async (row) => {
      const stored = await storePlanned(row);
      if (stored) counted.planned += 1;
      return stored;
    };
    const service = createProgressService(
      repository,
      createAchievementsService(t.db.kysely, now, createAwardKeep(keep)),
      now,
      { frozenDays: async () => [], exportSections: () => Promise.reject(new Error('unused')) },
    );
    return { service, counted };
  }

  const held = async (userId: string) =>
    (
      await t.db.kysely
        .selectFrom('user_achievements')
        .select(['achievement_key', 'unlocked_at', 'points_earned'])
        .where('user_id', '=', userId)
        .orderBy('achievement_key')
        .execute()
    ).map((row) => ({ ...row, points_earned: Number(row.points_earned) }));

  it('answers and awards as judging in the transaction does, whoever else writes', async () => {
    const step = fc.oneof(
      { weight: 6, arbitrary: fc.record({ kind: fc.constant('complete' as const), ritual: fc.nat() }) },
      fc.record({ kind: fc.constant('elsewhere' as const), ritual: fc.nat(), points: fc.nat({ max: 300 }) }),
      fc.record({ kind: fc.constant('commit' as const), daysAgo: fc.nat({ max: 3 }) }),
      fc.record({ kind: fc.constant('revoke' as const), key: fc.nat() }),
      fc.record({
        kind: fc.constant('zone' as const),
        zone: fc.constantFrom('UTC', 'Pacific/Auckland', 'America/Lima'),
      }),
      fc.record({
        kind: fc.constant('wait' as const),
        ms: fc.oneof(fc.integer({ min: 1, max: 3 * HOUR }), fc.integer({ min: 20 * HOUR, max: 50 * HOUR })),
      }),
    );
    let planned = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        // A Tuesday, 11:00 in Madrid: no hour or day achievement, which the other zones bring
        // (23:00 in Auckland, 05:00 in Lima).
        clock.now = new Date('2026-03-03T10:00:00Z');
        const keeping = progressService(100);
        const judging = progressService(0);
        const twins = [
          { userId: await insertUser(t.db, { timeZone: 'Europe/Madrid' }), ...keeping },
          { userId: await insertUser(t.db, { timeZone: 'Europe/Madrid' }), ...judging },
        ];
        for (const s of steps) {
          if (s.kind === 'wait') clock.now = new Date(clock.now.getTime() + s.ms);
          const at = clock.now.toISOString();
          const answers = [];
          for (const { userId, service } of twins) {
            if (s.kind === 'complete') {
              answers.push(await service.complete(userId, rituals[s.ritual % rituals.length] ?? 1, 'en'));
            } else if (s.kind === 'elsewhere') {
              // Another process stored one (no award judged): points the kept counts miss.
              await insertCompletion(t.db, {
                userId,
                ritualId: rituals[s.ritual % rituals.length] ?? 1,
                at,
                points: s.points,
              }).catch(() => undefined);
            } else if (s.kind === 'commit') {
              const date = new Date(clock.now.getTime() - s.daysAgo * 24 * HOUR).toISOString().slice(0, 10);
              await insertCommitment(t.db, { userId, date, at, points: 5 });
            } else if (s.kind === 'revoke') {
              await t.db.kysely
                .deleteFrom('user_achievements')
                .where('user_id', '=', userId)
                .where('achievement_key', '=', achievementKeys[s.key % achievementKeys.length] ?? '')
                .execute();
            } else if (s.kind === 'zone') {
              await t.db.kysely
                .updateTable('users')
                .set({ time_zone: s.zone })
                .where('id', '=', userId)
                .execute();
            }
          }
          const [kept, judged] = answers;
          expect(kept).toEqual(judged);
        }
        const [a, b] = twins;
        expect(await held(a!.userId)).toEqual(await held(b!.userId));
        expect(b!.counted.planned).toBe(0);
        planned += a!.counted.planned;
      }),
      { numRuns: 30 },
    );
    // The kept counts did the judging often enough to matter (PostgreSQL only).
    if (t.db.dialect === 'postgres') expect(planned).toBeGreaterThan(30);
    else expect(planned).toBe(0);
  });
});
