import { measure, type AchievementRequirement, type Measure } from './achievement-criteria.ts';
import { factsOf } from './achievement-facts.ts';
import type { AchievementStats } from './achievement-stats.ts';
import { levelForPoints } from './points.ts';

// Evaluating the catalogue (docs/product-rules.md, Achievements): which achievements a user holds
// or now meets, and how far along the others are. The criteria are in achievement-criteria.ts, the
// facts they read in achievement-facts.ts. Unlocking adds points, so evaluateUntilStable repeats
// until nothing new unlocks (points_100 can bring level_2, and so on).

/** What evaluation needs of a catalogue entry (an AchievementEntry or a database row fits). */
export interface AchievementRule extends AchievementRequirement {
  key: string;
  points: number;
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

export function activeRules<R extends AchievementRule>(catalogue: readonly R[]): R[] {
  return catalogue
    .filter((rule) => rule.is_active !== false && rule.is_active !== 0)
    .sort((a, b) => a.sort_order - b.sort_order || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
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
