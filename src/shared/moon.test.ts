import { describe, expect, it } from 'vitest';
import { momentForPhase, MOON_PHASES, zonedInstant } from './moon.ts';

describe('zonedInstant', () => {
  it('finds local midnight and evening across a daylight-saving change', () => {
    // Madrid moves from UTC+1 to UTC+2 at 02:00 on 2025-03-30.
    expect(zonedInstant('2025-03-30', 0, 'Europe/Madrid').toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(zonedInstant('2025-03-30', 21, 'Europe/Madrid').toISOString()).toBe('2025-03-30T19:00:00.000Z');
    expect(zonedInstant('2025-01-13', 0, 'Asia/Tokyo').toISOString()).toBe('2025-01-12T15:00:00.000Z');
    expect(zonedInstant('2025-01-13', 0, 'UTC').toISOString()).toBe('2025-01-13T00:00:00.000Z');
  });
});

describe('momentForPhase', () => {
  it('suits a moment to every phase: full, new, waxing or waning', () => {
    expect(Object.fromEntries(MOON_PHASES.map((p) => [p, momentForPhase(p)]))).toEqual({
      new: 'newMoon',
      waxingCrescent: 'waxingMoon',
      firstQuarter: 'waxingMoon',
      waxingGibbous: 'waxingMoon',
      full: 'fullMoon',
      waningGibbous: 'waningMoon',
      lastQuarter: 'waningMoon',
      waningCrescent: 'waningMoon',
    });
  });
});
