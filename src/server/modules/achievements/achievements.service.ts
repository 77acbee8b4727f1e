import type { Kysely } from 'kysely';
import type { AwardChange } from '../../../shared/achievement-candidates.ts';
import type { AchievementRule, UnlockedAchievement } from '../../../shared/achievements.ts';
import type { Database } from '../../platform/db/schema.ts';
import { isoInstant } from '../../platform/db/instants.ts';
import {
  actionInstants,
  activeAchievementRules,
  awardCounts,
  commitmentDates,
  holdUser,
  insertUnlocks,
  type UserAwardCounts,
} from './achievements.repository.ts';
import { countsAfterAward, judge, judging, pointsOf } from './award-judge.ts';
import { createAwardKeep, type AwardKeep, type AwardPlan } from './award-keep.ts';

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
  /**
   * The user's counts once this award is counted in, as of its transaction's commit; undefined
   * when the user is gone or another award's unlock interleaved (then nothing is kept).
   */
  countsAfter?: UserAwardCounts;
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
 * `known` are the user's counts as of `now`, when the statement that stored the row read them
 * already, holding the user's row (progress/completion-counted.ts); otherwise they are read here.
 */
export async function awardAchievements(
  trx: Kysely<Database>,
  userId: string,
  now: Date,
  change: AwardChange = { kind: 'any' },
  rules?: readonly AchievementRule[],
  known?: UserAwardCounts,
): Promise<Award> {
  const at = isoInstant(now);
  const [counts, catalogue] = await Promise.all([
    known ?? awardCounts(trx, userId, at),
    rules ?? activeAchievementRules(trx),
  ]);
  if (!counts.found) return { unlocked: [], pointsAsOf: null };
  const judged = judging(catalogue, counts, change);
  const { candidates } = judged;
  if (candidates.rules.length === 0)
    return { unlocked: [], pointsAsOf: counts.pointsAsOf, countsAfter: counts };

  const [dates, actions] = await Promise.all([
    candidates.needsCommitmentDates ? commitmentDates(trx, userId) : [],
    candidates.needsActions ? actionInstants(trx, userId) : [],
  ]);
  const unlocked = judge(judged, counts, now, { dates, actions });
  const stored = await insertUnlocks(trx, userId, unlocked, at);
  const ours = unlocked.filter((achievement) => stored.has(achievement.key));
  return {
    unlocked: ours,
    pointsAsOf: counts.pointsAsOf + pointsOf(ours),
    countsAfter: countsAfterAward(counts, unlocked, ours),
  };
}

/** Awarding for one app: the achievement rules are content, read once. */
export function createAchievementsService(
  db: Kysely<Database>,
  clock: () => Date = () => new Date(),
  keep: AwardKeep = createAwardKeep(),
) {
  let rules: Promise<AchievementRule[]> | undefined;
  // Read through the caller's transaction: on SQLite its connection is the only one.
  const rulesVia = (trx: Kysely<Database>) => {
    rules ??= activeAchievementRules(trx).catch((error: unknown) => {
      rules = undefined;
      throw error;
    });
    return rules;
  };

  return {
    /** Awards what `change` can unlock, inside the caller's transaction (see awardAchievements). */
    async award(
      trx: Kysely<Database>,
      userId: string,
      now: Date,
      change: AwardChange,
      known?: UserAwardCounts,
    ) {
      return awardAchievements(trx, userId, now, change, await rulesVia(trx), known);
    },

    /**
     * Keeps the counts an award left, once its transaction committed (award-keep.ts); undefined
     * forgets the user's.
     */
    committed(userId: string, countsAfter: UserAwardCounts | undefined) {
      keep.keep(userId, countsAfter);
    },

    /**
     * The award of a new completion worth `points` at `now`, judged from the counts kept for the
     * user; undefined when there are none or judging needs the user's history.
     */
    async planCompletion(userId: string, points: number, now: Date): Promise<AwardPlan | undefined> {
      return keep.planCompletion(userId, await rulesVia(db), points, now);
    },

    /**
     * Time achievements are judged in the user's time zone, so a new zone can make a past action
     * qualify: everything is judged again, in a transaction of its own.
     */
    async timeZoneChanged(userId: string): Promise<UnlockedAchievement[]> {
      keep.forget(userId);
      const award = await db.transaction().execute(async (trx) => {
        await holdUser(trx, userId);
        return awardAchievements(trx, userId, clock(), { kind: 'any' }, await rulesVia(trx));
      });
      return award.unlocked;
    },
  };
}
export type AchievementsService = ReturnType<typeof createAchievementsService>;
