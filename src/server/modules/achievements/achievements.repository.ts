import { sql, type Kysely } from 'kysely';
import type { UnlockedAchievement } from '../../../shared/achievements.ts';
import { preparedQuery } from '../../platform/db/prepared-query.ts';
import { holdRows } from '../../platform/db/row-lock.ts';
import type { Database } from '../../platform/db/schema.ts';
import { pointsAsOf } from './award-points.ts';

// The writes of awarding and the reads of points, used by achievements.service.ts only: the one
// writer of `user_achievements` and the one reader of the points the database keeps on the user's
// row (migration 0016). What judging reads is in award-reads.repository.ts. Every function takes
// the transaction the award runs in (or the database outside one) and names the user it reads or
// writes.

type Db = Kysely<Database>;
type UserId = { userId: string };

/** One unlock, the usual case, prepared; several go in one statement of their own length. */
const insertUnlock = preparedQuery((db, row: UserId & { key: string; unlockedAt: string; points: number }) =>
  db
    .insertInto('user_achievements')
    .values({
      user_id: row.userId,
      achievement_key: row.key,
      unlocked_at: row.unlockedAt,
      points_earned: row.points,
    })
    .onConflict((oc) => oc.columns(['user_id', 'achievement_key']).doNothing())
    .returning('achievement_key'),
);

/**
 * Gives the user's actions stored without a zone (made while the profile had none) the zone the
 * profile has now; returns how many it gave one.
 */
export async function zoneUnzonedActions(trx: Db, userId: string): Promise<number> {
  const zone = trx.selectFrom('users').select('time_zone').where('id', '=', userId);
  let stamped = 0;
  for (const table of ['completed_rituals', 'daily_commitments'] as const) {
    const result = await trx
      .updateTable(table)
      .set({ time_zone: zone })
      .where('user_id', '=', userId)
      .where('time_zone', 'is', null)
      .where((eb) => eb.exists(zone.where('time_zone', 'is not', null)))
      .executeTakeFirst();
    stamped += Number(result.numUpdatedRows);
  }
  return stamped;
}

/**
 * Stores the unlocks with ON CONFLICT DO NOTHING, in one statement, and returns the keys this
 * call stored: a concurrent award that took a row first keeps it, and only it reports it.
 */
export async function insertUnlocks(
  db: Db,
  userId: string,
  unlocked: readonly UnlockedAchievement[],
  unlockedAt: string,
): Promise<Set<string>> {
  if (unlocked.length === 0) return new Set();
  const [only] = unlocked;
  if (unlocked.length === 1 && only) {
    const row = { userId, key: only.key, unlockedAt, points: only.points };
    return new Set((await insertUnlock.execute(db, row)).map((stored) => stored.achievement_key));
  }
  const rows = await db
    .insertInto('user_achievements')
    .values(
      unlocked.map((achievement) => ({
        user_id: userId,
        achievement_key: achievement.key,
        unlocked_at: unlockedAt,
        points_earned: achievement.points,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'achievement_key']).doNothing())
    .returning('achievement_key')
    .execute();
  return new Set(rows.map((row) => row.achievement_key));
}

/**
 * Holds the user's row until the transaction ends, before anything is inserted: every award row's
 * trigger updates that row (migration 0016), so awards of one user take turns on it instead of
 * waiting for each other's unlocks.
 */
export async function holdUser(trx: Db, userId: string): Promise<void> {
  await holdRows(trx, trx.selectFrom('users').select('id').where('id', '=', userId));
}

const earnedOf = preparedQuery((db, { userId }: UserId) =>
  db.selectFrom('users').select('earned_points').where('id', '=', userId),
);

/** All the points of the user's award rows, as the database keeps them on the user's row. */
export async function earnedPoints(db: Db, userId: string): Promise<number> {
  return Number((await earnedOf.executeTakeFirst(db, { userId }))?.earned_points ?? 0);
}

const pointsUpTo = preparedQuery(
  (_db, { userId, at }: UserId & { at: string }) => sql<{ points: number }>`
    select ${pointsAsOf(userId, at)} as points from users where id = ${userId}`,
);

/** The points of the user's award rows stamped up to an instant (inclusive). */
export async function earnedPointsAsOf(db: Db, userId: string, at: string): Promise<number> {
  return Number((await pointsUpTo.executeTakeFirst(db, { userId, at }))?.points ?? 0);
}

/** Marks achievements as celebrated; returns how many were not yet. */
export async function markSeen(db: Db, userId: string, keys: readonly string[], at: string): Promise<number> {
  if (keys.length === 0) return 0;
  const result = await db
    .updateTable('user_achievements')
    .set({ seen_at: at })
    .where('user_id', '=', userId)
    .where('achievement_key', 'in', keys)
    .where('seen_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Every unlock the user holds, oldest first (the data export). */
export function heldAchievements(db: Db, userId: string) {
  return db
    .selectFrom('user_achievements')
    .select(['achievement_key', 'unlocked_at', 'points_earned', 'seen_at'])
    .where('user_id', '=', userId)
    .orderBy('unlocked_at')
    .execute();
}
