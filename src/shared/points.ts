import { deriveDifficulty } from './difficulty.ts';
import type { Difficulty } from './taxonomy.ts';

// The product's one point scheme (docs/product-rules.md, Points and levels).
// The server is the only authority on points; these functions say how many.

export const DIFFICULTY_POINTS: Readonly<Record<Difficulty, number>> = { easy: 10, medium: 20, hard: 30 };
export const UNKNOWN_DIFFICULTY_POINTS = 20;
/** One bonus point per full this many minutes of a ritual's duration. */
export const DURATION_BONUS_MINUTES = 5;
export const DAILY_TIP_POINTS = 10;
export const POINTS_PER_LEVEL = 100;

export interface RitualForPoints {
  difficulty?: Difficulty | null;
  durationMinutes?: number | null;
  /** Used only to derive a missing difficulty, with objectCount (docs/product-rules.md, Content). */
  stepCount?: number | null;
  objectCount?: number | null;
}

function wholeNonNegative(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The ritual's difficulty, derived from steps and objects when missing, or null when unknown. */
export function effectiveDifficulty(ritual: RitualForPoints): Difficulty | null {
  if (ritual.difficulty) return ritual.difficulty;
  if (typeof ritual.stepCount === 'number' && typeof ritual.objectCount === 'number') {
    return deriveDifficulty(ritual.stepCount, ritual.objectCount);
  }
  return null;
}

/** 10 easy, 20 medium, 30 hard, 20 unknown; plus 1 per full 5 minutes of duration. */
export function ritualCompletionPoints(ritual: RitualForPoints): number {
  const difficulty = effectiveDifficulty(ritual);
  const base = difficulty ? DIFFICULTY_POINTS[difficulty] : UNKNOWN_DIFFICULTY_POINTS;
  return base + Math.floor(wholeNonNegative(ritual.durationMinutes) / DURATION_BONUS_MINUTES);
}

/** Level = floor(points / 100) + 1; negative or missing points count as 0. */
export function levelForPoints(totalPoints: number): number {
  return Math.floor(wholeNonNegative(totalPoints) / POINTS_PER_LEVEL) + 1;
}

/** Points still needed for the next level: 100 − (points mod 100), so 100 right after a level up. */
export function pointsToNextLevel(totalPoints: number): number {
  return POINTS_PER_LEVEL - (wholeNonNegative(totalPoints) % POINTS_PER_LEVEL);
}

/** The points of the lowest total that reaches a level (level 1 → 0, level 2 → 100). */
export function pointsForLevel(level: number): number {
  return Math.max(0, Math.floor(level) - 1) * POINTS_PER_LEVEL;
}

export interface LevelProgress {
  level: number;
  totalPoints: number;
  /** Points earned since the current level began (0–99). */
  pointsIntoLevel: number;
  pointsToNextLevel: number;
  /** How far through the current level, 0–99 (whole percent, rounded down). */
  percentage: number;
}

export function levelProgress(totalPoints: number): LevelProgress {
  const points = wholeNonNegative(totalPoints);
  const into = points % POINTS_PER_LEVEL;
  return {
    level: levelForPoints(points),
    totalPoints: points,
    pointsIntoLevel: into,
    pointsToNextLevel: POINTS_PER_LEVEL - into,
    percentage: Math.floor((into * 100) / POINTS_PER_LEVEL),
  };
}
