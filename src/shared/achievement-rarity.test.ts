import { describe, expect, it } from 'vitest';
import { rarityForPoints } from './achievement-rarity.ts';

describe('rarityForPoints', () => {
  it.each([
    [5, 'common'],
    [25, 'common'],
    [26, 'rare'],
    [75, 'rare'],
    [76, 'epic'],
    [200, 'epic'],
    [201, 'legendary'],
    [500, 'legendary'],
  ] as const)('%i points → %s', (points, rarity) => {
    expect(rarityForPoints(points)).toBe(rarity);
  });
});
