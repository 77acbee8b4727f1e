import { describe, expect, it } from 'vitest';
import { addDays } from './local-date.ts';
import { moonMarks } from './insight-moons.ts';
import { INSIGHT_WEEKS, insightWeeks, insightsFrom, type InsightInput } from './insights.ts';

// Wednesday: the current week runs from Monday 2026-03-02 to Sunday 2026-03-08.
const TODAY = '2026-03-04';

const none = { completionDates: [], commitmentDates: [], moods: [], moons: [] };

/** The insight weeks up to TODAY, with nothing practised, noted or seen but the given facts. */
const weeksWith = (facts: Partial<Omit<InsightInput, 'today'>> = {}) =>
  insightWeeks({ today: TODAY, ...none, ...facts });

describe('insight weeks', () => {
  it('gives twelve Monday-first weeks ending with the current one', () => {
    const weeks = weeksWith();
    expect(weeks).toHaveLength(INSIGHT_WEEKS);
    expect(weeks[0]).toMatchObject({ start: '2025-12-15', end: '2025-12-21', complete: true });
    expect(weeks.at(-1)).toMatchObject({ start: '2026-03-02', end: '2026-03-08', complete: false });
    expect(insightsFrom(TODAY)).toBe('2025-12-15');
    expect(weeks.every((w) => w.practice_days === 0 && w.mood_average === null && w.streak === 0)).toBe(true);
  });

  it('counts each practised day once, whether a completion, a commitment or both', () => {
    const weeks = weeksWith({
      completionDates: ['2026-02-23', '2026-02-23', '2026-02-24'],
      commitmentDates: ['2026-02-24', '2026-02-25', '2026-03-02'],
    });
    expect(weeks.at(-2)?.practice_days).toBe(3);
    expect(weeks.at(-1)?.practice_days).toBe(1);
  });

  it('leaves out days before the first week and after today', () => {
    const weeks = weeksWith({
      completionDates: ['2025-12-14', '2026-03-05'],
      moods: [
        { date: '2025-12-14', mood: 5 },
        { date: '2026-03-05', mood: 1 },
      ],
    });
    expect(weeks.reduce((sum, w) => sum + w.practice_days + w.mood_notes, 0)).toBe(0);
  });

  it('averages the moods of the notes in each week and ignores moods out of 1–5', () => {
    const weeks = weeksWith({
      moods: [
        { date: '2026-02-23', mood: 2 },
        { date: '2026-02-24', mood: 5 },
        { date: '2026-03-01', mood: 4 },
        { date: '2026-03-02', mood: 9 },
      ],
    });
    expect(weeks.at(-2)).toMatchObject({ mood_average: 11 / 3, mood_notes: 3 });
    expect(weeks.at(-1)).toMatchObject({ mood_average: null, mood_notes: 0 });
  });

  it('takes the streak at the end of each week, and today for this week, by the one streak rule', () => {
    // Commitments every day from 2026-02-20 to today, with a frozen 2026-02-27.
    const days = Array.from({ length: 13 }, (_, i) => addDays('2026-02-20', i)).filter(
      (d) => d !== '2026-02-27',
    );
    const weeks = weeksWith({ commitmentDates: days, frozen: ['2026-02-27'] });
    expect(weeks.at(-3)?.streak).toBe(3); // Sunday 2026-02-22: 20, 21, 22
    expect(weeks.at(-2)?.streak).toBe(9); // Sunday 2026-03-01: the freeze keeps it without counting
    expect(weeks.at(-1)?.streak).toBe(12);
    // A week whose last day is two days after the last commitment has no active streak.
    expect(weeks.at(-4)?.streak).toBe(0);
  });

  it('puts each new and full moon in the week of its local day', () => {
    const weeks = weeksWith({
      moons: [
        { kind: 'full', date: '2026-03-03' },
        { kind: 'new', date: '2026-02-17' },
      ],
    });
    expect(weeks.at(-1)?.moons).toEqual([{ kind: 'full', date: '2026-03-03' }]);
    expect(weeks.find((w) => w.start === '2026-02-16')?.moons).toEqual([{ kind: 'new', date: '2026-02-17' }]);
  });
});

describe('moon marks', () => {
  it('names the local day of each new and full moon in the time zone', () => {
    // Full moon 2026-03-03 11:38 UTC; new moon 2026-03-19 01:23 UTC.
    expect(moonMarks('2026-03-01', '2026-03-31', 'UTC')).toEqual([
      { kind: 'full', date: '2026-03-03' },
      { kind: 'new', date: '2026-03-19' },
    ]);
    // In Los Angeles the new moon's instant is still the evening of the 18th.
    expect(moonMarks('2026-03-01', '2026-03-31', 'America/Los_Angeles')).toContainEqual({
      kind: 'new',
      date: '2026-03-18',
    });
  });

  it('has about two a month over the twelve weeks, each within the range', () => {
    const marks = moonMarks('2025-12-15', '2026-03-08', 'Europe/Madrid');
    expect(marks.length).toBeGreaterThanOrEqual(5);
    expect(marks.length).toBeLessThanOrEqual(6);
    expect(marks.every((m) => m.date >= '2025-12-15' && m.date <= '2026-03-08')).toBe(true);
  });
});
