import { describe, expect, it } from 'vitest';
import { clockFace, secondsLeft } from './step-timer-clock.ts';

describe('step timer clock', () => {
  it('counts whole seconds left, rounding up, and stops at zero', () => {
    const start = 1_000_000;
    const end = start + 60_000;
    expect(secondsLeft(end, start)).toBe(60);
    expect(secondsLeft(end, start + 1)).toBe(60);
    expect(secondsLeft(end, start + 59_001)).toBe(1);
    expect(secondsLeft(end, end)).toBe(0);
    expect(secondsLeft(end, end + 5_000)).toBe(0);
  });

  it('shows minutes and two-digit seconds', () => {
    expect(clockFace(600)).toBe('10:00');
    expect(clockFace(65)).toBe('1:05');
    expect(clockFace(9)).toBe('0:09');
    expect(clockFace(0)).toBe('0:00');
  });
});
