import { randomUUID } from 'node:crypto';
import type { Language } from '../../../shared/languages.ts';
import { levelForPoints, pointsToNextLevel } from '../../../shared/points.ts';
import type { DataExport } from '../../../shared/api/data-export.ts';
import type { Completion, CompletionResult, Favorite, FavoriteState } from '../../../shared/api/progress.ts';
import { isoInstant } from '../../platform/db/instants.ts';
import { AppError } from '../../platform/http/errors.ts';
import { actedAt, type MadeAtCodes } from '../../platform/http/made-at.ts';
import type { AchievementViews, AchievementsService, Award } from '../achievements/index.ts';
import type { CompletionsRepository } from './completions.repository.ts';
import { merged, type RitualSteps } from './ritual-steps.ts';

const MADE_AT_CODES: MadeAtCodes = {
  invalid: 'completion_invalid_made_at',
  future: 'completion_made_at_in_future',
  tooOld: 'completion_too_old',
};

export interface CompletionHooks {
  /** What doing a ritual counts for elsewhere: a journey's step. */
  ritualSteps?: RitualSteps;
}

/**
 * Completions and favourites: the user's writes about rituals. A completion is stored, awarded
 * (`achievements.award`) and counted as a journey's step in one transaction.
 */
export function createCompletionsService(
  repository: CompletionsRepository,
  awards: Pick<AchievementsService, 'award' | 'earnedPointsAsOf'>,
  views: Pick<AchievementViews, 'justUnlocked' | 'unlockedAt'>,
  clock: () => Date = () => new Date(),
  hooks: CompletionHooks = {},
) {
  async function activeRitual(ritualId: number) {
    const ritual = await repository.findActiveRitual(ritualId);
    if (!ritual) throw new AppError(404, 'ritual_not_found');
    return ritual;
  }

  /**
   * The answer for a stored completion, as of the moment it was stored (same for every repeat).
   * `storedNow` is what the storing request awarded and the points it counted, known without a
   * read; a repeat reads the points as of the completion's instant and the achievements unlocked
   * at it.
   */
  async function completionResult(
    userId: string,
    completion: Completion,
    language: Language,
    storedNow?: Award,
  ): Promise<CompletionResult> {
    const [total, unlocked] = await Promise.all([
      storedNow?.pointsAsOf ?? awards.earnedPointsAsOf(userId, completion.completed_at),
      storedNow
        ? views.justUnlocked(storedNow.unlocked, completion.completed_at, language)
        : views.unlockedAt(userId, completion.completed_at, language),
    ]);
    return {
      ritual_id: completion.ritual_id,
      completed_at: completion.completed_at,
      points_earned: Number(completion.points_earned),
      total_points: total,
      level: levelForPoints(total),
      experience_to_next_level: pointsToNextLevel(total),
      unlocked_achievements: unlocked,
    };
  }

  async function completions(userId: string): Promise<Completion[]> {
    return (await repository.listCompletions(userId)).map((c) => ({
      ritual_id: Number(c.ritual_id),
      completed_at: c.completed_at,
      points_earned: Number(c.points_earned),
    }));
  }

  async function favorites(userId: string): Promise<Favorite[]> {
    return (await repository.listFavorites(userId)).map((f) => ({
      ritual_id: Number(f.ritual_id),
      added_at: f.added_at,
    }));
  }

  return {
    /**
     * Completes a ritual once. `created` is true for the request that stored it; every other
     * (a retry, a double click, a concurrent twin) gets the same answer with created false.
     */
    async complete(
      userId: string,
      ritualId: number,
      language: Language,
      madeAt: string | null = null,
    ): Promise<{ created: boolean; result: CompletionResult }> {
      // A completion kept on the device counts when it was made (platform/http/made-at.ts).
      const now = actedAt(madeAt, clock(), MADE_AT_CODES);
      const completedAt = isoInstant(now);
      const stored = (points: number) => ({
        ritual_id: ritualId,
        completed_at: completedAt,
        points_earned: points,
      });
      // Stored and awarded in one transaction, answered once it committed: an unlock is never kept
      // without its completion. The insert itself checks that the ritual is active and takes its
      // points from the ritual's row.
      const steps = (await hooks.ritualSteps?.concerns(userId, ritualId)) ? hooks.ritualSteps : undefined;
      const created = await repository.transaction(async (trx) => {
        const points = await repository.insertCompletionIfAbsent(trx, {
          id: randomUUID(),
          userId,
          ritualId,
          completedAt,
        });
        if (points === undefined) return null;
        const award = await awards.award(trx, userId, now, { kind: 'completion', at: now });
        return { points, award: merged(award, await steps?.done(trx, userId, ritualId, now)) };
      });
      if (created) {
        return {
          created: true,
          result: await completionResult(userId, stored(created.points), language, created.award),
        };
      }
      // Nothing stored: the ritual is unknown or inactive (404, as before any completion), or the
      // user completed it already and gets the stored answer.
      await activeRitual(ritualId);
      const completion = await repository.findCompletion(userId, ritualId);
      if (!completion) throw new Error('completion vanished after insert');
      if (steps) await steps.doneAgain(userId, ritualId, now);
      return { created: false, result: await completionResult(userId, completion, language) };
    },

    completions,
    favorites,

    /** Sets the favourite state and returns it; removing a missing favourite succeeds. */
    async setFavorite(userId: string, ritualId: number, favorite: boolean): Promise<FavoriteState> {
      if (!favorite) {
        await repository.removeFavorite(userId, ritualId);
        return { ritual_id: ritualId, favorite: false, added_at: null };
      }
      await activeRitual(ritualId);
      const row = await repository.addFavorite(userId, ritualId, clock());
      return { ritual_id: ritualId, favorite: true, added_at: row?.added_at ?? null };
    },

    /** The data export's completions and favourites. */
    async exportSection(userId: string): Promise<Pick<DataExport, 'completed_rituals' | 'favorites'>> {
      const [completed, favourites] = await Promise.all([completions(userId), favorites(userId)]);
      return { completed_rituals: completed, favorites: favourites };
    },
  };
}
export type CompletionsService = ReturnType<typeof createCompletionsService>;
