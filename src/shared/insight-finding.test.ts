import { describe, expect, it } from 'vitest';
import { moodPracticeFinding, type FindingWeek } from './insight-finding.ts';

const week = (practice_days: number, mood_average: number | null, complete = true): FindingWeek => ({
  complete,
  practice_days,
  mood_average,
});

describe('mood and practice finding', () => {
  it('names a higher mood in weeks with three or more practice days when the difference is clear', () => {
    const weeks = [week(4, 4.2), week(3, 4), week(5, 4.5), week(1, 3), week(0, 3.2), week(2, 2.8)];
    expect(moodPracticeFinding(weeks)).toEqual({
      kind: 'higher',
      difference: 1.233,
      practice_weeks: 3,
      other_weeks: 3,
    });
  });

  it('names a lower mood too: the sentence follows the data either way', () => {
    const weeks = [week(4, 2), week(3, 2.2), week(6, 2.1), week(1, 4), week(0, 4), week(2, 3.8)];
    expect(moodPracticeFinding(weeks)).toMatchObject({ kind: 'lower', difference: 1.833 });
  });

  it('says nothing with fewer than three weeks with a mood on one side', () => {
    const weeks = [week(4, 5), week(5, 5), week(6, 5), week(1, 1), week(0, 1), week(2, null)];
    expect(moodPracticeFinding(weeks)).toEqual({ kind: 'notEnough', practice_weeks: 3, other_weeks: 2 });
  });

  it('leaves the week still going on out of the comparison', () => {
    const weeks = [week(4, 5), week(5, 5), week(6, 5), week(1, 1), week(0, 1), week(0, 1, false)];
    expect(moodPracticeFinding(weeks).kind).toBe('notEnough');
  });

  it('calls a difference under half a point similar', () => {
    const weeks = [week(4, 3.4), week(3, 3.5), week(5, 3.6), week(1, 3.1), week(0, 3), week(2, 3.1)];
    expect(moodPracticeFinding(weeks)).toEqual({ kind: 'similar', practice_weeks: 3, other_weeks: 3 });
  });

  it('calls a large difference similar when the weeks scatter too much to trust it', () => {
    const weeks = [week(4, 5), week(3, 1.5), week(5, 5), week(1, 1), week(0, 4.5), week(2, 1)];
    // Means 3.83 and 2.17: 1.67 apart, but each side spans almost the whole scale.
    expect(moodPracticeFinding(weeks).kind).toBe('similar');
  });

  it('takes a difference of exactly half a point with steady weeks', () => {
    const weeks = [week(3, 4), week(3, 4), week(3, 4), week(0, 3.5), week(0, 3.5), week(0, 3.5)];
    expect(moodPracticeFinding(weeks)).toMatchObject({ kind: 'higher', difference: 0.5 });
  });
});
