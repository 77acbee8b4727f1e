import { describe, expect, it } from 'vitest';
import {
  checkCommitmentDate,
  commitmentDateRefusal,
  MADE_AT_CLOCK_SKEW_MS,
  madeAtRefusal,
} from './commitment-date.ts';

// At 12:00 UTC on 10 March the dates that are today somewhere are 10 March (UTC−12 … UTC+11)
// and 11 March (from UTC+12).
const NOW = '2025-03-10T12:00:00Z';
const NOW_MS = Date.parse(NOW);

describe('direct commitments (no made_at)', () => {
  it.each([
    ['2025-03-10', { ok: true, late: false }],
    ['2025-03-11', { ok: true, late: false }],
    ['2025-03-09', { ok: false, reason: 'not_today' }],
    ['2025-03-12', { ok: false, reason: 'future_date' }],
    ['2026-03-10', { ok: false, reason: 'future_date' }],
    ['2025-02-30', { ok: false, reason: 'invalid_date' }],
    ['10/03/2025', { ok: false, reason: 'invalid_date' }],
  ])('%s → %j', (date, expected) => {
    expect(checkCommitmentDate({ date, now: NOW })).toEqual(expected);
    expect(checkCommitmentDate({ date, now: NOW, madeAt: null })).toEqual(expected);
  });

  it('accepts yesterday only while it is still yesterday at UTC−12', () => {
    expect(checkCommitmentDate({ date: '2025-03-09', now: '2025-03-10T11:59:59.999Z' })).toEqual({
      ok: true,
      late: false,
    });
    expect(commitmentDateRefusal({ date: '2025-03-09', now: '2025-03-10T12:00:00.000Z' })).toBe('not_today');
  });

  it('accepts tomorrow only once it has begun at UTC+14', () => {
    expect(commitmentDateRefusal({ date: '2025-03-11', now: '2025-03-10T09:59:59.999Z' })).toBe(
      'future_date',
    );
    expect(commitmentDateRefusal({ date: '2025-03-11', now: '2025-03-10T10:00:00.000Z' })).toBeNull();
  });

  it('refuses to judge against a broken server clock', () => {
    expect(() => checkCommitmentDate({ date: '2025-03-10', now: Number.NaN })).toThrow(RangeError);
  });
});

describe('queued commitments (with made_at)', () => {
  it('accepts a past date made on that date', () => {
    expect(checkCommitmentDate({ date: '2025-03-09', now: NOW, madeAt: '2025-03-09T18:00:00Z' })).toEqual({
      ok: true,
      late: true,
    });
  });

  it('accepts up to 7 days after the date and refuses the 8th', () => {
    const madeAt = '2025-03-03T12:00:00Z';
    expect(commitmentDateRefusal({ date: '2025-03-03', now: NOW, madeAt })).toBeNull();
    expect(commitmentDateRefusal({ date: '2025-03-02', now: NOW, madeAt: '2025-03-02T12:00:00Z' })).toBe(
      'too_old',
    );
  });

  it('measures the 7 days from the last place where the date was today (UTC−12)', () => {
    const queued = { date: '2025-03-03', madeAt: '2025-03-03T08:00:00Z' };
    expect(commitmentDateRefusal({ ...queued, now: '2025-03-11T11:59:59.999Z' })).toBeNull();
    expect(commitmentDateRefusal({ ...queued, now: '2025-03-11T12:00:00.000Z' })).toBe('too_old');
  });

  it('requires made_at to fall on the date somewhere on Earth', () => {
    const date = '2025-03-05';
    expect(commitmentDateRefusal({ date, now: NOW, madeAt: '2025-03-04T09:59:59.999Z' })).toBe(
      'made_at_not_on_date',
    );
    expect(commitmentDateRefusal({ date, now: NOW, madeAt: '2025-03-04T10:00:00.000Z' })).toBeNull();
    expect(commitmentDateRefusal({ date, now: NOW, madeAt: '2025-03-06T11:59:59.999Z' })).toBeNull();
    expect(commitmentDateRefusal({ date, now: NOW, madeAt: '2025-03-06T12:00:00.000Z' })).toBe(
      'made_at_not_on_date',
    );
  });

  it('refuses a made_at in the future beyond the clock-skew allowance', () => {
    expect(
      commitmentDateRefusal({ date: '2025-03-10', now: NOW, madeAt: NOW_MS + MADE_AT_CLOCK_SKEW_MS }),
    ).toBeNull();
    expect(
      commitmentDateRefusal({ date: '2025-03-10', now: NOW, madeAt: NOW_MS + MADE_AT_CLOCK_SKEW_MS + 1 }),
    ).toBe('made_at_in_future');
  });

  it('never accepts a future date, whatever made_at says', () => {
    expect(commitmentDateRefusal({ date: '2025-03-12', now: NOW, madeAt: '2025-03-12T00:00:00Z' })).toBe(
      'future_date',
    );
  });

  it('refuses an unreadable made_at, even for today', () => {
    expect(commitmentDateRefusal({ date: '2025-03-10', now: NOW, madeAt: 'this morning' })).toBe(
      'invalid_made_at',
    );
    expect(commitmentDateRefusal({ date: '2025-03-09', now: NOW, madeAt: '2025-03-09 18:00' })).toBe(
      'invalid_made_at',
    );
  });

  it('accepts today with any made_at of today, marked as not late', () => {
    expect(checkCommitmentDate({ date: '2025-03-10', now: NOW, madeAt: '2025-03-10T06:00:00Z' })).toEqual({
      ok: true,
      late: false,
    });
  });

  it('works across New Year', () => {
    expect(
      commitmentDateRefusal({
        date: '2024-12-31',
        now: '2025-01-05T00:00:00Z',
        madeAt: '2024-12-31T23:00:00Z',
      }),
    ).toBeNull();
    expect(
      commitmentDateRefusal({
        date: '2024-12-31',
        now: '2025-01-08T12:00:00Z',
        madeAt: '2024-12-31T23:00:00Z',
      }),
    ).toBe('too_old');
  });
});

describe('actions that name only when they were made (completions)', () => {
  it('accepts a time up to 7 days back and a clock a little ahead', () => {
    expect(madeAtRefusal('2025-03-09T23:30:00Z', NOW)).toBeNull();
    expect(madeAtRefusal('2025-03-03T12:00:00Z', NOW)).toBeNull();
    expect(madeAtRefusal(new Date(Date.parse(NOW) + MADE_AT_CLOCK_SKEW_MS).toISOString(), NOW)).toBeNull();
  });

  it('refuses what a queued commitment of that moment would be refused for', () => {
    expect(madeAtRefusal('2025-02-28T12:00:00Z', NOW)).toBe('too_old');
    expect(madeAtRefusal(new Date(Date.parse(NOW) + MADE_AT_CLOCK_SKEW_MS + 1000).toISOString(), NOW)).toBe(
      'made_at_in_future',
    );
    expect(madeAtRefusal('last night', NOW)).toBe('invalid_made_at');
  });
});
