import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/languages.ts';
import { preparedQuery } from '../../platform/db/prepared-query.ts';
import type { Database } from '../../platform/db/schema.ts';
import { translationIn } from '../../platform/db/translation-join.ts';

// The achievements as the user reads them: with their texts in the request's language. Every
// query of a user's unlocks names the user it reads.

/** The achievements, each with its texts in `language` (none where a translation is missing). */
function withTexts(db: Kysely<Database>, language: Language) {
  return db
    .selectFrom('achievements as a')
    .leftJoin('achievement_translations as t', translationIn(language, 't.achievement_key', 'a.key'));
}

/** A user's unlocked achievements as a celebration shows them: with their texts in `language`. */
function unlockedWithTexts(db: Kysely<Database>, userId: string, language: Language) {
  return withTexts(db, language)
    .innerJoin('user_achievements as u', 'u.achievement_key', 'a.key')
    .select([
      'a.key',
      'a.category',
      'a.rarity',
      'a.icon',
      'u.points_earned as points',
      'u.unlocked_at',
      't.title',
      't.description',
      't.hint',
    ])
    .where('u.user_id', '=', userId);
}

// Run by every repeated completion: prepared once per dialect (db/prepared-query.ts).
const unlockedAtInstant = preparedQuery(
  (db, { userId, at, language }: { userId: string; at: string; language: Language }) =>
    unlockedWithTexts(db, userId, language)
      .select('a.sort_order')
      .where('u.unlocked_at', '=', at)
      .orderBy('a.sort_order'),
);

export function createAchievementTextsRepository(db: Kysely<Database>) {
  return {
    /** The achievement catalogue with its texts in one language, in catalogue order. */
    catalogue(language: Language) {
      return withTexts(db, language)
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
    },

    /** Achievements unlocked at exactly this instant: those awarded with the action stored then. */
    unlockedAt(userId: string, at: string, language: Language) {
      return unlockedAtInstant.execute(db, { userId, at, language });
    },

    /** Unlocked achievements the app has not celebrated yet, oldest first. */
    unseen(userId: string, language: Language) {
      return unlockedWithTexts(db, userId, language)
        .where('u.seen_at', 'is', null)
        .orderBy('u.unlocked_at')
        .orderBy('a.sort_order')
        .execute();
    },
  };
}
export type AchievementTextsRepository = ReturnType<typeof createAchievementTextsRepository>;
