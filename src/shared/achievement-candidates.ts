import { measure, type RequirementType } from './achievement-criteria.ts';
import { factsOf, FIRST_DAYS_TRACKED, type Facts } from './achievement-facts.ts';
import { activeRules, type AchievementRule } from './achievements.ts';
import type { AwardHistory } from './achievement-stats.ts';
import { type LocalDate } from './local-date.ts';
import { localDateOf, type Instant } from './zoned-time.ts';
import { levelForPoints } from './points.ts';

// Which achievements one new action can unlock, judged from counts alone, so that awarding after
// a completion or a commitment reads no more than it must. Every action is followed by an
// evaluation, so an achievement not held was not met before the action; it can be met after it
// only if the action changed something its criterion reads.

/** What happened since the last evaluation; `any` re-judges everything (zoneless actions got a zone). */
export type AwardChange = { kind: 'completion' | 'commitment' | 'journey'; at: Instant } | { kind: 'any' };

type Fact = 'rituals' | 'tips' | 'points' | 'streak' | 'time' | 'journeys';

const READS: Record<RequirementType, readonly Fact[]> = {
  rituals: ['rituals'],
  tips: ['tips'],
  current_streak: ['streak'],
  longest_streak: ['streak'],
  // Read from the actions' instants, as the time achievements are.
  first_days: ['time'],
  points: ['points'],
  level: ['points'],
  hour_before: ['time'],
  hour_from: ['time'],
  weekend: ['time'],
  monday: ['time'],
  rituals_and_tips: ['rituals', 'tips'],
  balanced: ['rituals', 'tips'],
  legend: ['rituals', 'tips', 'streak'],
  journeys: ['journeys'],
  lunar_journeys: ['journeys'],
};

const CHANGED: Record<'completion' | 'commitment' | 'journey', readonly Fact[]> = {
  completion: ['rituals', 'points', 'time'],
  commitment: ['tips', 'points', 'streak', 'time'],
  // Finishing a journey adds no points or action of its own: only the journeys count changes.
  journey: ['journeys'],
};

const readsOf = (rule: AchievementRule): readonly Fact[] =>
  Object.hasOwn(READS, rule.requirement_type) ? READS[rule.requirement_type as RequirementType] : [];

/** What candidates are chosen from: the user's counts and their latest commitment. */
export interface AwardCounts extends Pick<AwardHistory, 'ritualCount' | 'tipCount' | 'points'> {
  /** The commitment with the latest date, and when the server received it. */
  latestCommitment: { date: LocalDate; receivedAt: Instant } | null;
  /** When the user signed up (null when unknown). */
  signedUpAt?: Instant | null;
  /**
   * The latest instant of any of the user's actions, the new one included (null or absent when
   * unknown): no action falls on a later day since sign-up.
   */
  latestActionAt?: Instant | null;
}

/** Facts of no counts, for those of a single action. */
const NO_FACTS = {
  ritualCount: 0,
  tipCount: 0,
  currentStreak: 0,
  longestStreak: 0,
  totalPoints: 0,
  level: 1,
} as const;

/**
 * The last day since sign-up, in the user's zone, on which an action can fall: that of the latest
 * action, or every tracked day when it is unknown or outside them.
 */
function lastActionDay(counts: AwardCounts, timeZone: string): number {
  if (!counts.latestActionAt || !counts.signedUpAt) return FIRST_DAYS_TRACKED;
  const { bySignUpDay } = factsOf({
    ...NO_FACTS,
    actions: [{ at: counts.latestActionAt }],
    timeZone,
    signedUpAt: counts.signedUpAt,
  });
  const day = bySignUpDay.findIndex((n) => n > 0);
  return day < 0 ? FIRST_DAYS_TRACKED : day;
}

/**
 * A streak counts a commitment from its date on. One made for a date that was still tomorrow in
 * the user's zone (it was today somewhere else) joins the streak later, by the passing of time:
 * until the next commitment, every action judges streaks again.
 */
function streakMayHaveGrown(latest: AwardCounts['latestCommitment'], timeZone: string): boolean {
  return latest !== null && latest.date > localDateOf(latest.receivedAt, timeZone);
}

export interface Candidates {
  rules: AchievementRule[];
  /** The commitment dates must be read: a candidate reads a streak. */
  needsCommitmentDates: boolean;
  /** Every action's instant must be read: a candidate is a time achievement. */
  needsActions: boolean;
  /** The journeys finished must be read: a candidate counts them. */
  needsJourneys: boolean;
}

/**
 * The active achievements not held that `change` can unlock. Beyond the facts that changed, a
 * bound rules out what cannot be met: a streak is never longer than the number of commitments,
 * no hour or weekday holds more than every action, and no more days hold an action than there are
 * actions, none of them after the latest action's day (so a first week is judged only from its
 * last day on, not after every action of a new user). A time or first-days achievement counts
 * only when the new action itself falls in its hours or days.
 */
export function candidateRules(
  catalogue: readonly AchievementRule[],
  held: ReadonlySet<string>,
  change: AwardChange,
  counts: AwardCounts,
  timeZone: string,
): Candidates {
  const actionCount = counts.ritualCount + counts.tipCount;
  const lastDay = lastActionDay(counts, timeZone);
  const bound: Facts = {
    ritualCount: counts.ritualCount,
    tipCount: counts.tipCount,
    currentStreak: counts.tipCount,
    longestStreak: counts.tipCount,
    totalPoints: counts.points,
    level: levelForPoints(counts.points),
    byHour: Array.from({ length: 24 }, () => actionCount),
    byWeekday: Array.from({ length: 8 }, () => actionCount),
    // A day holds an action only if there are that many actions and it is not after the latest.
    bySignUpDay: Array.from({ length: FIRST_DAYS_TRACKED }, (_, day) =>
      day < actionCount && day <= lastDay ? 1 : 0,
    ),
    // Not counted on the user's row: no bound, read only when a candidate needs them.
    journeysFinished: Number.MAX_SAFE_INTEGER,
    lunarJourneysFinished: Number.MAX_SAFE_INTEGER,
  };
  // The new action alone, to see which hours and days it falls in.
  const own =
    change.kind === 'any'
      ? null
      : factsOf({
          ...NO_FACTS,
          actions: [{ at: change.at }],
          timeZone,
          signedUpAt: counts.signedUpAt ?? null,
        });
  const changed =
    change.kind === 'any'
      ? null
      : streakMayHaveGrown(counts.latestCommitment, timeZone)
        ? [...CHANGED[change.kind], 'streak']
        : CHANGED[change.kind];

  const rules = activeRules(catalogue).filter((rule) => {
    if (held.has(rule.key)) return false;
    const reads = readsOf(rule);
    if (changed && !reads.some((fact) => changed.includes(fact))) return false;
    // Points grow while unlocks cascade, so rules on points stay in whatever the bound says.
    if (reads.includes('points')) return true;
    if (!measure(rule, bound).met) return false;
    if (own && reads.includes('time') && measure(rule, own).progress === 0) return false;
    return true;
  });
  return {
    rules,
    needsCommitmentDates: rules.some((rule) => readsOf(rule).includes('streak')),
    needsActions: rules.some((rule) => readsOf(rule).includes('time')),
    needsJourneys: rules.some((rule) => readsOf(rule).includes('journeys')),
  };
}
