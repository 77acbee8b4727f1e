import type { Language } from '../../../shared/languages.ts';
import { localDateOf, userTimeZone } from '../../../shared/zoned-time.ts';
import type { UserProgress } from '../../../shared/api/progress.ts';
import { isoOfAuthInstant } from '../../platform/db/instants.ts';
import type { PreparedAnswer } from '../../platform/http/compress-answers.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AchievementViews, AchievementsService } from '../achievements/index.ts';
import { createProgressKeep } from './progress-keep.ts';
import { buildProgress } from './progress-summary.ts';
import type { ProgressRepository } from './progress.repository.ts';

export interface ProgressHooks {
  /** Days covered by streak freezes (used now if due), for the streak and the heat map. */
  frozenDays: (userId: string) => Promise<readonly string[]>;
}

/**
 * The progress page: the read model of what the user did, built from the rows the completions,
 * daily-tip, achievements, shop and journeys modules write, and kept while nothing it shows
 * changed (progress-keep.ts).
 */
export function createProgressService(
  repository: ProgressRepository,
  awards: Pick<AchievementsService, 'earnedPoints' | 'journeysFinished'>,
  views: Pick<AchievementViews, 'catalogue'>,
  clock: () => Date = () => new Date(),
  hooks: ProgressHooks,
  /** How many progress answers to keep for reuse (progress-keep.ts). */
  answersKept = 1_000,
) {
  const answers = createProgressKeep(answersKept);

  return {
    async progress(userId: string, language: Language): Promise<PreparedAnswer<UserProgress>> {
      const now = clock();
      // The user's row first: its activity version tells whether the last answer still holds, and
      // it is read before the rows, so an answer is never kept under a version newer than its rows.
      const user = await repository.findUser(userId);
      if (!user) throw new AppError(401, 'not_authenticated');
      const timeZone = userTimeZone(user.time_zone);
      const stamp = { version: Number(user.activity_version), timeZone, today: localDateOf(now, timeZone) };
      const kept = answers.get(userId, language, stamp, now);
      if (kept) return kept;
      // A fixed number of queries, whatever the user has done.
      const [catalogue, completions, commitments, held, favorites, frozen, earnedPoints, journeys] =
        await Promise.all([
          views.catalogue(language),
          repository.completionsWithRituals(userId, language),
          repository.commitmentsWithTips(userId, language),
          repository.userAchievements(userId),
          repository.favoriteIds(userId),
          hooks.frozenDays(userId),
          awards.earnedPoints(userId),
          awards.journeysFinished(userId),
        ]);
      const answer = buildProgress({
        frozen,
        userId,
        timeZone,
        now,
        catalogue,
        completions,
        commitments,
        held,
        favorites,
        earnedPoints,
        journeys,
        signedUpAt: isoOfAuthInstant(user.created_at),
      });
      return answers.set(userId, language, stamp, answer);
    },
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;
