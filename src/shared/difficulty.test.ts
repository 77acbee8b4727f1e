import { describe, expect, it } from 'vitest';
import { deriveDifficulty } from './difficulty.ts';

describe('deriveDifficulty', () => {
  it.each([
    [3, 3, 'easy'],
    [3, 4, 'medium'],
    [6, 6, 'medium'],
    [6, 7, 'hard'],
    [10, 15, 'hard'],
    [0, 0, 'easy'],
  ] as const)('%i steps + %i objects → %s', (steps, objects, expected) => {
    expect(deriveDifficulty(steps, objects)).toBe(expected);
  });
});
