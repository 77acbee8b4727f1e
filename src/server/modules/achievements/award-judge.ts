import { candidateRules, type AwardChange, type Candidates } from '../../../shared/achievement-candidates.ts';
import { achievementStats, type ZonedAction } from '../../../shared/achievement-stats.ts';
import {
  evaluateUntilStable,
  type AchievementRule,
  type UnlockedAchievement,
} from '../../../shared/achievements.ts';
import { userTimeZone } from '../../../shared/zoned-time.ts';
import type { UserAwardCounts } from './award-reads.repository.ts';

// Judging an award from the user's counts, as read in the award's transaction
// (achievements.service.ts).

export interface Judging {
  candidates: Candidates;
  timeZone: string;
}

/** The rules `change` can unlock for a user with `counts` (shared/achievement-candidates.ts). */
export function judging(
  catalogue: readonly AchievementRule[],
  counts: UserAwardCounts,
  change: AwardChange,
): Judging {
  const timeZone = userTimeZone(counts.timeZone);
  return { candidates: candidateRules(catalogue, counts.held, change, counts, timeZone), timeZone };
}

/**
 * What the candidates unlock, until nothing new unlocks, in catalogue order (as the reads of a
 * repeated request return them). The commitment dates and action instants are those the
 * candidates need (empty otherwise).
 */
export function judge(
  { candidates, timeZone }: Judging,
  counts: UserAwardCounts,
  now: Date,
  history: {
    dates: readonly string[];
    frozen?: readonly string[];
    actions: readonly ZonedAction[];
    journeys?: { finished: number; lunar: number };
  } = { dates: [], actions: [] },
): UnlockedAchievement[] {
  const stats = achievementStats(
    {
      ...counts,
      commitmentDates: history.dates,
      frozenDates: history.frozen,
      actions: history.actions,
      journeysFinished: history.journeys?.finished ?? 0,
      lunarJourneysFinished: history.journeys?.lunar ?? 0,
    },
    timeZone,
    now,
  );
  const { unlocked } = evaluateUntilStable(candidates.rules, stats, counts.held);
  const order = new Map(candidates.rules.map((rule) => [rule.key, rule.sort_order]));
  return unlocked.toSorted(
    (a, b) =>
      (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}

/** The points of some unlocks together. */
export const pointsOf = (unlocked: readonly UnlockedAchievement[]) =>
  unlocked.reduce((sum, a) => sum + a.points, 0);
