import type { Kysely } from 'kysely';
import type { AwardChange } from '../../../shared/achievement-candidates.ts';
import type { AchievementRule, UnlockedAchievement } from '../../../shared/achievements.ts';
import type { DataExport } from '../../../shared/api/data-export.ts';
import type { Database } from '../../platform/db/schema.ts';
import { isoInstant } from '../../platform/db/instants.ts';
import { remembered } from '../../platform/remembered.ts';
import {
  earnedPoints,
  earnedPointsAsOf,
  heldAchievements,
  holdUser,
  insertUnlocks,
  markSeen,
  zoneUnzonedActions,
} from './achievements.repository.ts';
import {
  actionInstants,
  activeAchievementRules,
  awardCounts,
  journeysFinished,
  streakDays,
} from './award-reads.repository.ts';
import { judge, judging, pointsOf } from './award-judge.ts';

export type { AwardChange } from '../../../shared/achievement-candidates.ts';
export type { UnlockedAchievement } from '../../../shared/achievements.ts';

export interface Award {
  /** What this call stored, in catalogue order, with their points. */
  unlocked: UnlockedAchievement[];
  /**
   * The user's points from the award rows stamped up to `now` (inclusive), this call's unlocks
   * included: what a read of the points as of `now` gives once the transaction commits, without
   * that read. Null when the user no longer exists.
   */
  pointsAsOf: number | null;
}

/**
 * Awards every achievement the user now meets and does not hold yet, and returns those this call
 * stored (in catalogue order, with their points) and the user's points as of `now`.
 *
 * Call it inside the transaction that stored a new award row (a completion or a commitment), with
 * the same `now` as that row and the change it made: only the achievements that change can unlock
 * are judged (shared/achievement-candidates.ts), on stats built as the progress page builds them
 * (shared/achievement-stats.ts), until nothing new unlocks. Each unlock is inserted with ON
 * CONFLICT DO NOTHING, so a concurrent call that took the row first wins and this one does not
 * report it. Unlocked rows carry `unlocked_at = now`, which lets a repeated request find the
 * achievements its first answer reported.
 *
 * The counts are read after the new row is stored, from the counters its trigger updated: that
 * update holds the user's row until the transaction ends, so awards of one user take turns and
 * each reads the counts the one before it committed (migration 0016).
 */
export async function awardAchievements(
  trx: Kysely<Database>,
  userId: string,
  now: Date,
  change: AwardChange = { kind: 'any' },
  rules?: readonly AchievementRule[],
): Promise<Award> {
  const at = isoInstant(now);
  const [counts, catalogue] = await Promise.all([
    awardCounts(trx, userId, at),
    rules ?? activeAchievementRules(trx),
  ]);
  if (!counts.found) return { unlocked: [], pointsAsOf: null };
  const judged = judging(catalogue, counts, change);
  const { candidates } = judged;
  if (candidates.rules.length === 0) return { unlocked: [], pointsAsOf: counts.pointsAsOf };

  const [{ dates, frozen }, actions, journeys] = await Promise.all([
    candidates.needsCommitmentDates ? streakDays(trx, userId) : { dates: [], frozen: [] },
    candidates.needsActions ? actionInstants(trx, userId) : [],
    candidates.needsJourneys ? journeysFinished(trx, userId) : undefined,
  ]);
  const unlocked = judge(judged, counts, now, { dates, frozen, actions, journeys });
  const stored = await insertUnlocks(trx, userId, unlocked, at);
  const ours = unlocked.filter((achievement) => stored.has(achievement.key));
  return { unlocked: ours, pointsAsOf: counts.pointsAsOf + pointsOf(ours) };
}

/**
 * The achievements port: awarding, the points a user earned, and the celebrations. The only
 * writer of `user_achievements` and the only reader of the award counters the database keeps on
 * the user's row. The achievement rules are content, read once.
 */
export function createAchievementsService(db: Kysely<Database>, clock: () => Date = () => new Date()) {
  // Read through the caller's transaction: on SQLite its connection is the only one.
  const rulesVia = remembered((trx: Kysely<Database>) => activeAchievementRules(trx));

  return {
    /** Awards what `change` can unlock, inside the caller's transaction (see awardAchievements). */
    async award(trx: Kysely<Database>, userId: string, now: Date, change: AwardChange): Promise<Award> {
      return awardAchievements(trx, userId, now, change, await rulesVia(trx));
    },

    /**
     * All the points the user earned (completions, commitments, achievements): the one figure the
     * progress page, the shop's balance and the awards count from; read through `via`, the
     * caller's transaction, when it has one.
     */
    earnedPoints(userId: string, via: Kysely<Database> = db): Promise<number> {
      return earnedPoints(via, userId);
    },

    /** The points of the user's award rows stamped up to an instant (inclusive). */
    earnedPointsAsOf(userId: string, at: string): Promise<number> {
      return earnedPointsAsOf(db, userId, at);
    },

    /**
     * Distinct journeys the user finished, and how many of them are lunar: what the journey
     * achievements count, for the progress page as for awarding.
     */
    journeysFinished(userId: string): Promise<{ finished: number; lunar: number }> {
      return journeysFinished(db, userId);
    },

    /** The data export's achievements: every unlock with its points and when it was celebrated. */
    async exportSection(userId: string): Promise<Pick<DataExport, 'achievements'>> {
      const rows = await heldAchievements(db, userId);
      return { achievements: rows.map((a) => ({ ...a, points_earned: Number(a.points_earned) })) };
    },

    /** Marks achievements as celebrated; returns how many were not yet. */
    markSeen(userId: string, keys: readonly string[]): Promise<number> {
      return markSeen(db, userId, keys, isoInstant(clock()));
    },

    /**
     * The profile's zone was set or changed. Hour and weekday achievements judge each action in
     * the zone it was made in, so a new zone moves no past action and awards nothing. Only actions
     * made while the profile had no zone (judged in UTC meanwhile) take the first zone recorded,
     * once, and are judged in it, in a transaction of its own.
     */
    async timeZoneChanged(userId: string): Promise<UnlockedAchievement[]> {
      const award = await db.transaction().execute(async (trx) => {
        await holdUser(trx, userId);
        if ((await zoneUnzonedActions(trx, userId)) === 0) return null;
        return awardAchievements(trx, userId, clock(), { kind: 'any' }, await rulesVia(trx));
      });
      return award?.unlocked ?? [];
    },
  };
}
export type AchievementsService = ReturnType<typeof createAchievementsService>;
