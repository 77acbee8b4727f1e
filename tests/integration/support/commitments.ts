import { randomUUID } from 'node:crypto';
import type { LocalDate } from '../../../src/shared/local-date.ts';
import type { Db } from '../../../src/server/platform/db/database.ts';

/**
 * Commitments written as they would have been stored on earlier days (at 09:00 UTC of each date
 * unless `at` says when), for the streak and progress a history gives.
 */
export async function insertCommitments(
  db: Db,
  userId: string,
  dates: readonly LocalDate[],
  { at, tipId }: { at?: string; tipId?: number } = {},
): Promise<void> {
  const tip = tipId ?? (await db.kysely.selectFrom('daily_tips').select('id').executeTakeFirstOrThrow()).id;
  for (const date of dates) {
    const when = at ?? `${date}T09:00:00.000Z`;
    await db.kysely
      .insertInto('daily_commitments')
      .values({
        id: randomUUID(),
        user_id: userId,
        commitment_date: date,
        daily_tip_id: tip,
        committed_at: when,
        received_at: when,
        points_earned: 10,
      })
      .execute();
  }
}
