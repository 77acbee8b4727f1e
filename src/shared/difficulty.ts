import type { Difficulty } from './taxonomy.ts';

/** docs/product-rules.md, Content: (steps + objects) / 2 — up to 3 easy, up to 6 medium, above 6 hard. */
export function deriveDifficulty(stepCount: number, objectCount: number): Difficulty {
  const score = (stepCount + objectCount) / 2;
  if (score <= 3) return 'easy';
  if (score <= 6) return 'medium';
  return 'hard';
}
