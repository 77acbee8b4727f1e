import type { Kysely } from 'kysely';
import { isoInstant } from '../../platform/db/instants.ts';
import type { Database } from '../../platform/db/schema.ts';
import {
  activeRitual,
  completion,
  favoritesOf,
  insertCompletion,
  type NewCompletion,
} from './completion-queries.ts';

// Every query here names the user it reads or writes: the id comes from the session alone.
// The statements every completion runs are prepared in completion-queries.ts.

export function createCompletionsRepository(db: Kysely<Database>) {
  return {
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
  };
}
export type CompletionsRepository = ReturnType<typeof createCompletionsRepository>;
