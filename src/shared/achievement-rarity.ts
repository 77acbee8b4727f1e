export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

/** docs/product-rules.md, Achievements: common ≤ 25, rare ≤ 75, epic ≤ 200, legendary above. */
export function rarityForPoints(points: number): Rarity {
  if (points <= 25) return 'common';
  if (points <= 75) return 'rare';
  if (points <= 200) return 'epic';
  return 'legendary';
}
