import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/languages.ts';
import type { Database } from '../../platform/db/schema.ts';
import { userById } from '../../platform/db/user-row.ts';
import {
  commitmentsWithTitles,
  completionsWithTitles,
  favoriteIdsOf,
  heldAchievements,
} from './progress-queries.ts';

// The progress page's reads: the read model over what the other modules write. Every query here
// names the user it reads: the id comes from the session alone. The statements are prepared in
// progress-queries.ts.

export function createProgressRepository(db: Kysely<Database>) {
  return {
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

    /** The ids of the user's favourite rituals, in no order. */
    async favoriteIds(userId: string): Promise<number[]> {
      return (await favoriteIdsOf.execute(db, { userId })).map((f) => Number(f.ritual_id));
    },
  };
}
export type ProgressRepository = ReturnType<typeof createProgressRepository>;
