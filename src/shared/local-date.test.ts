import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfYear,
  daysBetween,
  isLeapYear,
  isLocalDate,
  isoWeekKey,
  monthKey,
  nextDay,
  previousDay,
  startOfIsoWeek,
  weekdayOf,
} from './local-date.ts';
import { localDateOf } from './zoned-time.ts';

describe('isLocalDate', () => {
  it.each(['2024-02-29', '2000-02-29', '2025-12-31', '0999-01-01'])('accepts %s', (value) => {
    expect(isLocalDate(value)).toBe(true);
  });
  it.each(['2025-02-29', '1900-02-29', '2025-13-01', '2025-04-31'])('refuses %s, no such day', (value) => {
    expect(isLocalDate(value)).toBe(false);
  });
  it.each(['2025-1-01', '20250101', '', ' 2025-01-01'])('refuses %j, not written YYYY-MM-DD', (value) => {
    expect(isLocalDate(value)).toBe(false);
  });
  it('refuses non-strings', () => {
    expect(isLocalDate(20250101)).toBe(false);
    expect(isLocalDate(null)).toBe(false);
  });
});

describe('calendar arithmetic', () => {
  it('steps across month, leap day and year ends', () => {
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2024-02-29')).toBe('2024-03-01');
    expect(nextDay('2025-02-28')).toBe('2025-03-01');
    expect(nextDay('2024-12-31')).toBe('2025-01-01');
    expect(previousDay('2025-01-01')).toBe('2024-12-31');
    expect(previousDay('2024-03-01')).toBe('2024-02-29');
    expect(addDays('2025-01-31', 30)).toBe('2025-03-02');
    expect(addDays('2025-01-01', -365)).toBe('2024-01-02');
  });
  it('counts days between dates, signed', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1);
    expect(daysBetween('2025-01-01', '2024-12-31')).toBe(-1);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });
  it('throws on an invalid date instead of guessing', () => {
    expect(() => addDays('2025-02-29', 1)).toThrow(RangeError);
    expect(() => monthKey('2025-00-10')).toThrow(RangeError);
  });
  it('knows leap years', () => {
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
  });
});

describe('dayOfYear (whole days since 31 December of the previous year)', () => {
  it.each([
    ['2025-01-01', 1],
    ['2025-02-28', 59],
    ['2025-03-01', 60],
    ['2024-02-28', 59],
    ['2024-02-29', 60],
    ['2024-03-01', 61],
    ['2024-12-30', 365],
    ['2024-12-31', 366],
    ['2025-12-31', 365],
  ])('%s → %i', (date, expected) => {
    expect(dayOfYear(date)).toBe(expected);
  });

  it('is local: the same instant is 1 January in Tokyo and 31 December in Mexico City', () => {
    const instant = '2024-12-31T23:30:00Z';
    expect(dayOfYear(localDateOf(instant, 'Asia/Tokyo'))).toBe(1);
    expect(dayOfYear(localDateOf(instant, 'America/Mexico_City'))).toBe(366);
    expect(dayOfYear(localDateOf(instant, 'UTC'))).toBe(366);
  });

  it('is 29 February (60) in Kiritimati while it is still the 28th at UTC−12', () => {
    const instant = '2024-02-28T12:00:00Z';
    expect(localDateOf(instant, 'Pacific/Kiritimati')).toBe('2024-02-29');
    expect(dayOfYear(localDateOf(instant, 'Pacific/Kiritimati'))).toBe(60);
    expect(localDateOf(instant, 'Etc/GMT+12')).toBe('2024-02-28');
  });
});

describe('weeks and months', () => {
  it('knows weekdays (1 = Monday … 7 = Sunday)', () => {
    expect(weekdayOf('2025-06-02')).toBe(1);
    expect(weekdayOf('2025-06-01')).toBe(7);
    expect(weekdayOf('2024-02-29')).toBe(4);
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf('1969-12-29')).toBe(1);
  });
  it('starts ISO weeks on Monday', () => {
    expect(startOfIsoWeek('2025-06-08')).toBe('2025-06-02');
    expect(startOfIsoWeek('2025-06-02')).toBe('2025-06-02');
    expect(startOfIsoWeek('2025-01-01')).toBe('2024-12-30');
  });
  it.each([
    ['2024-12-29', '2024-W52'],
    ['2024-12-30', '2025-W01'],
    ['2025-01-05', '2025-W01'],
    ['2025-01-06', '2025-W02'],
    ['2021-01-03', '2020-W53'],
    ['2021-01-04', '2021-W01'],
    ['2026-12-31', '2026-W53'],
    ['2027-01-03', '2026-W53'],
    ['2027-01-04', '2027-W01'],
  ])('ISO week of %s is %s', (date, key) => {
    expect(isoWeekKey(date)).toBe(key);
  });
  it('puts Sunday and the next Monday in different weeks', () => {
    expect(isoWeekKey('2025-06-08')).not.toBe(isoWeekKey('2025-06-09'));
    expect(isoWeekKey('2025-06-02')).toBe(isoWeekKey('2025-06-08'));
  });
  it('gives the month key', () => {
    expect(monthKey('2024-02-29')).toBe('2024-02');
  });
});

describe('calendar arithmetic against the Date object', () => {
  it('agrees with Date.UTC on every day of ±1,000 years and on real dates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -365_250, max: 365_250 }),
        fc.integer({ min: -800, max: 800 }),
        (n, d) => {
          const date = new Date(n * 86_400_000).toISOString().slice(0, 10);
          expect(daysBetween('1970-01-01', date)).toBe(n);
          expect(addDays(date, d)).toBe(new Date((n + d) * 86_400_000).toISOString().slice(0, 10));
          expect(isLocalDate(date)).toBe(true);
        },
      ),
    );
  });

  it('refuses days past the end of their month', () => {
    for (const date of ['2023-02-29', '2100-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '2024-01-00'])
      expect(isLocalDate(date)).toBe(false);
    for (const date of ['2024-02-29', '2000-02-29', '2024-12-31']) expect(isLocalDate(date)).toBe(true);
  });
});
