import type { GenericEndpointContext } from 'better-auth';
import { TIME_ZONE_HEADER, TIME_ZONE_QUERY } from '../../../shared/api/account.ts';
import { canonicalTimeZone } from '../../../shared/zoned-time.ts';
import type { Db } from '../../platform/db/database.ts';

/**
 * The zone the browser sent with an auth request (header, or ?tz= on a first magic link), in its
 * canonical spelling; null when none came or it is not an IANA zone (it is then ignored).
 */
export function requestTimeZone(ctx: GenericEndpointContext | null | undefined): string | null {
  const url = ctx?.request?.url;
  const given =
    ctx?.headers?.get(TIME_ZONE_HEADER) ?? (url ? new URL(url).searchParams.get(TIME_ZONE_QUERY) : null);
  return given ? canonicalTimeZone(given) : null;
}

/**
 * Gives an account without a zone the one its browser sent at sign-in; true when it did. A zone
 * already there was chosen or recorded before and is kept: the profile is where it changes.
 */
export async function recordFirstTimeZone(db: Db, userId: string, zone: string | null): Promise<boolean> {
  if (!zone) return false;
  const result = await db.kysely
    .updateTable('users')
    .set({ time_zone: zone })
    .where('id', '=', userId)
    .where('time_zone', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
