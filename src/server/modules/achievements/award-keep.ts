import type { AwardChange } from '../../../shared/achievement-candidates.ts';
import type { AchievementRule, UnlockedAchievement } from '../../../shared/achievements.ts';
import { LruMap } from '../../platform/lru-map.ts';
import type { UserAwardCounts } from './achievements.repository.ts';
import { judge, judging, withCompletion } from './award-judge.ts';

/**
 * An award judged before its row is stored, from the counts kept since the user's last award
 * (docs/decisions/0035-awards-judged-from-kept-counts.md). The row and the unlocks are stored
 * together only while the user is still at `version` in `timeZone`: no award row of theirs was
 * written since, by any process.
 */
export interface AwardPlan {
  version: number;
  timeZone: string | null;
  /** What the new row unlocks, in catalogue order. */
  unlocked: UnlockedAchievement[];
  /** The counts once the row is stored, before its unlocks (what they were judged from). */
  counts: UserAwardCounts;
}

/**
 * The award counts of the users who earned something lately, each as of the version of their row
 * it was read or written at. Kept only once that state is committed; a version names one state
 * because every write of an award row bumps it, so a kept state can be old but never wrong.
 */
export function createAwardKeep(size = 10_000) {
  const kept = new LruMap<string, UserAwardCounts>(size);
  return {
    keep(userId: string, counts: UserAwardCounts | undefined) {
      if (counts?.found) kept.set(userId, counts);
      else kept.delete(userId);
    },
    forget(userId: string) {
      kept.delete(userId);
    },

    /**
     * The plan for a new completion worth `points` at `now`, or undefined when nothing is kept
     * for the user or judging it needs their history (commitment dates, action instants).
     */
    planCompletion(
      userId: string,
      catalogue: readonly AchievementRule[],
      points: number,
      now: Date,
    ): AwardPlan | undefined {
      const before = kept.get(userId);
      if (!before) return undefined;
      const counts = withCompletion(before, points);
      const change: AwardChange = { kind: 'completion', at: now };
      const judged = judging(catalogue, counts, change);
      if (judged.candidates.needsCommitmentDates || judged.candidates.needsActions) return undefined;
      const unlocked = judged.candidates.rules.length === 0 ? [] : judge(judged, counts, now);
      return {
        version: before.version,
        timeZone: before.timeZone,
        unlocked,
        counts,
      };
    },
  };
}
export type AwardKeep = ReturnType<typeof createAwardKeep>;
