import type { AchievementEntry } from './content-schema.ts';
import { FIRST_DAYS_TRACKED, type Facts } from './achievement-facts.ts';
import { pointsForLevel } from './points.ts';

// What each requirement type asks of the facts (docs/product-rules.md, Achievements): the
// catalogue's requirement_type picks the criterion, requirement_value and requirements are its
// targets. A criterion answers how far the user is and whether the target is met.

export type RequirementType = AchievementEntry['requirement_type'];

/** The part of a catalogue entry that says what unlocks it. */
export interface AchievementRequirement {
  requirement_type: string;
  requirement_value: number;
  requirements?: Readonly<Record<string, number>> | null;
}

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

/** How far the facts are along a requirement, and whether they meet it. */
export function measure(rule: AchievementRequirement, facts: Facts): Measure {
  const criterion = Object.hasOwn(CRITERIA, rule.requirement_type)
    ? CRITERIA[rule.requirement_type as RequirementType]
    : null;
  // An unknown requirement type never unlocks: better locked than granted by mistake.
  if (!criterion) return { progress: 0, max: 1, met: false };
  return criterion(facts, rule.requirement_value, rule.requirements ?? {});
}
