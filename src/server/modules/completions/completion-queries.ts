import { sql } from 'kysely';
import { preparedQuery } from '../../platform/db/prepared-query.ts';

// The statements every completion runs, prepared once per dialect (db/prepared-query.ts);
// completions.repository.ts runs them. Each names the user it reads or writes.

type UserId = { userId: string };

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

export const favoritesOf = preparedQuery((db, { userId }: UserId) =>
  db
    .selectFrom('user_favorites')
    .select(['ritual_id', 'added_at'])
    .where('user_id', '=', userId)
    .orderBy('added_at', 'desc')
    .orderBy('ritual_id'),
);
