import { sql, type Kysely } from 'kysely';
import { ruleOfRow, type AchievementRule } from '../../../shared/achievements.ts';
import type { AwardCounts } from '../../../shared/achievement-candidates.ts';
import type { ZonedAction } from '../../../shared/achievement-stats.ts';
import { preparedQuery } from '../../platform/db/prepared-query.ts';
import { isoOfAuthInstant } from '../../platform/db/instants.ts';
import type { Database } from '../../platform/db/schema.ts';
import { pointsAsOf } from './award-points.ts';

// What judging an award reads (achievements.service.ts): the active rules, the counters the
// database keeps on the user's row (migration 0016) with the held achievements, the streak's
// days, the journeys finished and the actions' instants. Every function takes the transaction
// the award runs in (or the database for reads outside one) and names the user it reads. Those
// every award runs are prepared (db/prepared-query.ts); the writes are in achievements.repository.ts.

type Db = Kysely<Database>;
type UserId = { userId: string };

/** A row of the counts statement: the user's own, or (rituals -1) one held achievement's key. */
interface CountsRow {
  key: string | null;
  rituals: number;
  tips: number;
  points: number;
  points_as_of: number;
  latest_date: string | null;
  latest_received_at: string | null;
  signed_up_at: string | Date | null;
  latest_action_at: string | null;
}

// The user's row carries the counts, points and latest commitment, kept by the database
// (migration 0016); the held achievements follow it as rows. The latest action's instant bounds
// the days since sign-up that can hold one (shared/achievement-candidates.ts): two probes of the
// award indexes (migration 0012), where a commitment's `received_at` is never before its
// `committed_at`.
const countsOf = preparedQuery(
  (_db, { userId, at }: UserId & { at: string }) => sql<CountsRow>`
    select time_zone as key, ritual_count as rituals, tip_count as tips, earned_points as points,
        ${pointsAsOf(userId, at)} as points_as_of,
        latest_commitment_date as latest_date, latest_commitment_received_at as latest_received_at,
        created_at as signed_up_at,
        (select max(latest.at) from (
          select (select completed_at from completed_rituals where user_id = ${userId}
              order by completed_at desc limit 1) as at
          union all
          select (select received_at from daily_commitments where user_id = ${userId}
              order by received_at desc limit 1)) as latest
        ) as latest_action_at
      from users where id = ${userId}
    union all
    select achievement_key, -1, 0, 0, 0, null, null, null, null
      from user_achievements where user_id = ${userId}`,
);

// A streak's days: the commitments' dates (frozen 0) and the missed days a freeze covered
// (frozen 1), in one statement.
const streakDaysOf = preparedQuery(
  (_db, { userId }: UserId) => sql<{ day: string; frozen: number }>`
    select commitment_date as day, 0 as frozen from daily_commitments where user_id = ${userId}
    union all
    select local_date, 1 from freeze_uses where user_id = ${userId}`,
);

const journeyKindsOf = preparedQuery((db, { userId }: UserId) =>
  db.selectFrom('journey_finishes').select('kind').where('user_id', '=', userId),
);

const instantsOf = preparedQuery((db, { userId }: UserId) =>
  db
    .selectFrom('completed_rituals')
    .select(['completed_at as at', 'time_zone'])
    .where('user_id', '=', userId)
    .unionAll((eb) =>
      eb
        .selectFrom('daily_commitments')
        .select(['committed_at as at', 'time_zone'])
        .where('user_id', '=', userId),
    ),
);

export interface UserAwardCounts extends AwardCounts {
  /** False when the user no longer exists. */
  found: boolean;
  /** Points of the user's award rows stamped up to the instant asked about (inclusive). */
  pointsAsOf: number;
  timeZone: string | null;
  held: Set<string>;
}

/** The active achievement rules, as evaluation reads them. */
export async function activeAchievementRules(db: Db): Promise<AchievementRule[]> {
  const rows = await db
    .selectFrom('achievements')
    .select([
      'key',
      'points',
      'requirement_type',
      'requirement_value',
      'requirements',
      'sort_order',
      'is_active',
    ])
    .where('is_active', '=', 1)
    .execute();
  return rows.map(ruleOfRow);
}

/** The counts of a user from the rows of the counts statement. */
function countsFromRows(rows: readonly CountsRow[]): UserAwardCounts {
  const counts: UserAwardCounts = {
    found: false,
    pointsAsOf: 0,
    timeZone: null,
    ritualCount: 0,
    tipCount: 0,
    points: 0,
    latestCommitment: null,
    signedUpAt: null,
    latestActionAt: null,
    held: new Set(),
  };
  for (const row of rows) {
    // A held achievement's row is marked by -1 where the user's row has its (never negative) count.
    if (Number(row.rituals) < 0) {
      if (row.key !== null) counts.held.add(row.key);
      continue;
    }
    counts.found = true;
    counts.timeZone = row.key;
    counts.ritualCount = Number(row.rituals);
    counts.tipCount = Number(row.tips);
    counts.points = Number(row.points);
    counts.pointsAsOf = Number(row.points_as_of);
    counts.signedUpAt = isoOfAuthInstant(row.signed_up_at);
    counts.latestActionAt = row.latest_action_at;
    if (row.latest_date !== null && row.latest_received_at !== null)
      counts.latestCommitment = { date: row.latest_date, receivedAt: row.latest_received_at };
  }
  return counts;
}

/**
 * Counts, points (all, and up to `at`), held achievements, latest commitment, time zone and when
 * the user signed up, in one statement.
 */
export async function awardCounts(db: Db, userId: string, at: string): Promise<UserAwardCounts> {
  return countsFromRows(await countsOf.execute(db, { userId, at }));
}

/**
 * The user's commitment dates and the missed days covered by a streak freeze
 * (docs/product-rules.md, Days and streaks).
 */
export async function streakDays(db: Db, userId: string): Promise<{ dates: string[]; frozen: string[] }> {
  const days = { dates: [] as string[], frozen: [] as string[] };
  for (const row of await streakDaysOf.execute(db, { userId }))
    (Number(row.frozen) === 1 ? days.frozen : days.dates).push(row.day);
  return days;
}

/** Distinct journeys the user finished, and how many of them are lunar (migration 0020). */
export async function journeysFinished(db: Db, userId: string): Promise<{ finished: number; lunar: number }> {
  const rows = await journeyKindsOf.execute(db, { userId });
  return { finished: rows.length, lunar: rows.filter((row) => row.kind === 'lunar').length };
}

/** When each of the user's completions and commitments happened, and in which zone. */
export async function actionInstants(db: Db, userId: string): Promise<ZonedAction[]> {
  const rows = await instantsOf.execute(db, { userId });
  return rows.map((row) => ({ at: row.at, timeZone: row.time_zone }));
}
