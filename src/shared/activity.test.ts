import { describe, expect, it } from 'vitest';
import { heatMap, heatMapRange, localDatesOf, periodCounts, periodCountsAt } from './activity.ts';

describe('periodCounts', () => {
  it('counts the ISO week from Monday and the calendar month', () => {
    // Wednesday 4 June 2025: its week runs Monday 2 June … Sunday 8 June.
    const dates = ['2025-05-31', '2025-06-01', '2025-06-02', '2025-06-04', '2025-06-04', '2025-06-05'];
    expect(periodCounts(dates, '2025-06-04')).toEqual({ thisWeek: 3, thisMonth: 4 });
  });

  it('counts a week that started in the previous month', () => {
    const dates = ['2025-06-29', '2025-06-30', '2025-07-01'];
    expect(periodCounts(dates, '2025-07-01')).toEqual({ thisWeek: 2, thisMonth: 1 });
  });

  it('starts a new week on Monday, not Sunday', () => {
    expect(periodCounts(['2025-06-08'], '2025-06-08').thisWeek).toBe(1);
    expect(periodCounts(['2025-06-08'], '2025-06-09').thisWeek).toBe(0);
  });

  it('is not fooled by the same week number of another year', () => {
    expect(periodCounts(['2024-06-05'], '2025-06-04')).toEqual({ thisWeek: 0, thisMonth: 0 });
  });

  it('counts week 1 across New Year', () => {
    // 30 December 2024 to 5 January 2025 is 2025-W01.
    expect(periodCounts(['2024-12-30', '2024-12-31', '2025-01-01'], '2025-01-02')).toEqual({
      thisWeek: 3,
      thisMonth: 1,
    });
  });
});

describe('periodCountsAt (event instants in the user zone)', () => {
  // 05:00 UTC on Monday 2 June is 23:00 on Sunday 1 June in Mexico City (UTC−6).
  const now = '2025-06-02T05:00:00Z';
  const events = ['2025-06-02T04:30:00Z', '2025-05-26T06:00:00Z'];

  it('in Mexico City both events fall in the week of Monday 26 May', () => {
    expect(periodCountsAt(events, 'America/Mexico_City', now)).toEqual({ thisWeek: 2, thisMonth: 1 });
  });

  it('in UTC a new week has begun', () => {
    expect(periodCountsAt(events, 'UTC', now)).toEqual({ thisWeek: 1, thisMonth: 1 });
  });
});

describe('localDatesOf', () => {
  it('places instants on local dates and skips unreadable ones', () => {
    expect(localDatesOf(['2024-12-31T20:00:00Z', 'garbage', Date.UTC(2025, 0, 1, 2)], 'Asia/Tokyo')).toEqual([
      '2025-01-01',
      '2025-01-01',
    ]);
  });
});

describe('heat map', () => {
  it.each([
    ['2025-06-10', '2024-06-11', 365],
    ['2024-06-10', '2023-06-11', 366],
    ['2025-01-01', '2024-01-02', 366],
    ['2024-02-29', '2023-03-01', 366],
    ['2025-03-01', '2024-03-02', 365],
  ])('the 12 months ending %s start on %s (%i days)', (today, from, length) => {
    expect(heatMapRange(today)).toEqual({ from, to: today });
    expect(heatMap([], today).days).toHaveLength(length);
  });

  it('counts every day of the range, zero included, oldest first', () => {
    const map = heatMap(
      ['2025-06-10', '2025-06-10', '2025-06-08', '2024-06-11', '2024-06-10', '2025-06-11', 'nope'],
      '2025-06-10',
    );
    expect(map.days[0]).toEqual({ date: '2024-06-11', count: 1 });
    expect(map.days.at(-1)).toEqual({ date: '2025-06-10', count: 2 });
    expect(map.days.at(-2)).toEqual({ date: '2025-06-09', count: 0 });
    expect(map.days.at(-3)).toEqual({ date: '2025-06-08', count: 1 });
    expect(map.max).toBe(2);
    expect(map.total).toBe(4);
  });

  it('is empty but complete without events', () => {
    const map = heatMap([], '2025-06-10');
    expect(map.max).toBe(0);
    expect(map.total).toBe(0);
    expect(map.days.every((day) => day.count === 0)).toBe(true);
  });
});
