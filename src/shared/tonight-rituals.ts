import type { Difficulty } from './taxonomy.ts';

/** How many rituals the "Good for tonight" row shows: a glance, never the catalogue. */
export const TONIGHT_ROW_SIZE = 4;

const SIMPLEST_FIRST: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2 };

/**
 * The "Good for tonight" row: of the rituals of tonight's moment, in the catalogue's order, the
 * simplest first (easy, then medium, then hard; each kind keeps the catalogue's order), so that
 * someone who only has a few minutes finds something on every night.
 */
export function tonightRituals<T extends { difficulty: Difficulty }>(
  rituals: readonly T[],
  size: number = TONIGHT_ROW_SIZE,
): T[] {
  return rituals
    .toSorted((a, b) => SIMPLEST_FIRST[a.difficulty] - SIMPLEST_FIRST[b.difficulty])
    .slice(0, size);
}
