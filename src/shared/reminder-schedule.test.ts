import { describe, expect, it } from 'vitest';
import { dueReminders, instantOfLocalTime } from './reminder-schedule.ts';

const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];

describe('instantOfLocalTime', () => {
  it('keeps the local time across daylight-saving changes', () => {
    // Madrid: UTC+1 in winter, UTC+2 from the last Sunday of March 2026 (29th).
    expect(instantOfLocalTime('2026-03-28', '08:00', 'Europe/Madrid').toISOString()).toBe(
      '2026-03-28T07:00:00.000Z',
    );
    expect(instantOfLocalTime('2026-03-29', '08:00', 'Europe/Madrid').toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
    expect(instantOfLocalTime('2026-10-25', '08:00', 'Europe/Madrid').toISOString()).toBe(
      '2026-10-25T07:00:00.000Z',
    );
    expect(instantOfLocalTime('2026-07-01', '21:30', 'America/Sao_Paulo').toISOString()).toBe(
      '2026-07-02T00:30:00.000Z',
    );
    expect(instantOfLocalTime('2026-07-01', '05:45', 'Asia/Kathmandu').toISOString()).toBe(
      '2026-07-01T00:00:00.000Z',
    );
  });

  it('reads a skipped time with the offset from before the change, and a repeated one as the first', () => {
    expect(instantOfLocalTime('2026-03-29', '02:30', 'Europe/Madrid').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(instantOfLocalTime('2026-10-25', '02:30', 'Europe/Madrid').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });
});

describe('dueReminders', () => {
  const timing = { time: '08:00', days: ALL_DAYS };

  it('is due from the chosen time until the grace period ends', () => {
    expect(dueReminders('2026-03-29T05:59:00Z', timing, 'Europe/Madrid')).toEqual([]);
    expect(dueReminders('2026-03-29T06:00:00Z', timing, 'Europe/Madrid')).toEqual([
      { date: '2026-03-29', dueAt: new Date('2026-03-29T06:00:00Z') },
    ]);
    expect(dueReminders('2026-03-29T07:59:00Z', timing, 'Europe/Madrid')).toHaveLength(1);
    expect(dueReminders('2026-03-29T08:00:00Z', timing, 'Europe/Madrid')).toEqual([]);
  });

  it('only on the chosen weekdays, judged by the local date', () => {
    // 2026-11-23 is a Monday; in Tokyo it is already Tuesday at 23:30 UTC.
    const mondays = { time: '08:00', days: [1] };
    expect(dueReminders('2026-11-23T08:30:00Z', mondays, 'Europe/London')).toHaveLength(1);
    expect(dueReminders('2026-11-24T08:30:00Z', mondays, 'Europe/London')).toEqual([]);
    expect(dueReminders('2026-11-23T23:30:00Z', { time: '08:00', days: [2] }, 'Asia/Tokyo')).toEqual([
      { date: '2026-11-24', dueAt: new Date('2026-11-23T23:00:00Z') },
    ]);
  });

  it('finds a late-evening reminder missed across midnight', () => {
    expect(dueReminders('2026-11-24T00:30:00Z', { time: '23:30', days: ALL_DAYS }, 'UTC')).toEqual([
      { date: '2026-11-23', dueAt: new Date('2026-11-23T23:30:00Z') },
    ]);
  });
});
