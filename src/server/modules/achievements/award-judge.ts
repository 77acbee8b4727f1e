import { candidateRules, type AwardChange, type Candidates } from '../../../shared/achievement-candidates.ts';
import { achievementStats } from '../../../shared/achievement-stats.ts';
import {
  evaluateUntilStable,
  type AchievementRule,
  type UnlockedAchievement,
} from '../../../shared/achievements.ts';
import { userTimeZone } from '../../../shared/local-date.ts';
import type { UserAwardCounts } from './achievements.repository.ts';

// Judging an award from the user's counts, apart from where the counts come from: read in the
// award's transaction (achievements.service.ts) or kept from the user's last award
// (award-keep.ts).

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
  history: { dates: readonly string[]; actions: readonly string[] } = { dates: [], actions: [] },
): UnlockedAchievement[] {
  const stats = achievementStats(
    { ...counts, commitmentDates: history.dates, actions: history.actions },
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

/** The counts once a completion worth `points` is stored: its trigger bumped the version. */
export function withCompletion(counts: UserAwardCounts, points: number): UserAwardCounts {
  return {
    ...counts,
    ritualCount: counts.ritualCount + 1,
    points: counts.points + points,
    pointsAsOf: counts.pointsAsOf + points,
    version: counts.version + 1,
  };
}

/**
 * The counts an award leaves, to keep (award-keep.ts): those it judged from with what it stored.
 * Undefined when it stored less than it judged: another award's unlock took a row first and
 * bumped the version too, so the version no longer names these counts.
 */
export function countsAfterAward(
  counts: UserAwardCounts,
  judged: readonly UnlockedAchievement[],
  stored: readonly UnlockedAchievement[],
): UserAwardCounts | undefined {
  return stored.length === judged.length ? withUnlocks(counts, stored) : undefined;
}

/** The counts once `stored` (unlocks stored after them) are counted in: each bumped the version. */
function withUnlocks(counts: UserAwardCounts, stored: readonly UnlockedAchievement[]): UserAwardCounts {
  return {
    ...counts,
    points: counts.points + pointsOf(stored),
    held: new Set([...counts.held, ...stored.map((a) => a.key)]),
    version: counts.version + stored.length,
  };
}
