import { sql } from 'kysely';
import type { CountsRow } from '../achievements/index.ts';
import { pointsAfter } from '../../platform/db/award-points.ts';
import { preparedQuery } from '../../platform/db/prepared-query.ts';
import { completionInsert, type NewCompletion } from './progress-queries.ts';

/** The user's counts before the completion, or nothing when the statement stored none. */
export type CountedRow = CountsRow & {
  /** The completion's points (on the user's row; null on a held achievement's). */
  stored_points: number | null;
  /** Whether the held achievements read are those of the counts (see below). */
  current: boolean | null;
};

/**
 * PostgreSQL only: stores a completion as insertCompletion does and, in the same statement, reads
 * what awarding it needs, in the rows of the counts statement (achievements.repository.ts): one
 * round trip where there were two (docs/decisions/0034-completion-counted-in-its-statement.md).
 *
 * The user's row is locked first (FOR UPDATE), so its counters are the newest committed and stay
 * so until the transaction ends: the counts are those counters, to which the caller adds this
 * completion (award-judge.ts, as a plan does). Everything else the statement reads (the held
 * achievements, the points stamped later) is as of the statement's start. Every award row's
 * trigger bumps the row's `activity_version`, so the version the lock returned equals the one as
 * of the start (`current`) exactly when no award was committed in between; otherwise the caller
 * reads the counts again.
 *
 * SQLite has no data-modifying WITH; it needs no lock (one writer at a time) and its second
 * statement costs no round trip.
 */
export const insertCompletionCounted = preparedQuery(
  (_db, row: NewCompletion) => sql<CountedRow>`
    with locked as (
      select time_zone, ritual_count, tip_count, earned_points, activity_version,
          latest_commitment_date, latest_commitment_received_at
        from users where id = ${row.userId} for update
    ), stored as (${completionInsert(row, sql`cross join locked`)})
    select time_zone as key, ritual_count as rituals, tip_count as tips, earned_points as points,
        earned_points - ${pointsAfter(row.userId, row.completedAt)} as points_as_of,
        latest_commitment_date as latest_date, latest_commitment_received_at as latest_received_at,
        activity_version as version, stored.points_earned as stored_points,
        locked.activity_version = (select activity_version from users where id = ${row.userId})
          as current
      from locked cross join stored
    union all
    select achievement_key, -1, 0, 0, 0, null, null, 0, null, null
      from user_achievements where user_id = ${row.userId} and exists (select 1 from stored)`,
);

/** A completion stored with the unlocks judged before it (achievements/award-keep.ts). */
export interface PlannedCompletion extends NewCompletion {
  /** The points the plan counted for it: the ritual's, unless its content changed since. */
  points: number;
  /** The user's version and time zone the plan was judged at. */
  version: number;
  timeZone: string | null;
  keys: string[];
  unlockPoints: number[];
}

/**
 * PostgreSQL only: stores a completion and the unlocks planned for it in one statement, with no
 * transaction around it, if and only if the user's row, locked first, is still at the plan's
 * version and time zone and the ritual is active and still worth the plan's points. It never
 * waits for the row: locked by another award of the user, it is skipped, nothing is stored, and
 * the transaction path (which waits patiently, ADR 0007) takes the completion. Rows: the
 * completion's points and the points stamped after it (`later`), then one row per unlock stored;
 * none when it stored nothing (docs/decisions/0035-awards-judged-from-kept-counts.md).
 */
export const insertCompletionPlanned = preparedQuery(
  (_db, row: PlannedCompletion) => sql<{ points: number | null; later: number | null; key: string | null }>`
    with locked as (
      select activity_version, time_zone from users where id = ${row.userId} for update skip locked
    ), stored as (${completionInsert(
      row,
      sql`cross join locked`,
      sql`and rituals.completion_points = ${row.points}
        and locked.activity_version = ${row.version}
        and locked.time_zone is not distinct from cast(${row.timeZone} as text)`,
    )}), unlocked as (
      insert into user_achievements (user_id, achievement_key, unlocked_at, points_earned)
      select cast(${row.userId} as text), planned.key, cast(${row.completedAt} as text), planned.points
        from unnest(cast(${row.keys} as text[]), cast(${row.unlockPoints} as integer[]))
            as planned (key, points)
          cross join stored
      on conflict (user_id, achievement_key) do nothing
      returning achievement_key
    )
    select points_earned as points, ${pointsAfter(row.userId, row.completedAt)} as later,
        cast(null as text) as key
      from stored
    union all
    select null, null, achievement_key from unlocked`,
);
