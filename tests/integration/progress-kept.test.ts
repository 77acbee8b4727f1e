import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf } from '../../src/shared/zoned-time.ts';
import { LANGUAGES, type Language } from '../../src/shared/languages.ts';
import type { PreparedAnswer } from '../../src/server/platform/http/compress-answers.ts';
import {
  createAchievementsService,
  createAchievementTextsRepository,
  createAchievementViews,
} from '../../src/server/modules/achievements/index.ts';
import { createProgressRepository, createProgressService } from '../../src/server/modules/progress/index.ts';
import { createShopRepository } from '../../src/server/modules/shop/shop.repository.ts';
import { createShopService } from '../../src/server/modules/shop/shop.service.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';
import { insertUser } from './support/users.ts';

// A progress answer is kept and given back while the user's activity version, time zone and local
// date are unchanged (docs/decisions/0029-progress-answers-kept.md). These tests write the rows
// the way another process or a script would — straight into the tables — and check that the kept
// answer is always the one a fresh build gives at the same instant.

const HOUR = 3_600_000;
/** The data an answer carries, read back from its JSON as a client reads it. */
const dataOf = <T>(answer: PreparedAnswer<T>) =>
  (JSON.parse(Buffer.from(answer.json).toString()) as { data: T }).data;
const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T;

describe.each(testDatabases)('kept progress answers on $name', (kind) => {
  let t: TestApp;
  let rituals: number[];
  let tips: number[];
  let achievementKeys: string[];
  const clock = { now: new Date() };
  const now = () => clock.now;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.db.kysely;
    rituals = (await db.selectFrom('rituals').select('id').orderBy('id').execute()).map((r) => r.id);
    tips = (await db.selectFrom('daily_tips').select('id').orderBy('id').execute()).map((r) => r.id);
    achievementKeys = (await db.selectFrom('achievements').select('key').execute()).map((r) => r.key);
  });
  afterAll(() => t.close());

  /** A progress service as the app builds it, on the test's clock; each one keeps its own answers. */
  function progressService() {
    const awards = createAchievementsService(t.db.kysely, now);
    const shop = createShopService(createShopRepository(t.db.kysely), awards, now);
    const views = createAchievementViews(createAchievementTextsRepository(t.db.kysely), awards);
    return createProgressService(createProgressRepository(t.db.kysely), awards, views, now, {
      frozenDays: (userId) => shop.frozenDays(userId),
    });
  }

  const newUser = (timeZone: string) => insertUser(t.db, { timeZone });

  /** The kept answer equals a fresh build at the same instant. */
  async function expectSameAsFresh(
    kept: ReturnType<typeof progressService>,
    userId: string,
    language: Language,
  ) {
    const answer = dataOf(await kept.progress(userId, language));
    expect(answer).toEqual(dataOf(await progressService().progress(userId, language)));
    return answer;
  }

  it('gives back the same answer until a row changes, whoever wrote it', async () => {
    clock.now = new Date('2026-05-10T10:00:00Z');
    const kept = progressService();
    const userId = await newUser('Europe/Madrid');
    const first = await kept.progress(userId, 'en');
    expect(await kept.progress(userId, 'en')).toBe(first);
    await t.db.kysely
      .insertInto('user_favorites')
      .values({ user_id: userId, ritual_id: rituals[0] ?? 1, added_at: clock.now.toISOString() })
      .execute();
    const after = await expectSameAsFresh(kept, userId, 'en');
    expect(after.favorite_rituals).toEqual([rituals[0]]);
    const keptAfter = await kept.progress(userId, 'en');
    // Being seen is not shown on the page: the answer stays the same object.
    await t.db.kysely.updateTable('user_achievements').set({ seen_at: clock.now.toISOString() }).execute();
    expect(await kept.progress(userId, 'en')).toBe(keptAfter);
  });

  it('drops an unlock from "recently unlocked" 24 hours after it, and starts a new day at local midnight', async () => {
    clock.now = new Date('2026-05-10T21:30:00Z'); // 23:30 in Madrid
    const kept = progressService();
    const userId = await newUser('Europe/Madrid');
    const key = achievementKeys[0] ?? 'first_ritual';
    await t.db.kysely
      .insertInto('user_achievements')
      .values({
        user_id: userId,
        achievement_key: key,
        unlocked_at: clock.now.toISOString(),
        points_earned: 10,
        seen_at: null,
      })
      .execute();
    const evening = await expectSameAsFresh(kept, userId, 'es');
    expect(evening.today).toBe('2026-05-10');
    expect(evening.recently_unlocked.map((a) => a.key)).toEqual([key]);
    clock.now = new Date('2026-05-10T22:00:00Z'); // midnight in Madrid
    expect((await expectSameAsFresh(kept, userId, 'es')).today).toBe('2026-05-11');
    clock.now = new Date(Date.parse('2026-05-10T21:30:00Z') + 24 * HOUR);
    expect((await expectSameAsFresh(kept, userId, 'es')).recently_unlocked).toHaveLength(1);
    clock.now = new Date(clock.now.getTime() + 1);
    expect((await expectSameAsFresh(kept, userId, 'es')).recently_unlocked).toEqual([]);
  });

  it('always equals a fresh build over random writes, deletes and passing time', async () => {
    const write = fc.oneof(
      fc.record({ kind: fc.constant('complete' as const), ritual: fc.nat() }),
      fc.record({ kind: fc.constant('uncomplete' as const) }),
      fc.record({ kind: fc.constant('commit' as const), tip: fc.nat() }),
      fc.record({ kind: fc.constant('favorite' as const), ritual: fc.nat() }),
      fc.record({ kind: fc.constant('unfavorite' as const) }),
      fc.record({ kind: fc.constant('unlock' as const), key: fc.nat() }),
      fc.record({ kind: fc.constant('seen' as const) }),
      fc.record({ kind: fc.constant('points' as const), points: fc.integer({ min: 1, max: 500 }) }),
      fc.record({ kind: fc.constant('freeze' as const), daysAgo: fc.integer({ min: 1, max: 5 }) }),
      fc.record({
        kind: fc.constant('finish' as const),
        journey: fc.constantFrom('start-here', 'calm-nights', 'a-lunar-cycle'),
      }),
      fc.record({
        kind: fc.constant('zone' as const),
        zone: fc.constantFrom('UTC', 'Pacific/Auckland', 'America/Lima'),
      }),
      fc.record({
        kind: fc.constant('wait' as const),
        ms: fc.oneof(fc.integer({ min: 1, max: 2 * HOUR }), fc.integer({ min: 20 * HOUR, max: 30 * HOUR })),
      }),
      fc.record({ kind: fc.constant('read' as const), language: fc.constantFrom(...LANGUAGES) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 14 }), async (steps) => {
        clock.now = new Date('2026-03-01T12:00:00Z');
        const kept = progressService();
        const userId = await newUser('Europe/Madrid');
        const db = t.db.kysely;
        const at = () => clock.now.toISOString();
        const zoneOf = async () =>
          (
            await db
              .selectFrom('users')
              .select('time_zone')
              .where('id', '=', userId)
              .executeTakeFirstOrThrow()
          ).time_zone ?? 'UTC';
        for (const step of steps) {
          if (step.kind === 'complete')
            await db
              .insertInto('completed_rituals')
              .values({
                id: randomUUID(),
                user_id: userId,
                ritual_id: pick(rituals, step.ritual),
                completed_at: at(),
                points_earned: 20,
              })
              .onConflict((oc) => oc.columns(['user_id', 'ritual_id']).doNothing())
              .execute();
          else if (step.kind === 'uncomplete')
            await db.deleteFrom('completed_rituals').where('user_id', '=', userId).execute();
          else if (step.kind === 'commit')
            await db
              .insertInto('daily_commitments')
              .values({
                id: randomUUID(),
                user_id: userId,
                commitment_date: localDateOf(clock.now, await zoneOf()),
                daily_tip_id: pick(tips, step.tip),
                committed_at: at(),
                received_at: at(),
                points_earned: 10,
              })
              .onConflict((oc) => oc.columns(['user_id', 'commitment_date']).doNothing())
              .execute();
          else if (step.kind === 'favorite')
            await db
              .insertInto('user_favorites')
              .values({ user_id: userId, ritual_id: pick(rituals, step.ritual), added_at: at() })
              .onConflict((oc) => oc.columns(['user_id', 'ritual_id']).doNothing())
              .execute();
          else if (step.kind === 'unfavorite')
            await db.deleteFrom('user_favorites').where('user_id', '=', userId).execute();
          else if (step.kind === 'unlock')
            await db
              .insertInto('user_achievements')
              .values({
                user_id: userId,
                achievement_key: pick(achievementKeys, step.key),
                unlocked_at: at(),
                points_earned: 15,
                seen_at: null,
              })
              .onConflict((oc) => oc.columns(['user_id', 'achievement_key']).doNothing())
              .execute();
          else if (step.kind === 'seen')
            await db
              .updateTable('user_achievements')
              .set({ seen_at: at() })
              .where('user_id', '=', userId)
              .execute();
          else if (step.kind === 'points')
            await db
              .updateTable('completed_rituals')
              .set({ points_earned: step.points })
              .where('user_id', '=', userId)
              .execute();
          else if (step.kind === 'freeze')
            await db
              .insertInto('freeze_uses')
              .values({
                user_id: userId,
                local_date: localDateOf(
                  new Date(clock.now.getTime() - step.daysAgo * 24 * HOUR),
                  await zoneOf(),
                ),
                used_at: at(),
              })
              .onConflict((oc) => oc.columns(['user_id', 'local_date']).doNothing())
              .execute();
          else if (step.kind === 'finish')
            await db
              .insertInto('journey_finishes')
              .values({
                user_id: userId,
                journey_slug: step.journey,
                kind: step.journey === 'a-lunar-cycle' ? 'lunar' : 'days',
                finished_at: at(),
              })
              .onConflict((oc) => oc.columns(['user_id', 'journey_slug']).doNothing())
              .execute();
          else if (step.kind === 'zone')
            await db.updateTable('users').set({ time_zone: step.zone }).where('id', '=', userId).execute();
          else if (step.kind === 'wait') clock.now = new Date(clock.now.getTime() + step.ms);
          else await expectSameAsFresh(kept, userId, step.language);
          await expectSameAsFresh(kept, userId, 'en');
        }
      }),
      { numRuns: 25 },
    );
  });
});
