import { sql, type Kysely } from 'kysely';
import { ruleOfRow, type AchievementRule, type UnlockedAchievement } from '../../shared/achievements.ts';
import type { AwardCounts } from '../../shared/achievement-candidates.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';

// The reads and writes of awarding. Every function takes the transaction the award runs in (or
// the database for reads outside one) and names the user it reads or writes. Those every award
// runs are prepared (db/prepared-query.ts).

type Db = Kysely<Database>;
type UserId = { userId: string };

const countsOf = preparedQuery(
  (_db, { userId }: UserId) => sql<{ kind: string; key: string | null; n: number; points: number }>`
    select 'rituals' as kind, null as key, count(*) as n, coalesce(sum(points_earned), 0) as points
      from completed_rituals where user_id = ${userId}
    union all
    select 'tips', null, count(*), coalesce(sum(points_earned), 0)
      from daily_commitments where user_id = ${userId}
    union all
    select 'held', achievement_key, 1, points_earned from user_achievements where user_id = ${userId}
    union all
    select 'latest', (
      select commitment_date || ' ' || received_at from daily_commitments where user_id = ${userId}
      order by commitment_date desc limit 1
    ), 0, 0
    union all
    select 'user', time_zone, 0, 0 from users where id = ${userId}`,
);

const datesOf = preparedQuery((db, { userId }: UserId) =>
  db.selectFrom('daily_commitments').select('commitment_date').where('user_id', '=', userId),
);

const instantsOf = preparedQuery((db, { userId }: UserId) =>
  db
    .selectFrom('completed_rituals')
    .select('completed_at as at')
    .where('user_id', '=', userId)
    .unionAll((eb) =>
      eb.selectFrom('daily_commitments').select('committed_at as at').where('user_id', '=', userId),
    ),
);

/** One unlock, the usual case, prepared; several go in one statement of their own length. */
const insertUnlock = preparedQuery((db, row: UserId & { key: string; unlockedAt: string; points: number }) =>
  db
    .insertInto('user_achievements')
    .values({
      user_id: row.userId,
      achievement_key: row.key,
      unlocked_at: row.unlockedAt,
      points_earned: row.points,
    })
    .onConflict((oc) => oc.columns(['user_id', 'achievement_key']).doNothing())
    .returning('achievement_key'),
);

export interface UserAwardCounts extends AwardCounts {
  /** False when the user no longer exists. */
  found: boolean;
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

/** Counts, point sums, held achievements, latest commitment and time zone, in one statement. */
export async function awardCounts(db: Db, userId: string): Promise<UserAwardCounts> {
  const rows = await countsOf.execute(db, { userId });
  const counts: UserAwardCounts = {
    found: false,
    timeZone: null,
    ritualCount: 0,
    tipCount: 0,
    points: 0,
    latestCommitment: null,
    held: new Set(),
  };
  for (const row of rows) {
    const n = Number(row.n);
    counts.points += Number(row.points);
    if (row.kind === 'rituals') counts.ritualCount = n;
    else if (row.kind === 'tips') counts.tipCount = n;
    else if (row.kind === 'held' && row.key !== null) counts.held.add(row.key);
    else if (row.kind === 'latest' && row.key !== null) {
      const [date = '', receivedAt = ''] = row.key.split(' ');
      counts.latestCommitment = { date, receivedAt };
    } else if (row.kind === 'user') {
      counts.found = true;
      counts.timeZone = row.key;
    }
  }
  return counts;
}

export async function commitmentDates(db: Db, userId: string): Promise<string[]> {
  const rows = await datesOf.execute(db, { userId });
  return rows.map((row) => row.commitment_date);
}

/** When each of the user's completions and commitments happened. */
export async function actionInstants(db: Db, userId: string): Promise<string[]> {
  const rows = await instantsOf.execute(db, { userId });
  return rows.map((row) => row.at);
}

/**
 * Stores the unlocks with ON CONFLICT DO NOTHING, in one statement, and returns the keys this
 * call stored: a concurrent award that took a row first keeps it, and only it reports it.
 */
export async function insertUnlocks(
  db: Db,
  userId: string,
  unlocked: readonly UnlockedAchievement[],
  unlockedAt: string,
): Promise<Set<string>> {
  if (unlocked.length === 0) return new Set();
  const [only] = unlocked;
  if (unlocked.length === 1 && only) {
    const row = { userId, key: only.key, unlockedAt, points: only.points };
    return new Set((await insertUnlock.execute(db, row)).map((stored) => stored.achievement_key));
  }
  const rows = await db
    .insertInto('user_achievements')
    .values(
      unlocked.map((achievement) => ({
        user_id: userId,
        achievement_key: achievement.key,
        unlocked_at: unlockedAt,
        points_earned: achievement.points,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'achievement_key']).doNothing())
    .returning('achievement_key')
    .execute();
  return new Set(rows.map((row) => row.achievement_key));
}
