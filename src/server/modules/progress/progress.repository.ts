import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/languages.ts';
import { isoInstant } from '../../platform/db/instants.ts';
import type { Database } from '../../platform/db/schema.ts';
import { userById } from '../../platform/db/user-row.ts';
import {
  activeRitual,
  completion,
  insertCompletion,
  unlockedAtInstant,
  unlockedWithTexts,
  favoritesOf,
  completionsWithTitles,
  commitmentsWithTitles,
  heldAchievements,
  type NewCompletion,
} from './progress-queries.ts';

// Every query here names the user it reads or writes: the id comes from the session alone.
// The statements of a completion and of the progress page are prepared in progress-queries.ts.

export function createProgressRepository(db: Kysely<Database>) {
  /** The achievement catalogue with its texts in one language, in catalogue order. */
  function achievementCatalogue(language: Language) {
    return db
      .selectFrom('achievements as a')
      .leftJoin('achievement_translations as t', (join) =>
        join.onRef('t.achievement_key', '=', 'a.key').on('t.language', '=', language),
      )
      .select([
        'a.key',
        'a.category',
        'a.rarity',
        'a.icon',
        'a.points',
        'a.requirement_type',
        'a.requirement_value',
        'a.requirements',
        'a.sort_order',
        'a.is_active',
        't.title',
        't.description',
        't.hint',
      ])
      .orderBy('a.sort_order')
      .orderBy('a.key')
      .execute();
  }

  return {
    achievementCatalogue,

    /**
     * Stores the completion, inside `trx`, if the ritual is active and the user has none for it
     * yet; returns the points it earned when this call stored it, undefined otherwise. The
     * database's unique key decides (ADR 0004), never a prior read.
     */
    async insertCompletionIfAbsent(trx: Kysely<Database>, row: NewCompletion): Promise<number | undefined> {
      const stored = await insertCompletion.executeTakeFirst(trx, row);
      return stored && Number(stored.points_earned);
    },

    findActiveRitual(ritualId: number) {
      return activeRitual.executeTakeFirst(db, { ritualId });
    },

    transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    findCompletion(userId: string, ritualId: number) {
      return completion.executeTakeFirst(db, { userId, ritualId });
    },

    /** Achievements unlocked at exactly this instant: those awarded with the action stored then. */
    unlockedAt(userId: string, at: string, language: Language) {
      return unlockedAtInstant.execute(db, { userId, at, language });
    },

    /** Unlocked achievements the app has not celebrated yet, oldest first. */
    unseenAchievements(userId: string, language: Language) {
      return unlockedWithTexts(db, userId, language)
        .where('u.seen_at', 'is', null)
        .orderBy('u.unlocked_at')
        .orderBy('a.sort_order')
        .execute();
    },

    listCompletions(userId: string) {
      return db
        .selectFrom('completed_rituals')
        .select(['ritual_id', 'completed_at', 'points_earned'])
        .where('user_id', '=', userId)
        .orderBy('completed_at', 'desc')
        .orderBy('ritual_id')
        .execute();
    },

    listFavorites(userId: string) {
      return favoritesOf.execute(db, { userId });
    },

    async addFavorite(userId: string, ritualId: number, now: Date) {
      await db
        .insertInto('user_favorites')
        .values({ user_id: userId, ritual_id: ritualId, added_at: isoInstant(now) })
        .onConflict((oc) => oc.columns(['user_id', 'ritual_id']).doNothing())
        .execute();
      return db
        .selectFrom('user_favorites')
        .select(['ritual_id', 'added_at'])
        .where('user_id', '=', userId)
        .where('ritual_id', '=', ritualId)
        .executeTakeFirst();
    },

    async removeFavorite(userId: string, ritualId: number): Promise<void> {
      await db
        .deleteFrom('user_favorites')
        .where('user_id', '=', userId)
        .where('ritual_id', '=', ritualId)
        .execute();
    },

    findUser(userId: string) {
      return userById.executeTakeFirst(db, { userId });
    },

    /** Completions with their ritual's duration and title, newest first. */
    completionsWithRituals(userId: string, language: Language) {
      return completionsWithTitles.execute(db, { userId, language });
    },

    /** Commitments with their tip's title, newest first. */
    commitmentsWithTips(userId: string, language: Language) {
      return commitmentsWithTitles.execute(db, { userId, language });
    },

    userAchievements(userId: string) {
      return heldAchievements.execute(db, { userId });
    },
  };
}
export type ProgressRepository = ReturnType<typeof createProgressRepository>;
