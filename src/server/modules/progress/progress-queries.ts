import { sql, type Kysely } from 'kysely';
import type { Language } from '../../../shared/languages.ts';
import { preparedQuery } from '../../platform/db/prepared-query.ts';
import type { Database } from '../../platform/db/schema.ts';

// The statements a completion and the progress page run, prepared once per dialect
// (db/prepared-query.ts); progress.repository.ts runs them. Each names the user it reads or writes.

type UserId = { userId: string };
type ForLanguage = UserId & { language: Language };

export const activeRitual = preparedQuery((db, { ritualId }: { ritualId: number }) =>
  db
    .selectFrom('rituals')
    .select(['id', 'difficulty', 'duration_minutes'])
    .where('id', '=', ritualId)
    .where('is_active', '=', 1),
);

/** A completion to store; its points come from the ritual's row. */
export interface NewCompletion {
  id: string;
  userId: string;
  ritualId: number;
  completedAt: string;
}

/**
 * The insert of a completion of an active ritual with the points its row says a completion earns,
 * unless the user has one for this ritual already; returns the points when it stored it. One
 * statement: the ritual's check, its points and the insert (ADR 0032). It records the profile's
 * zone too, where the time achievements judge the completion (migration 0019).
 */
export const insertCompletion = preparedQuery(
  (_db, row: NewCompletion) => sql<{ points_earned: number }>`
    insert into completed_rituals (id, user_id, ritual_id, completed_at, points_earned, time_zone)
    select cast(${row.id} as text), cast(${row.userId} as text), rituals.id,
        cast(${row.completedAt} as text), rituals.completion_points,
        (select users.time_zone from users where users.id = ${row.userId})
      from rituals
      where rituals.id = ${row.ritualId} and rituals.is_active = 1
    on conflict (user_id, ritual_id) do nothing
    returning points_earned`,
);

export const completion = preparedQuery((db, { userId, ritualId }: UserId & { ritualId: number }) =>
  db
    .selectFrom('completed_rituals')
    .select(['ritual_id', 'completed_at', 'points_earned'])
    .where('user_id', '=', userId)
    .where('ritual_id', '=', ritualId),
);

/** A user's unlocked achievements as a celebration shows them: with their texts in `language`. */
export function unlockedWithTexts(db: Kysely<Database>, userId: string, language: Language) {
  return db
    .selectFrom('user_achievements as u')
    .innerJoin('achievements as a', 'a.key', 'u.achievement_key')
    .leftJoin('achievement_translations as t', (join) =>
      join.onRef('t.achievement_key', '=', 'a.key').on('t.language', '=', language),
    )
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

export const unlockedAtInstant = preparedQuery((db, { userId, at, language }: ForLanguage & { at: string }) =>
  unlockedWithTexts(db, userId, language)
    .select('a.sort_order')
    .where('u.unlocked_at', '=', at)
    .orderBy('a.sort_order'),
);

// The reads of the progress page.
export const favoritesOf = preparedQuery((db, { userId }: UserId) =>
  db
    .selectFrom('user_favorites')
    .select(['ritual_id', 'added_at'])
    .where('user_id', '=', userId)
    .orderBy('added_at', 'desc')
    .orderBy('ritual_id'),
);

export const completionsWithTitles = preparedQuery((db, { userId, language }: ForLanguage) =>
  db
    .selectFrom('completed_rituals as c')
    .innerJoin('rituals as r', 'r.id', 'c.ritual_id')
    .leftJoin('ritual_translations as t', (join) =>
      join.onRef('t.ritual_id', '=', 'c.ritual_id').on('t.language', '=', language),
    )
    .select([
      'c.ritual_id',
      'c.completed_at',
      'c.time_zone',
      'c.points_earned',
      'r.duration_minutes',
      't.title',
    ])
    .where('c.user_id', '=', userId)
    .orderBy('c.completed_at', 'desc')
    .orderBy('c.ritual_id'),
);

export const commitmentsWithTitles = preparedQuery((db, { userId, language }: ForLanguage) =>
  db
    .selectFrom('daily_commitments as d')
    .leftJoin('daily_tip_translations as t', (join) =>
      join.onRef('t.tip_id', '=', 'd.daily_tip_id').on('t.language', '=', language),
    )
    .select([
      'd.commitment_date',
      'd.daily_tip_id',
      'd.committed_at',
      'd.time_zone',
      'd.received_at',
      'd.points_earned',
      't.title',
    ])
    .where('d.user_id', '=', userId)
    .orderBy('d.commitment_date', 'desc'),
);

export const heldAchievements = preparedQuery((db, { userId }: UserId) =>
  db
    .selectFrom('user_achievements')
    .select(['achievement_key', 'unlocked_at', 'points_earned', 'seen_at'])
    .where('user_id', '=', userId)
    .orderBy('unlocked_at'),
);
