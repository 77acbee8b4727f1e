import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The IANA zone stored on the user's profile, or null (read it with `userTimeZone`). */
export async function storedTimeZone(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst();
  return row?.time_zone ?? null;
}
