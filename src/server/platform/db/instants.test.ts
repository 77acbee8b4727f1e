import { describe, expect, it } from 'vitest';
import { isoOfAuthInstant } from './instants.ts';

describe('isoOfAuthInstant', () => {
  it('reads a sign-up time as either engine returns it', () => {
    // PostgreSQL: a Date; SQLite: the ISO text better-auth writes, or CURRENT_TIMESTAMP's UTC text.
    expect(isoOfAuthInstant(new Date('2026-03-02T22:30:00.000Z'))).toBe('2026-03-02T22:30:00.000Z');
    expect(isoOfAuthInstant('2026-03-02T22:30:00.000Z')).toBe('2026-03-02T22:30:00.000Z');
    expect(isoOfAuthInstant('2026-03-02T23:30:00+01:00')).toBe('2026-03-02T22:30:00.000Z');
    expect(isoOfAuthInstant('2026-03-02 22:30:00')).toBe('2026-03-02T22:30:00.000Z');
  });

  it('gives null for nothing or for what is not an instant', () => {
    expect(isoOfAuthInstant(null)).toBeNull();
    expect(isoOfAuthInstant(undefined)).toBeNull();
    expect(isoOfAuthInstant('yesterday')).toBeNull();
    expect(isoOfAuthInstant(new Date(Number.NaN))).toBeNull();
  });
});
