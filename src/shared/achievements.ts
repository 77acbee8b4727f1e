import type { AchievementEntry } from './content-schema.ts';
import { daysBetween, localDateOf, weekdayOf, zonedDateTime } from './local-date.ts';
import type { Instant } from './local-date.ts';
import { levelForPoints, pointsForLevel } from './points.ts';

// Achievement criteria (docs/product-rules.md, Achievements). The catalogue's
// requirement_type, requirement_value and requirements drive them; hour and weekday achievements
// read each action in the zone it was made in, first-days achievements in the user's zone. Unlocking adds points, so evaluateUntilStable repeats until nothing new
// unlocks (points_100 can bring level_2, and so on).

export type RequirementType = AchievementEntry['requirement_type'];

/** What evaluation needs of a catalogue entry (an AchievementEntry or a database row fits). */
export interface AchievementRule {
  key: string;
  points: number;
  requirement_type: string;
  requirement_value: number;
  requirements?: Readonly<Record<string, number>> | null;
  sort_order: number;
  /** false or 0 leaves the achievement out entirely. */
  is_active?: boolean | number;
}

/** A rule from a stored catalogue row, whose requirements are JSON text. */
export function ruleOfRow(
  row: Omit<AchievementRule, 'requirements'> & { requirements: string },
): AchievementRule {
  return {
    key: row.key,
    points: row.points,
    requirement_type: row.requirement_type,
    requirement_value: row.requirement_value,
    requirements: JSON.parse(row.requirements || '{}') as Record<string, number>,
    sort_order: row.sort_order,
    is_active: row.is_active,
  };
}

export interface AchievementStats {
  ritualCount: number;
  tipCount: number;
  currentStreak: number;
  longestStreak: number;
  totalPoints: number;
  level: number;
  /**
   * Every ritual completion and daily-tip commitment, by when it happened and the zone it was made
   * in (null or absent: the user's zone).
   */
  actions: readonly { at: Instant; timeZone?: string | null }[];
  /** The user's IANA time zone, for the first-days achievements and actions without one. */
  timeZone: string;
  /** When the user signed up: the first-days achievements count local days from its day on. */
  signedUpAt?: Instant | null;
  /** Distinct journeys the user finished (each counted once, restarts and leaves aside). */
  journeysFinished?: number;
  /** Distinct lunar journeys the user finished. */
  lunarJourneysFinished?: number;
}

export interface AchievementProgress {
  key: string;
  unlocked: boolean;
  /** 0…maxProgress; only an unlocked achievement is at its maximum. */
  progress: number;
  maxProgress: number;
  /** Whole percent, rounded down: 100 only when unlocked. */
  progressPercentage: number;
}

export interface UnlockedAchievement {
  key: string;
  points: number;
}

/**
 * Stats with the actions reduced to counts by local hour and ISO weekday (index 1 = Monday) where
 * each was made, and local day since sign-up in the user's zone (index 0 = the day of sign-up, up
 * to FIRST_DAYS_TRACKED days).
 */
export interface Facts extends Omit<AchievementStats, 'actions' | 'timeZone' | 'signedUpAt'> {
  byHour: number[];
  byWeekday: number[];
  bySignUpDay: number[];
}

/** How many local days from sign-up on a first-days achievement can ask for. */
export const FIRST_DAYS_TRACKED = 31;

export type Measure = { progress: number; max: number; met: boolean };
type Criterion = (facts: Facts, value: number, params: Readonly<Record<string, number>>) => Measure;

function atLeast(actual: number, needed: number): Measure {
  const max = Math.max(1, needed);
  return { progress: Math.min(Math.max(0, actual), max), max, met: actual >= needed };
}

/** Several counters that must all reach their target; progress is the sum of the capped counts. */
function allOf(pairs: [actual: number, needed: number][]): Measure {
  const measures = pairs.map(([actual, needed]) => atLeast(actual, needed));
  return {
    progress: measures.reduce((sum, m) => sum + m.progress, 0),
    max: measures.reduce((sum, m) => sum + m.max, 0),
    met: measures.every((m) => m.met),
  };
}

const sum = (counts: number[], from: number, to: number) =>
  counts.slice(from, to).reduce((total, n) => total + n, 0);

const CRITERIA: Record<RequirementType, Criterion> = {
  rituals: (f, value) => atLeast(f.ritualCount, value),
  tips: (f, value) => atLeast(f.tipCount, value),
  current_streak: (f, value) => atLeast(f.currentStreak, value),
  longest_streak: (f, value) => atLeast(f.longestStreak, value),
  // value is how many local days from the day of sign-up on must each hold an action: progress is
  // the days of those that do, so a missed one keeps it below the target for good.
  first_days: (f, value) =>
    atLeast(f.bySignUpDay.slice(0, Math.min(value, FIRST_DAYS_TRACKED)).filter((n) => n > 0).length, value),
  points: (f, value) => atLeast(f.totalPoints, value),
  // Shown in points towards the level's threshold; met by the level itself.
  level: (f, value) => ({ ...atLeast(f.totalPoints, pointsForLevel(value)), met: f.level >= value }),
  // value is the hour; requirements.count (default 1) is how many such actions are needed.
  hour_before: (f, value, p) => atLeast(sum(f.byHour, 0, value), p.count ?? 1),
  hour_from: (f, value, p) => atLeast(sum(f.byHour, value, 24), p.count ?? 1),
  // value is how many actions are needed.
  weekend: (f, value) => atLeast(sum(f.byWeekday, 6, 8), value),
  monday: (f, value) => atLeast(sum(f.byWeekday, 1, 2), value),
  rituals_and_tips: (f, value, p) =>
    allOf([
      [f.ritualCount, p.rituals ?? value],
      [f.tipCount, p.tips ?? value],
    ]),
  // Both counts at least `min` and within `maxDifference` of each other: each must reach
  // max(min, higher − maxDifference), which is what the lower one still has to do.
  balanced: (f, value, p) => {
    const target = Math.max(p.min ?? value, Math.max(f.ritualCount, f.tipCount) - (p.maxDifference ?? 5));
    return allOf([
      [f.ritualCount, target],
      [f.tipCount, target],
    ]);
  },
  legend: (f, value, p) =>
    allOf([
      [f.ritualCount, p.rituals ?? value],
      [f.tipCount, p.tips ?? value],
      [f.longestStreak, p.longestStreak ?? value],
    ]),
  // value is how many distinct journeys (of the lunar kind) must be finished.
  journeys: (f, value) => atLeast(f.journeysFinished ?? 0, value),
  lunar_journeys: (f, value) => atLeast(f.lunarJourneysFinished ?? 0, value),
};

/** The local day of sign-up, or null when it is not known (no first-days achievement then). */
function signUpDate(stats: AchievementStats): string | null {
  if (stats.signedUpAt === undefined || stats.signedUpAt === null) return null;
  try {
    return localDateOf(stats.signedUpAt, stats.timeZone);
  } catch {
    return null;
  }
}

/** The local date and hour in a zone; null when the zone is not one (the user's is used then). */
function zonedOrNull(at: Instant, timeZone: string): { date: string; hour: number } | null {
  try {
    return zonedDateTime(at, timeZone);
  } catch {
    return null;
  }
}

export function factsOf(stats: AchievementStats): Facts {
  const byHour = Array.from({ length: 24 }, () => 0);
  const byWeekday = Array.from({ length: 8 }, () => 0);
  const bySignUpDay = Array.from({ length: FIRST_DAYS_TRACKED }, () => 0);
  const firstDay = signUpDate(stats);
  for (const action of stats.actions) {
    let userLocal: { date: string; hour: number };
    try {
      userLocal = zonedDateTime(action.at, stats.timeZone);
    } catch {
      continue;
    }
    // An hour is judged where the action was made, so a later change of zone moves no past action.
    const own =
      action.timeZone && action.timeZone !== stats.timeZone ? zonedOrNull(action.at, action.timeZone) : null;
    const local = own ?? userLocal;
    byHour[local.hour] = (byHour[local.hour] ?? 0) + 1;
    const weekday = weekdayOf(local.date);
    byWeekday[weekday] = (byWeekday[weekday] ?? 0) + 1;
    // An action from before the day of sign-up (a visitor's commitment merged later) is not one.
    const day = firstDay === null ? -1 : daysBetween(firstDay, userLocal.date);
    if (day >= 0 && day < FIRST_DAYS_TRACKED) bySignUpDay[day] = (bySignUpDay[day] ?? 0) + 1;
  }
  const { ritualCount, tipCount, currentStreak, longestStreak, totalPoints } = stats;
  const journeys = {
    journeysFinished: stats.journeysFinished ?? 0,
    lunarJourneysFinished: stats.lunarJourneysFinished ?? 0,
  };
  // The level follows from the points; a stale stored level cannot hold an achievement back.
  const level = Math.max(stats.level, levelForPoints(totalPoints));
  return {
    ritualCount,
    tipCount,
    currentStreak,
    longestStreak,
    totalPoints,
    level,
    byHour,
    byWeekday,
    bySignUpDay,
    ...journeys,
  };
}

export function activeRules<R extends AchievementRule>(catalogue: readonly R[]): R[] {
  return catalogue
    .filter((rule) => rule.is_active !== false && rule.is_active !== 0)
    .sort((a, b) => a.sort_order - b.sort_order || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

export function measure(rule: AchievementRule, facts: Facts): Measure {
  const criterion = Object.hasOwn(CRITERIA, rule.requirement_type)
    ? CRITERIA[rule.requirement_type as RequirementType]
    : null;
  // An unknown requirement type never unlocks: better locked than granted by mistake.
  if (!criterion) return { progress: 0, max: 1, met: false };
  return criterion(facts, rule.requirement_value, rule.requirements ?? {});
}

function view(key: string, m: Measure, unlocked: boolean): AchievementProgress {
  const progress = unlocked ? m.max : m.progress;
  return {
    key,
    unlocked,
    progress,
    maxProgress: m.max,
    progressPercentage: Math.floor((progress * 100) / m.max),
  };
}

/**
 * Every active achievement in sort order, with progress. One already unlocked stays unlocked
 * (no relock: a broken streak does not take streak_3 back).
 */
export function evaluateAchievements(
  catalogue: readonly AchievementRule[],
  stats: AchievementStats,
  alreadyUnlocked: Iterable<string> = [],
): AchievementProgress[] {
  const facts = factsOf(stats);
  const held = new Set(alreadyUnlocked);
  return activeRules(catalogue).map((rule) => {
    const m = measure(rule, facts);
    return view(rule.key, m, held.has(rule.key) || m.met);
  });
}

/**
 * The achievements that unlock now, in the order they unlock (by pass, then sort order), with
 * their points. Each unlock adds its points to totalPoints (and so perhaps a level); evaluation
 * repeats until a pass unlocks nothing. Returns the resulting totals too.
 */
export function evaluateUntilStable(
  catalogue: readonly AchievementRule[],
  stats: AchievementStats,
  alreadyUnlocked: Iterable<string> = [],
): { unlocked: UnlockedAchievement[]; totalPoints: number; level: number } {
  const facts = factsOf(stats);
  const held = new Set(alreadyUnlocked);
  const unlocked: UnlockedAchievement[] = [];
  const rules = activeRules(catalogue);
  for (;;) {
    const pass = rules.filter((rule) => !held.has(rule.key) && measure(rule, facts).met);
    if (pass.length === 0) break;
    for (const rule of pass) {
      held.add(rule.key);
      unlocked.push({ key: rule.key, points: rule.points });
      facts.totalPoints += rule.points;
    }
    facts.level = Math.max(facts.level, levelForPoints(facts.totalPoints));
  }
  return { unlocked, totalPoints: facts.totalPoints, level: facts.level };
}
