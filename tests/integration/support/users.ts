import { randomUUID } from 'node:crypto';
import type { Db } from '../../../src/server/platform/db/database.ts';

/**
 * A user written straight into the table, as a script or another process would: no account, no
 * session. For tests of what the database and the services do with rows, not of signing up.
 */
export async function insertUser(
  db: Db,
  {
    id = randomUUID(),
    timeZone = 'Europe/Madrid',
    signedUpAt = new Date().toISOString(),
  }: { id?: string; timeZone?: string | null; signedUpAt?: string } = {},
): Promise<string> {
  const at = signedUpAt;
  await db.kysely
    .insertInto('users')
    .values({
      id,
      name: 'Test user',
      email: `${id}@example.com`,
      email_verified: db.dialect === 'postgres' ? true : 1,
      image: null,
      created_at: at,
      updated_at: at,
      language: 'es',
      theme: null,
      time_zone: timeZone,
    })
    .execute();
  return id;
}

/** A completion written straight into its table, with the points given (not the ritual's). */
export async function insertCompletion(
  db: Db,
  row: { userId: string; ritualId: number; at: string; points: number },
): Promise<void> {
  await db.kysely
    .insertInto('completed_rituals')
    .values({
      id: randomUUID(),
      user_id: row.userId,
      ritual_id: row.ritualId,
      completed_at: row.at,
      points_earned: row.points,
    })
    .execute();
}

/** A commitment written straight into its table (ignored when the user has one for that date). */
export async function insertCommitment(
  db: Db,
  row: { userId: string; date: string; at: string; points: number; tipId?: number },
): Promise<void> {
  await db.kysely
    .insertInto('daily_commitments')
    .values({
      id: randomUUID(),
      user_id: row.userId,
      commitment_date: row.date,
      daily_tip_id: row.tipId ?? 1,
      committed_at: row.at,
      received_at: row.at,
      points_earned: row.points,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
