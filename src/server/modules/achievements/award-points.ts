import { sql } from 'kysely';

/**
 * The points of a user's award rows stamped after an instant: almost always none, so this costs
 * three probes of the award tables' covering indexes (migration 0012).
 */
export const pointsAfter = (userId: string, at: string) => sql<number>`(
  (select coalesce(sum(points_earned), 0) from completed_rituals
      where user_id = ${userId} and completed_at > ${at})
  + (select coalesce(sum(points_earned), 0) from daily_commitments
      where user_id = ${userId} and received_at > ${at})
  + (select coalesce(sum(points_earned), 0) from user_achievements
      where user_id = ${userId} and unlocked_at > ${at}))`;

/**
 * A user's points as of an instant (inclusive), as an expression on their `users` row: the points
 * of all their award rows, which the database keeps on that row (migration 0016), less those of
 * the rows stamped after the instant, instead of a sum over the user's history.
 */
export const pointsAsOf = (userId: string, at: string) =>
  sql<number>`users.earned_points - ${pointsAfter(userId, at)}`;
