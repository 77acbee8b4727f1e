import type { Kysely } from 'kysely';
import {
  evaluateUntilStable,
  type AchievementRule,
  type UnlockedAchievement,
} from '../../shared/achievements.ts';
import { canonicalTimeZone, localDateOf } from '../../shared/local-date.ts';
import { levelForPoints } from '../../shared/points.ts';
import { streakSummary } from '../../shared/streaks.ts';
import type { Database } from '../db/schema.ts';

export type { UnlockedAchievement } from '../../shared/achievements.ts';

/** Instants are stored as ISO-8601 UTC text on both engines (migration 0003). */
export const isoInstant = (now: Date) => now.toISOString();

const sumOf = (rows: readonly { points_earned: number }[]) =>
  rows.reduce((total, row) => total + Number(row.points_earned), 0);

/** The user's stored IANA zone, or UTC when they have none (or an unreadable one). */
export function userTimeZone(stored: string | null | undefined): string {
  return (stored && canonicalTimeZone(stored)) || 'UTC';
}

/** The active achievement rules, as evaluation reads them. */
export async function loadAchievementRules(db: Kysely<Database>): Promise<AchievementRule[]> {
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
  return rows.map((row) => ({
    ...row,
    requirements: JSON.parse(row.requirements || '{}') as Record<string, number>,
  }));
}

/**
 * Awards every achievement the user now meets and does not hold yet, and returns those this call
 * stored (in unlock order, with their points).
 *
 * Call it inside the transaction that stored a new award row (a completion or a commitment), with
 * the same `now` as that row: the stats are read from the user's award rows (ADR 0004: totals are
 * sums, never counters), evaluated until nothing new unlocks, and each unlock is inserted with
 * ON CONFLICT DO NOTHING, so a concurrent call that took the row first wins and this one does not
 * report it. Unlocked rows carry `unlocked_at = now`, which lets a repeated request find the
 * achievements its first answer reported.
 */
export async function awardAchievements(
  trx: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<UnlockedAchievement[]> {
  const [user, completions, commitments, held, rules] = await Promise.all([
    trx.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst(),
    trx
      .selectFrom('completed_rituals')
      .select(['completed_at', 'points_earned'])
      .where('user_id', '=', userId)
      .execute(),
    trx
      .selectFrom('daily_commitments')
      .select(['commitment_date', 'committed_at', 'points_earned'])
      .where('user_id', '=', userId)
      .execute(),
    trx
      .selectFrom('user_achievements')
      .select(['achievement_key', 'points_earned'])
      .where('user_id', '=', userId)
      .execute(),
    loadAchievementRules(trx),
  ]);
  if (!user) return [];

  const timeZone = userTimeZone(user.time_zone);
  const totalPoints = sumOf(completions) + sumOf(commitments) + sumOf(held);
  const streak = streakSummary(
    commitments.map((c) => c.commitment_date),
    localDateOf(now, timeZone),
  );

  const { unlocked } = evaluateUntilStable(
    rules,
    {
      ritualCount: completions.length,
      tipCount: commitments.length,
      currentStreak: streak.current,
      longestStreak: streak.longest,
      totalPoints,
      level: levelForPoints(totalPoints),
      actions: [
        ...completions.map((c) => ({ at: c.completed_at })),
        ...commitments.map((c) => ({ at: c.committed_at })),
      ],
      timeZone,
    },
    held.map((h) => h.achievement_key),
  );

  const unlockedAt = isoInstant(now);
  const stored: UnlockedAchievement[] = [];
  for (const achievement of unlocked) {
    const inserted = await trx
      .insertInto('user_achievements')
      .values({
        user_id: userId,
        achievement_key: achievement.key,
        unlocked_at: unlockedAt,
        points_earned: achievement.points,
      })
      .onConflict((oc) => oc.columns(['user_id', 'achievement_key']).doNothing())
      .returning('achievement_key')
      .executeTakeFirst();
    if (inserted) stored.push(achievement);
  }
  return stored;
}
