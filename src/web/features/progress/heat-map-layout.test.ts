import { describe, expect, it } from 'vitest';
import { heatMapWeeks, intensity, moveDay } from './heat-map-layout.ts';

describe('heatMapWeeks', () => {
  it('starts on the Monday of the first week and pads outside days with null', () => {
    // 2026-03-04 is a Wednesday; 2026-03-10 a Tuesday.
    const weeks = heatMapWeeks('2026-03-04', '2026-03-10');
    expect(weeks).toEqual([
      [null, null, '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'],
      ['2026-03-09', '2026-03-10', null, null, null, null, null],
    ]);
  });

  it('covers a year in 53 or 54 columns', () => {
    const weeks = heatMapWeeks('2025-03-05', '2026-03-04');
    expect(weeks.length).toBeGreaterThanOrEqual(53);
    expect(weeks.flat().filter(Boolean)).toHaveLength(365);
  });
});

describe('intensity', () => {
  it('is 0 without practice and 1–4 by share of the busiest day', () => {
    expect(intensity(0, 5)).toBe(0);
    expect(intensity(1, 0)).toBe(0);
    expect(intensity(1, 8)).toBe(1);
    expect(intensity(4, 8)).toBe(2);
    expect(intensity(6, 8)).toBe(3);
    expect(intensity(8, 8)).toBe(4);
    expect(intensity(1, 1)).toBe(4);
  });
});

describe('moveDay', () => {
  const from = '2026-01-01';
  const to = '2026-03-04';
  it('moves a day up and down, a week left and right, to the ends with Home and End', () => {
    expect(moveDay('2026-02-10', 'ArrowDown', from, to)).toBe('2026-02-11');
    expect(moveDay('2026-02-10', 'ArrowUp', from, to)).toBe('2026-02-09');
    expect(moveDay('2026-02-10', 'ArrowRight', from, to)).toBe('2026-02-17');
    expect(moveDay('2026-02-10', 'ArrowLeft', from, to)).toBe('2026-02-03');
    expect(moveDay('2026-02-10', 'Home', from, to)).toBe(from);
    expect(moveDay('2026-02-10', 'End', from, to)).toBe(to);
    expect(moveDay('2026-02-10', 'Enter', from, to)).toBeNull();
  });
  it('stays within the range', () => {
    expect(moveDay('2026-01-03', 'ArrowLeft', from, to)).toBe(from);
    expect(moveDay('2026-03-02', 'ArrowRight', from, to)).toBe(to);
  });
});
