import { describe, expect, it } from 'vitest';
import { crossedMilestone, HOLD_MAX, HOLD_TICK_MS, nextHoldProgress } from './hold-progress.ts';

describe('hold progress', () => {
  it('rises 2 points a tick and reaches 100 after 50 ticks of 50 ms (2.5 s)', () => {
    let progress = 0;
    let ticks = 0;
    while (progress < HOLD_MAX) {
      progress = nextHoldProgress(progress);
      ticks += 1;
    }
    expect(ticks).toBe(50);
    expect(ticks * HOLD_TICK_MS).toBe(2500);
    expect(nextHoldProgress(100)).toBe(100);
    expect(nextHoldProgress(99)).toBe(100);
    expect(nextHoldProgress(-5)).toBe(2);
  });

  it('announces 25, 50 and 75 once each on the way up', () => {
    const crossed: number[] = [];
    for (let p = 0; p < 100; p = nextHoldProgress(p)) {
      const milestone = crossedMilestone(p, nextHoldProgress(p));
      if (milestone !== null) crossed.push(milestone);
    }
    expect(crossed).toEqual([25, 50, 75]);
    expect(crossedMilestone(50, 50)).toBeNull();
  });
});
