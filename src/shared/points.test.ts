import { describe, expect, it } from 'vitest';
import {
  DAILY_TIP_POINTS,
  effectiveDifficulty,
  levelForPoints,
  levelProgress,
  pointsForLevel,
  pointsToNextLevel,
  ritualCompletionPoints,
} from './points.ts';

describe('ritualCompletionPoints', () => {
  it.each([
    ['easy', 10],
    ['medium', 20],
    ['hard', 30],
  ] as const)('%s without duration → %i', (difficulty, points) => {
    expect(ritualCompletionPoints({ difficulty })).toBe(points);
  });

  it('gives 20 when the difficulty is unknown and cannot be derived', () => {
    expect(ritualCompletionPoints({})).toBe(20);
    expect(ritualCompletionPoints({ difficulty: null, stepCount: 4 })).toBe(20);
  });

  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [9, 1],
    [10, 2],
    [14, 2],
    [15, 3],
    [60, 12],
  ])('%i minutes add %i', (durationMinutes, bonus) => {
    expect(ritualCompletionPoints({ difficulty: 'easy', durationMinutes })).toBe(10 + bonus);
  });

  it('ignores missing, negative or non-finite durations', () => {
    expect(ritualCompletionPoints({ difficulty: 'hard', durationMinutes: null })).toBe(30);
    expect(ritualCompletionPoints({ difficulty: 'hard', durationMinutes: -10 })).toBe(30);
    expect(ritualCompletionPoints({ difficulty: 'hard', durationMinutes: Number.NaN })).toBe(30);
  });

  it('derives a missing difficulty from (steps + objects) / 2', () => {
    expect(effectiveDifficulty({ stepCount: 3, objectCount: 3 })).toBe('easy');
    expect(effectiveDifficulty({ stepCount: 3, objectCount: 4 })).toBe('medium');
    expect(effectiveDifficulty({ stepCount: 6, objectCount: 7 })).toBe('hard');
    expect(ritualCompletionPoints({ stepCount: 6, objectCount: 7, durationMinutes: 25 })).toBe(35);
  });

  it('prefers a stated difficulty over the derived one', () => {
    expect(ritualCompletionPoints({ difficulty: 'easy', stepCount: 10, objectCount: 10 })).toBe(10);
  });

  it('gives 10 per daily tip', () => {
    expect(DAILY_TIP_POINTS).toBe(10);
  });
});

describe('levels', () => {
  it.each([
    [0, 1, 100],
    [1, 1, 99],
    [99, 1, 1],
    [100, 2, 100],
    [101, 2, 99],
    [199, 2, 1],
    [200, 3, 100],
    [999, 10, 1],
    [1000, 11, 100],
  ])('%i points → level %i, %i to the next', (points, level, toNext) => {
    expect(levelForPoints(points)).toBe(level);
    expect(pointsToNextLevel(points)).toBe(toNext);
  });

  it('treats negative or fractional points safely', () => {
    expect(levelForPoints(-50)).toBe(1);
    expect(pointsToNextLevel(-50)).toBe(100);
    expect(levelForPoints(99.9)).toBe(1);
  });

  it('gives the first total of each level', () => {
    expect([1, 2, 5, 10, 20].map(pointsForLevel)).toEqual([0, 100, 400, 900, 1900]);
    expect(levelForPoints(pointsForLevel(5))).toBe(5);
    expect(levelForPoints(pointsForLevel(5) - 1)).toBe(4);
  });

  it('reports progress within the level at its edges', () => {
    expect(levelProgress(99)).toEqual({
      level: 1,
      totalPoints: 99,
      pointsIntoLevel: 99,
      pointsToNextLevel: 1,
      percentage: 99,
    });
    expect(levelProgress(100)).toEqual({
      level: 2,
      totalPoints: 100,
      pointsIntoLevel: 0,
      pointsToNextLevel: 100,
      percentage: 0,
    });
    expect(levelProgress(101).percentage).toBe(1);
    expect(levelProgress(350).percentage).toBe(50);
  });
});
