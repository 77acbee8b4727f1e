import type { Language } from '../../../shared/languages.ts';
import type { UnlockedAchievementView } from '../../../shared/api/progress.ts';
import { rememberedPerKey } from '../../platform/remembered.ts';
import type { AchievementsService, UnlockedAchievement } from './achievements.service.ts';
import type { AchievementTextsRepository } from './achievement-texts.repository.ts';
import { unlockedView } from './achievement-views.ts';

/**
 * What the user sees of achievements, in their language: the catalogue the progress page shows,
 * the unlocks a completion answers with, and the celebrations (unlocks not yet celebrated, and
 * marking them celebrated, which the achievements service writes).
 */
export function createAchievementViews(
  repository: AchievementTextsRepository,
  awards: Pick<AchievementsService, 'markSeen'>,
) {
  // Achievements are content, imported before the app starts (ADR 0002): the catalogue with its
  // texts is read once per language, as awarding reads its rules once. A failed read is retried
  // by the next request.
  const catalogue = rememberedPerKey((language: Language) => repository.catalogue(language));

  return {
    catalogue,

    /** The achievements just unlocked, with their texts from the cached catalogue, in its order. */
    async justUnlocked(
      unlocked: readonly UnlockedAchievement[],
      at: string,
      language: Language,
    ): Promise<UnlockedAchievementView[]> {
      const points = new Map(unlocked.map((u) => [u.key, u.points]));
      return (await catalogue(language))
        .filter((row) => points.has(row.key))
        .map((row) => unlockedView({ ...row, points: points.get(row.key) ?? row.points, unlocked_at: at }));
    },

    /** The achievements unlocked at exactly `at`: those awarded with the action stored then. */
    async unlockedAt(userId: string, at: string, language: Language): Promise<UnlockedAchievementView[]> {
      return (await repository.unlockedAt(userId, at, language)).map(unlockedView);
    },

    /** Unlocked achievements not celebrated yet, oldest first. */
    async unseen(userId: string, language: Language): Promise<UnlockedAchievementView[]> {
      return (await repository.unseen(userId, language)).map(unlockedView);
    },

    /** Marks unlocks as celebrated; returns how many were not yet. */
    markSeen(userId: string, keys: readonly string[]): Promise<number> {
      return awards.markSeen(userId, keys);
    },
  };
}
export type AchievementViews = ReturnType<typeof createAchievementViews>;
