import { describe, expect, it } from 'vitest';
import { addDays } from './local-date.ts';
import { currentStreak, longestStreak, streakSummary } from './streaks.ts';

const TODAY = '2025-06-10';
/** `count` consecutive dates ending `daysAgo` days before TODAY. */
function run(count: number, daysAgo = 0): string[] {
  return Array.from({ length: count }, (_, i) => addDays(TODAY, -daysAgo - i));
}

describe('current streak', () => {
  it('is 0 without commitments', () => {
    expect(currentStreak([], TODAY)).toBe(0);
  });

  it.each([
    ['today', 0, 3],
    ['yesterday', 1, 3],
    ['two days ago', 2, 0],
    ['a week ago', 7, 0],
  ])('is active when the latest is %s', (_, daysAgo, expected) => {
    expect(currentStreak(run(3, daysAgo), TODAY)).toBe(expected);
  });

  it('stops at the first gap', () => {
    const dates = [...run(2), ...run(5, 3)];
    expect(currentStreak(dates, TODAY)).toBe(2);
    expect(longestStreak(dates)).toBe(5);
  });

  it('ignores order, duplicates and invalid dates', () => {
    const dates = ['2025-06-09', '2025-06-10', '2025-06-09', 'not-a-date', '2025-06-08', '2025-02-30'];
    expect(currentStreak(dates, TODAY)).toBe(3);
  });

  it('sets aside dates after today until they are today', () => {
    const dates = ['2025-06-09', '2025-06-10', '2025-06-11'];
    expect(currentStreak(dates, TODAY)).toBe(2);
    expect(currentStreak(dates, '2025-06-11')).toBe(3);
  });

  it('runs across New Year and 29 February', () => {
    expect(currentStreak(['2024-12-30', '2024-12-31', '2025-01-01'], '2025-01-01')).toBe(3);
    expect(currentStreak(['2024-02-28', '2024-02-29', '2024-03-01'], '2024-03-02')).toBe(3);
    // Without the 29th, 28 February and 1 March 2024 are two days apart.
    expect(currentStreak(['2024-02-28', '2024-03-01'], '2024-03-01')).toBe(1);
    expect(currentStreak(['2025-02-28', '2025-03-01'], '2025-03-01')).toBe(2);
  });
});

describe('longest streak', () => {
  it('is the longest run anywhere in the history', () => {
    expect(longestStreak([])).toBe(0);
    expect(longestStreak(['2025-01-01'])).toBe(1);
    expect(longestStreak([...run(4, 20), ...run(6, 10), ...run(2)])).toBe(6);
  });

  it('counts an inactive old run', () => {
    expect(streakSummary(run(9, 30), TODAY)).toMatchObject({ current: 0, longest: 9 });
  });

  it('with today, ignores later dates', () => {
    expect(longestStreak(['2025-06-10', '2025-06-11'], TODAY)).toBe(1);
    expect(longestStreak(['2025-06-10', '2025-06-11'])).toBe(2);
  });
});

describe('streak status', () => {
  it("is 'none' without any commitment", () => {
    expect(streakSummary([], TODAY)).toEqual({
      current: 0,
      longest: 0,
      latest: null,
      status: { kind: 'none' },
    });
  });

  it("is 'none' when the only commitments are in the future", () => {
    expect(streakSummary(['2025-06-11'], TODAY).status).toEqual({ kind: 'none' });
  });

  it("is 'started' for a streak of 1, today or yesterday", () => {
    expect(streakSummary(run(1), TODAY).status).toEqual({ kind: 'started' });
    expect(streakSummary(run(1, 1), TODAY).status).toEqual({ kind: 'started' });
  });

  it("is 'consecutive' from 2 days", () => {
    expect(streakSummary(run(2), TODAY).status).toEqual({ kind: 'consecutive', days: 2 });
    expect(streakSummary(run(3, 1), TODAY).status).toEqual({ kind: 'consecutive', days: 3 });
  });

  it("is 'lastStreak' with the most recent run's length once the streak is broken", () => {
    const dates = [...run(10, 40), ...run(3, 2)];
    expect(streakSummary(dates, TODAY)).toEqual({
      current: 0,
      longest: 10,
      latest: '2025-06-08',
      status: { kind: 'lastStreak', days: 3 },
    });
    expect(streakSummary(run(1, 5), TODAY).status).toEqual({ kind: 'lastStreak', days: 1 });
  });
});

describe('streakSummary with frozen days', () => {
  it('bridges a frozen day without counting it: three commitments around it make 3', () => {
    const summary = streakSummary(['2025-06-07', '2025-06-08', '2025-06-10'], TODAY, ['2025-06-09']);
    expect(summary).toMatchObject({ current: 3, longest: 3, latest: '2025-06-10' });
  });

  it('keeps the streak active through a frozen yesterday', () => {
    expect(streakSummary(['2025-06-07', '2025-06-08'], TODAY, ['2025-06-09'])).toMatchObject({
      current: 2,
      latest: '2025-06-08',
      status: { kind: 'consecutive', days: 2 },
    });
  });

  it('is unchanged without frozen days, and frozen days alone make no streak', () => {
    const dates = ['2025-06-07', '2025-06-08', '2025-06-10'];
    expect(streakSummary(dates, TODAY, [])).toEqual(streakSummary(dates, TODAY));
    expect(streakSummary([], TODAY, ['2025-06-09'])).toEqual({
      current: 0,
      longest: 0,
      latest: null,
      status: { kind: 'none' },
    });
  });
});
