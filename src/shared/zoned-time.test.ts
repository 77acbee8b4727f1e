import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  datesTodaySomewhere,
  hourOf,
  isTodaySomewhere,
  isValidTimeZone,
  localDateOf,
  parseInstant,
  weekdayAt,
  zonedDateTime,
} from './zoned-time.ts';

describe('instants in a time zone', () => {
  it('reads date and hour at 6:59 and 7:00 local in several zones', () => {
    expect(zonedDateTime('2025-06-02T12:59:00Z', 'America/Mexico_City')).toEqual({
      date: '2025-06-02',
      hour: 6,
    });
    expect(zonedDateTime('2025-06-02T13:00:00Z', 'America/Mexico_City')).toEqual({
      date: '2025-06-02',
      hour: 7,
    });
    expect(zonedDateTime('2025-06-01T21:59:00Z', 'Asia/Tokyo')).toEqual({ date: '2025-06-02', hour: 6 });
    expect(zonedDateTime('2025-06-01T16:59:59Z', 'Pacific/Kiritimati')).toEqual({
      date: '2025-06-02',
      hour: 6,
    });
    expect(zonedDateTime('2025-06-02T19:00:00Z', 'Etc/GMT+12')).toEqual({ date: '2025-06-02', hour: 7 });
  });
  it('reports hour 0 at midnight, never 24', () => {
    expect(hourOf('2025-06-02T00:00:00Z', 'UTC')).toBe(0);
    expect(hourOf('2025-06-01T15:00:00Z', 'Asia/Tokyo')).toBe(0);
  });
  it('follows daylight saving time', () => {
    expect(hourOf('2025-03-30T00:59:59Z', 'Europe/Madrid')).toBe(1);
    expect(hourOf('2025-03-30T01:00:00Z', 'Europe/Madrid')).toBe(3);
  });
  it('gives the local weekday', () => {
    // Sunday 23:00 in Mexico City is already Monday in UTC and in Tokyo.
    expect(weekdayAt('2025-06-09T05:00:00Z', 'America/Mexico_City')).toBe(7);
    expect(weekdayAt('2025-06-09T05:00:00Z', 'Asia/Tokyo')).toBe(1);
  });
  it('accepts Date, epoch milliseconds and ISO strings alike', () => {
    const ms = Date.UTC(2025, 5, 2, 12, 0);
    expect(localDateOf(ms, 'UTC')).toBe('2025-06-02');
    expect(localDateOf(new Date(ms), 'UTC')).toBe('2025-06-02');
    expect(localDateOf('2025-06-02T14:00:00+02:00', 'UTC')).toBe('2025-06-02');
  });
  it('refuses instants without a zone or unreadable ones', () => {
    expect(parseInstant('2025-06-02T12:00:00Z')).toBe(Date.UTC(2025, 5, 2, 12));
    expect(parseInstant('2025-06-02T12:00:00.123456+01:00')).toBe(Date.UTC(2025, 5, 2, 11, 0, 0, 123));
    expect(parseInstant('2025-06-02 12:00:00')).toBeNull();
    expect(parseInstant('June 2, 2025')).toBeNull();
    expect(parseInstant(Number.NaN)).toBeNull();
    expect(parseInstant(new Date('nope'))).toBeNull();
    expect(() => localDateOf('yesterday', 'UTC')).toThrow(RangeError);
  });
});

describe('time zone names', () => {
  it.each(['Europe/Madrid', 'UTC', 'Etc/GMT+12'])('%s is valid and already canonical', (zone) => {
    expect(canonicalTimeZone(zone)).toBe(zone);
    expect(isValidTimeZone(zone)).toBe(true);
  });
  it('asia/tokyo is valid (canonically Asia/Tokyo)', () => {
    expect(canonicalTimeZone('asia/tokyo')).toBe('Asia/Tokyo');
    expect(isValidTimeZone('asia/tokyo')).toBe(true);
  });
  it('accepts three-part names (their canonical spelling depends on the ICU version)', () => {
    expect(isValidTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
  });
  it.each(['+05:00', '-0300', 'Foo/Bar', '', 'Europe/', '../etc/passwd', 'Europe/Madrid '])(
    '%j is refused',
    (zone) => {
      expect(canonicalTimeZone(zone)).toBeNull();
      expect(isValidTimeZone(zone)).toBe(false);
    },
  );
  it('refuses overlong names', () => {
    expect(isValidTimeZone(`Europe/${'A'.repeat(64)}`)).toBe(false);
  });
});

describe('isTodaySomewhere (UTC−12 … UTC+14)', () => {
  it('at 12:00 UTC: yesterday is over at UTC−12, tomorrow has begun at UTC+14', () => {
    const now = '2025-03-10T12:00:00Z';
    expect(datesTodaySomewhere(now)).toEqual({ earliest: '2025-03-10', latest: '2025-03-11' });
    expect(isTodaySomewhere('2025-03-09', now)).toBe(false);
    expect(isTodaySomewhere('2025-03-10', now)).toBe(true);
    expect(isTodaySomewhere('2025-03-11', now)).toBe(true);
    expect(isTodaySomewhere('2025-03-12', now)).toBe(false);
  });
  it('keeps yesterday until the last millisecond of it at UTC−12', () => {
    expect(isTodaySomewhere('2025-03-09', '2025-03-10T11:59:59.999Z')).toBe(true);
    expect(isTodaySomewhere('2025-03-09', '2025-03-10T12:00:00.000Z')).toBe(false);
  });
  it('opens tomorrow at midnight UTC+14, not before', () => {
    expect(isTodaySomewhere('2025-03-11', '2025-03-10T09:59:59.999Z')).toBe(false);
    expect(isTodaySomewhere('2025-03-11', '2025-03-10T10:00:00.000Z')).toBe(true);
  });
  it('spans three dates between 10:00 and 12:00 UTC', () => {
    const now = '2025-03-10T11:00:00Z';
    expect(['2025-03-09', '2025-03-10', '2025-03-11'].map((d) => isTodaySomewhere(d, now))).toEqual([
      true,
      true,
      true,
    ]);
  });
  it('works across New Year and 29 February', () => {
    expect(isTodaySomewhere('2025-01-01', '2024-12-31T10:00:00Z')).toBe(true);
    expect(isTodaySomewhere('2024-12-31', '2025-01-01T11:00:00Z')).toBe(true);
    expect(isTodaySomewhere('2024-02-29', '2024-03-01T11:59:59Z')).toBe(true);
    expect(isTodaySomewhere('2024-02-29', '2024-03-01T12:00:00Z')).toBe(false);
  });
  it('is false for non-dates', () => {
    expect(isTodaySomewhere('2025-02-29', '2025-02-28T12:00:00Z')).toBe(false);
  });
});
