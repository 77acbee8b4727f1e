import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../../src/server/platform/db/database.ts';

// The totals the database keeps on the user's row (migration 0016) beside the same totals counted
// from the award rows themselves.

export interface AwardTotals {
  ritual_count: number;
  tip_count: number;
  earned_points: number;
  latest_commitment_date: string | null;
  latest_commitment_received_at: string | null;
}

const numbers = (row: AwardTotals): AwardTotals => ({
  ...row,
  ritual_count: Number(row.ritual_count),
  tip_count: Number(row.tip_count),
  earned_points: Number(row.earned_points),
});

/** What the user's row says (undefined without the user), and what the award rows say. */
export async function awardTotals(db: Db, userId: string) {
  const kept = await db.kysely
    .selectFrom('users')
    .select([
      'ritual_count',
      'tip_count',
      'earned_points',
      'latest_commitment_date',
      'latest_commitment_received_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  const { rows } = await sql<AwardTotals>`
    select
      (select count(*) from completed_rituals where user_id = ${userId}) as ritual_count,
      (select count(*) from daily_commitments where user_id = ${userId}) as tip_count,
      (select coalesce(sum(points_earned), 0) from completed_rituals where user_id = ${userId})
        + (select coalesce(sum(points_earned), 0) from daily_commitments where user_id = ${userId})
        + (select coalesce(sum(points_earned), 0) from user_achievements where user_id = ${userId})
        as earned_points,
      (select max(commitment_date) from daily_commitments where user_id = ${userId})
        as latest_commitment_date,
      (select received_at from daily_commitments where user_id = ${userId}
        order by commitment_date desc limit 1) as latest_commitment_received_at`.execute(db.kysely);
  return { kept: kept && numbers(kept), counted: numbers(rows[0] as AwardTotals) };
}

/** The user's row says what the award rows say; returns the totals. */
export async function expectTotalsKept(db: Db, userId: string): Promise<AwardTotals> {
  const { kept, counted } = await awardTotals(db, userId);
  expect(kept).toEqual(counted);
  return counted;
}
