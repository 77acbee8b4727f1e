import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/languages.ts';
import { madeAtRefusal, type CommitmentDateRefusal } from '../../../shared/commitment-date.ts';
import { localDateOf, parseInstant, userTimeZone } from '../../../shared/local-date.ts';
import { levelForPoints, pointsToNextLevel } from '../../../shared/points.ts';
import type {
  Completion,
  CompletionResult,
  DataExport,
  Favorite,
  FavoriteState,
  UnlockedAchievementView,
  UserProgress,
} from '../../../shared/api/progress.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { PreparedAnswer } from '../../platform/http/compress-answers.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MessageCode } from '../../platform/i18n/messages.ts';
import type { AchievementsService, Award, UnlockedAchievement } from '../achievements/index.ts';
import { isoInstant, isoOfAuthInstant } from '../../platform/db/instants.ts';
import { progressContent } from './progress-content.ts';
import { createProgressKeep } from './progress-keep.ts';
import { buildProgress, unlockedView } from './progress-summary.ts';
import type { ProgressRepository } from './progress.repository.ts';

const MADE_AT_REFUSALS: Record<CommitmentDateRefusal, MessageCode> = {
  invalid_date: 'completion_invalid_made_at',
  invalid_made_at: 'completion_invalid_made_at',
  not_today: 'completion_invalid_made_at',
  made_at_not_on_date: 'completion_invalid_made_at',
  future_date: 'completion_made_at_in_future',
  made_at_in_future: 'completion_made_at_in_future',
  too_old: 'completion_too_old',
};

/**
 * When a completion counts: when it was made, for one kept on the device (refused with a 400 as a
 * commitment would be), never later than the server's clock; now otherwise.
 */
function actedAt(madeAt: string | null, now: Date): Date {
  if (madeAt === null) return now;
  const refusal = madeAtRefusal(madeAt, now);
  if (refusal) throw new AppError(400, MADE_AT_REFUSALS[refusal]);
  return new Date(Math.min(parseInstant(madeAt) ?? now.getTime(), now.getTime()));
}

export interface ProgressHooks {
  /** Days covered by streak freezes (used now if due), for the streak and the heat map. */
  frozenDays: (userId: string) => Promise<readonly string[]>;
  /** What doing a ritual counts for elsewhere: a journey's step. */
  ritualSteps?: RitualSteps;
}

export interface RitualSteps {
  /**
   * Whether doing the ritual may count for the user at all, read before the completion's
   * transaction: a user who follows no journey with it adds nothing to that transaction.
   */
  concerns: (userId: string, ritualId: number) => Promise<boolean>;
  /** A new completion at `at`, inside its transaction: the step it does and what that unlocked. */
  done: (trx: Kysely<Database>, userId: string, ritualId: number, at: Date) => Promise<Award | null>;
  /**
   * A repeat of a stored completion at `at`, in a transaction of the hook's own: doing the ritual
   * again on a journey's day is that day's step.
   */
  doneAgain: (userId: string, ritualId: number, at: Date) => Promise<void>;
}

/** Two awards of one transaction, the later one's points (it read the earlier one's rows). */
const merged = (first: Award, later: Award | null | undefined): Award =>
  later ? { unlocked: [...first.unlocked, ...later.unlocked], pointsAsOf: later.pointsAsOf } : first;

export function createProgressService(
  repository: ProgressRepository,
  awards: AchievementsService,
  clock: () => Date = () => new Date(),
  hooks: ProgressHooks,
  /** How many progress answers to keep for reuse (progress-keep.ts). */
  answersKept = 1_000,
) {
  const { achievementCatalogue } = progressContent(repository);
  const answers = createProgressKeep(answersKept);

  async function activeRitual(ritualId: number) {
    const ritual = await repository.findActiveRitual(ritualId);
    if (!ritual) throw new AppError(404, 'ritual_not_found');
    return ritual;
  }

  /** The achievements just unlocked, with their texts from the cached catalogue, in its order. */
  async function justUnlocked(unlocked: readonly UnlockedAchievement[], at: string, language: Language) {
    const points = new Map(unlocked.map((u) => [u.key, u.points]));
    return (await achievementCatalogue(language))
      .filter((row) => points.has(row.key))
      .map((row) => unlockedView({ ...row, points: points.get(row.key) ?? row.points, unlocked_at: at }));
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
        ? justUnlocked(storedNow.unlocked, completion.completed_at, language)
        : repository
            .unlockedAt(userId, completion.completed_at, language)
            .then((rows) => rows.map(unlockedView)),
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
      const received = clock();
      // A completion kept on the device counts when it was made (the commitments' rule, ADR 0005).
      const now = actedAt(madeAt, received);
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

    async completions(userId: string): Promise<Completion[]> {
      return (await repository.listCompletions(userId)).map((c) => ({
        ritual_id: Number(c.ritual_id),
        completed_at: c.completed_at,
        points_earned: Number(c.points_earned),
      }));
    },

    async favorites(userId: string): Promise<Favorite[]> {
      return (await repository.listFavorites(userId)).map((f) => ({
        ritual_id: Number(f.ritual_id),
        added_at: f.added_at,
      }));
    },

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
      const [catalogue, completions, commitments, held, favorites, frozen, earnedPoints] = await Promise.all([
        achievementCatalogue(language),
        repository.completionsWithRituals(userId, language),
        repository.commitmentsWithTips(userId, language),
        repository.userAchievements(userId),
        repository.listFavorites(userId),
        hooks.frozenDays(userId),
        awards.earnedPoints(userId),
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
        favorites: favorites.map((f) => Number(f.ritual_id)),
        earnedPoints,
        signedUpAt: isoOfAuthInstant(user.created_at),
      });
      return answers.set(userId, language, stamp, answer);
    },

    async unseenAchievements(userId: string, language: Language): Promise<UnlockedAchievementView[]> {
      return (await repository.unseenAchievements(userId, language)).map(unlockedView);
    },

    markSeen(userId: string, keys: readonly string[]): Promise<number> {
      return awards.markSeen(userId, keys);
    },

    /** The data export's completions and favourites. */
    async exportSection(userId: string): Promise<Pick<DataExport, 'completed_rituals' | 'favorites'>> {
      const [completions, favorites] = await Promise.all([
        repository.listCompletions(userId),
        repository.listFavorites(userId),
      ]);
      return {
        completed_rituals: completions.map((c) => ({
          ritual_id: Number(c.ritual_id),
          completed_at: c.completed_at,
          points_earned: Number(c.points_earned),
        })),
        favorites: favorites.map((f) => ({ ritual_id: Number(f.ritual_id), added_at: f.added_at })),
      };
    },
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;
