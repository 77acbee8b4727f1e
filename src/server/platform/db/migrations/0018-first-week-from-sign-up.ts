import type { Kysely } from 'kysely';
import { daysBetween } from '../../../../shared/local-date.ts';
import { localDateOf, userTimeZone } from '../../../../shared/zoned-time.ts';
import { isoInstant, isoOfAuthInstant } from '../instants.ts';

// `first_week` stopped being a second 7-day current streak (the same rule as `streak_7`): it now
// asks for an action (a ritual completion or a daily-tip commitment) on each of the first seven
// local days from the day of sign-up, in the user's time zone; `consistency_king` asks for a
// longest streak of 60 days instead of 30. Both rules live in the catalogue (content), which the
// import updates. What this migration does about the people who already have history:
//
// - Nothing is taken back. Whoever holds `first_week` or `consistency_king` keeps the row and the
//   points it carries; awarding never removes an unlock, so no later judging does either.
// - Whoever already meets the new `first_week` (their first week is over, so no new action can
//   award it) gets it now, as the new rule would have given it during that week: otherwise the
//   progress page would show it complete and locked for good. No one can meet the new
//   `consistency_king` without holding it already (a 60-day streak passed 30).
//
// The rule and the points are frozen here: a migration means the same whenever it runs.
const KEY = 'first_week';
const POINTS = 35;
const DAYS = 7;
const DAY_MS = 86_400_000;

interface Tables {
  achievements: { key: string };
  users: {
    id: string;
    created_at: string | Date;
    time_zone: string | null;
    ritual_count: number;
    tip_count: number;
  };
  user_achievements: { user_id: string; achievement_key: string; unlocked_at: string; points_earned: number };
  completed_rituals: { user_id: string; completed_at: string };
  daily_commitments: { user_id: string; committed_at: string };
}

/** True when the user has an action on each of their first seven local days from sign-up. */
async function metFirstWeek(
  db: Kysely<Tables>,
  user: { id: string; created_at: string | Date; time_zone: string | null },
): Promise<boolean> {
  const signedUpAt = isoOfAuthInstant(user.created_at);
  if (signedUpAt === null) return false;
  const timeZone = userTimeZone(user.time_zone);
  const firstDay = localDateOf(signedUpAt, timeZone);
  // Instants are ISO text on both engines; a day on each side covers every zone's offset.
  const from = isoInstant(new Date(Date.parse(signedUpAt) - DAY_MS));
  const to = isoInstant(new Date(Date.parse(signedUpAt) + (DAYS + 2) * DAY_MS));
  const rows = await db
    .selectFrom('completed_rituals')
    .select('completed_at as at')
    .where('user_id', '=', user.id)
    .where('completed_at', '>=', from)
    .where('completed_at', '<', to)
    .unionAll((eb) =>
      eb
        .selectFrom('daily_commitments')
        .select('committed_at as at')
        .where('user_id', '=', user.id)
        .where('committed_at', '>=', from)
        .where('committed_at', '<', to),
    )
    .execute();
  const days = new Set<number>();
  for (const { at } of rows) {
    const ms = Date.parse(at);
    if (!Number.isFinite(ms)) continue;
    const day = daysBetween(firstDay, localDateOf(ms, timeZone));
    if (day >= 0 && day < DAYS) days.add(day);
  }
  return days.size === DAYS;
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  // Without the catalogue row (content not imported yet) there is nothing to award or keep.
  const catalogued = await db
    .selectFrom('achievements')
    .select('key')
    .where('key', '=', KEY)
    .executeTakeFirst();
  if (!catalogued) return;
  // Seven days need seven actions; the award counters (migration 0016) say who has them.
  const users = await db
    .selectFrom('users')
    .select(['id', 'created_at', 'time_zone'])
    .where((eb) => eb(eb('ritual_count', '+', eb.ref('tip_count')), '>=', DAYS))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('user_achievements')
            .select('user_id')
            .whereRef('user_achievements.user_id', '=', 'users.id')
            .where('user_achievements.achievement_key', '=', KEY),
        ),
      ),
    )
    .execute();
  const now = isoInstant(new Date());
  for (const user of users) {
    if (!(await metFirstWeek(db, user))) continue;
    // The counters' triggers (migration 0016) add the points to the user's row.
    await db
      .insertInto('user_achievements')
      .values({ user_id: user.id, achievement_key: KEY, unlocked_at: now, points_earned: POINTS })
      .onConflict((oc) => oc.columns(['user_id', 'achievement_key']).doNothing())
      .execute();
  }
}

/** What was awarded stays: an award is the user's, whatever the rule became. */
export async function down(): Promise<void> {}
