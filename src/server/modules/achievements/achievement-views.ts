import { rarityForPoints, RARITIES, type Rarity } from '../../../shared/achievement-rarity.ts';
import type { UnlockedAchievementView } from '../../../shared/api/progress.ts';
import type { AchievementTextsRepository } from './achievement-texts.repository.ts';

// Achievement rows with their texts, as the API shows them. Pure.

type RowOf<K extends keyof AchievementTextsRepository> = AchievementTextsRepository[K] extends (
  ...args: never[]
) => Promise<(infer Row)[]>
  ? Row
  : never;
/** A catalogue entry with its texts in one language (achievement-texts.repository.ts). */
export type CatalogueRow = RowOf<'catalogue'>;
type UnlockedRow = RowOf<'unlockedAt'> | RowOf<'unseen'>;

const asRarity = (value: string, points: number): Rarity =>
  (RARITIES as readonly string[]).includes(value) ? (value as Rarity) : rarityForPoints(points);

/** An unlocked achievement row with its catalogue texts. */
export function unlockedView(
  row: Omit<UnlockedRow, 'sort_order'> | (Omit<CatalogueRow, 'unlocked_at'> & { unlocked_at: string }),
): UnlockedAchievementView {
  return {
    key: row.key,
    category: row.category,
    rarity: asRarity(row.rarity, row.points),
    icon: row.icon,
    points: Number(row.points),
    title: row.title ?? row.key,
    description: row.description ?? '',
    hint: row.hint ?? '',
    unlocked: true,
    unlocked_at: row.unlocked_at,
  };
}
