import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { userRows } from '../../platform/db/user-rows.ts';
import { storedTimeZone } from '../../platform/db/user-time-zone.ts';

// The reads of the insights (docs/product-rules.md, Insights). Every query names the session's
// user. A user completes each ritual once, so their completions are few; commitment dates are
// read in full because a streak may have begun before the weeks shown.

export function createInsightsRepository(db: Kysely<Database>) {
  return {
    timeZone(userId: string) {
      return storedTimeZone(db, userId);
    },

    completionInstants(userId: string) {
      return userRows(db, 'completed_rituals', userId, ['completed_at']).execute();
    },

    commitmentDates(userId: string) {
      return userRows(db, 'daily_commitments', userId, ['commitment_date']).execute();
    },
  };
}
export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
