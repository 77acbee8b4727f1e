import type { Ritual } from './api/catalogue.ts';

/** What relating rituals needs of one. */
export type RelatableRitual = Pick<
  Ritual,
  'id' | 'intention' | 'type' | 'culture' | 'moment' | 'popularity_score'
>;

const WEIGHTS = { intention: 3, type: 2, culture: 2, moment: 1 } as const;

/**
 * The rituals most like this one: shared intention weighs most, then type and culture, then
 * moment; ties go to the more popular, then the lower id. Rituals sharing nothing are left out.
 */
export function relatedRituals<R extends RelatableRitual>(
  ritual: RelatableRitual,
  all: readonly R[],
  limit = 4,
): R[] {
  return all
    .filter((other) => other.id !== ritual.id)
    .map((other) => ({
      other,
      score: (Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]).reduce(
        (sum, field) => sum + (other[field] === ritual[field] ? WEIGHTS[field] : 0),
        0,
      ),
    }))
    .filter((entry) => entry.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score || b.other.popularity_score - a.other.popularity_score || a.other.id - b.other.id,
    )
    .slice(0, Math.max(0, limit))
    .map((entry) => entry.other);
}
