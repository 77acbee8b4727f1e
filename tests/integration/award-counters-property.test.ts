import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardTotals, expectTotalsKept } from './support/award-totals.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';
import { insertUser } from './support/users.ts';

// The user's row carries their completion and commitment counts, the points of all their award
// rows and their latest commitment, kept by triggers
// (docs/decisions/0030-award-counters-kept-by-the-database.md).
// This test writes the award rows as any writer could, straight into the tables, in random
// sequences, and checks after every step that each user's row says what a count of the rows says.

const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T;
const dateOf = (day: number) => `2026-03-${String(1 + (day % 28)).padStart(2, '0')}`;

/** A write that breaks a unique key is refused by the database; the counters must not move. */
const refusedIsFine = (write: Promise<unknown>) =>
  write.catch((error: unknown) => {
    if (!/unique|duplicate/i.test(String(error))) throw error;
  });

describe.each(testDatabases)('award counters on $name', (kind) => {
  let t: TestApp;
  let rituals: number[];
  let tips: number[];
  let keys: string[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.db.kysely;
    rituals = (await db.selectFrom('rituals').select('id').orderBy('id').execute()).map((r) => r.id);
    tips = (await db.selectFrom('daily_tips').select('id').orderBy('id').execute()).map((r) => r.id);
    keys = (await db.selectFrom('achievements').select('key').orderBy('key').execute()).map((r) => r.key);
  });
  afterAll(() => t.close());

  it('always equal the award rows over random writes, moves and deletes', async () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('complete' as const),
        user: fc.nat(1),
        ritual: fc.nat(),
        points: fc.nat(60),
      }),
      fc.record({ kind: fc.constant('uncomplete' as const), user: fc.nat(1), ritual: fc.nat() }),
      fc.record({
        kind: fc.constant('commit' as const),
        user: fc.nat(1),
        day: fc.nat(40),
        points: fc.nat(20),
      }),
      fc.record({ kind: fc.constant('uncommit' as const), user: fc.nat(1), day: fc.nat(40) }),
      fc.record({ kind: fc.constant('redate' as const), user: fc.nat(1), from: fc.nat(40), to: fc.nat(40) }),
      fc.record({
        kind: fc.constant('unlock' as const),
        user: fc.nat(1),
        key: fc.nat(),
        points: fc.nat(100),
      }),
      fc.record({ kind: fc.constant('relock' as const), user: fc.nat(1), key: fc.nat() }),
      fc.record({
        kind: fc.constant('repoint' as const),
        user: fc.nat(1),
        table: fc.constantFrom('completed_rituals', 'daily_commitments', 'user_achievements'),
        points: fc.nat(90),
      }),
      fc.record({
        kind: fc.constant('move' as const),
        table: fc.constantFrom('completed_rituals', 'daily_commitments', 'user_achievements'),
      }),
      fc.record({ kind: fc.constant('seen' as const), user: fc.nat(1) }),
      fc.record({ kind: fc.constant('delete user' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 16 }), async (steps) => {
        const db = t.db.kysely;
        const users = [
          await insertUser(t.db, { timeZone: 'UTC' }),
          await insertUser(t.db, { timeZone: 'UTC' }),
        ];
        const user = (n: number) => users[n] as string;
        for (const s of steps) {
          if (s.kind === 'complete')
            await db
              .insertInto('completed_rituals')
              .values({
                id: randomUUID(),
                user_id: user(s.user),
                ritual_id: pick(rituals, s.ritual),
                completed_at: new Date().toISOString(),
                points_earned: s.points,
              })
              .onConflict((oc) => oc.columns(['user_id', 'ritual_id']).doNothing())
              .execute();
          else if (s.kind === 'uncomplete')
            await db
              .deleteFrom('completed_rituals')
              .where('user_id', '=', user(s.user))
              .where('ritual_id', '=', pick(rituals, s.ritual))
              .execute();
          else if (s.kind === 'commit')
            await db
              .insertInto('daily_commitments')
              .values({
                id: randomUUID(),
                user_id: user(s.user),
                commitment_date: dateOf(s.day),
                daily_tip_id: pick(tips, s.day),
                committed_at: `${dateOf(s.day)}T08:00:00.000Z`,
                received_at: `${dateOf(s.day)}T08:00:${String(s.day % 60).padStart(2, '0')}.000Z`,
                points_earned: s.points,
              })
              .onConflict((oc) => oc.columns(['user_id', 'commitment_date']).doNothing())
              .execute();
          else if (s.kind === 'uncommit')
            await db
              .deleteFrom('daily_commitments')
              .where('user_id', '=', user(s.user))
              .where('commitment_date', '=', dateOf(s.day))
              .execute();
          else if (s.kind === 'redate')
            await refusedIsFine(
              db
                .updateTable('daily_commitments')
                .set({ commitment_date: dateOf(s.to) })
                .where('user_id', '=', user(s.user))
                .where('commitment_date', '=', dateOf(s.from))
                .execute(),
            );
          else if (s.kind === 'unlock')
            await db
              .insertInto('user_achievements')
              .values({
                user_id: user(s.user),
                achievement_key: pick(keys, s.key),
                unlocked_at: new Date().toISOString(),
                points_earned: s.points,
                seen_at: null,
              })
              .onConflict((oc) => oc.columns(['user_id', 'achievement_key']).doNothing())
              .execute();
          else if (s.kind === 'relock')
            await db
              .deleteFrom('user_achievements')
              .where('user_id', '=', user(s.user))
              .where('achievement_key', '=', pick(keys, s.key))
              .execute();
          else if (s.kind === 'repoint')
            await db
              .updateTable(s.table)
              .set({ points_earned: s.points })
              .where('user_id', '=', user(s.user))
              .execute();
          else if (s.kind === 'move')
            // Every row of the first user becomes the second's (a merge of two accounts).
            await refusedIsFine(
              db
                .updateTable(s.table)
                .set({ user_id: user(1) })
                .where('user_id', '=', user(0))
                .execute(),
            );
          else if (s.kind === 'seen')
            await db
              .updateTable('user_achievements')
              .set({ seen_at: new Date().toISOString() })
              .where('user_id', '=', user(s.user))
              .execute();
          else {
            // Deleting the account takes its rows with it; a new account starts from nothing.
            await db.deleteFrom('users').where('id', '=', user(1)).execute();
            expect((await awardTotals(t.db, user(1))).kept).toBeUndefined();
            users[1] = await insertUser(t.db, { timeZone: 'UTC' });
          }
          for (const id of users) await expectTotalsKept(t.db, id);
        }
      }),
      { numRuns: 30 },
    );
  });
});
