import type { Kysely } from 'kysely';
import { countsFromRows, type UserAwardCounts } from '../achievements/index.ts';
import { withCompletion } from '../achievements/index.ts';
import type { Dialect } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import {
  insertCompletionCounted,
  insertCompletionPlanned,
  type PlannedCompletion,
} from './completion-counted.ts';
import { insertCompletion, type NewCompletion } from './progress-queries.ts';

// How a completion is stored, part of the progress repository (progress.repository.ts). Every
// statement names the user it writes: the id comes from the session alone.

/** `statements` runs the planned insert: on PostgreSQL the shared connections (db/database.ts). */
export function createCompletionStore(db: Kysely<Database>, dialect: Dialect, statements = db) {
  let ritualPoints: Promise<Map<number, number>> | undefined;

  return {
    /**
     * Stores the completion, inside `trx`, if the ritual is active and the user has none for it
     * yet; returns the points it earned when this call stored it, undefined otherwise. The
     * database's unique key decides (ADR 0004), never a prior read. On PostgreSQL the same
     * statement reads the user's counts after it, when it can tell them exact
     * (completion-counted.ts).
     */
    async insertCompletionIfAbsent(
      trx: Kysely<Database>,
      row: NewCompletion,
    ): Promise<{ points: number; counts?: UserAwardCounts } | undefined> {
      if (dialect === 'sqlite') {
        const stored = await insertCompletion.executeTakeFirst(trx, row);
        return stored && { points: Number(stored.points_earned) };
      }
      const rows = await insertCompletionCounted.execute(trx, row);
      const own = rows.find((counted) => counted.stored_points !== null);
      if (!own) return undefined;
      const points = Number(own.stored_points);
      return own.current ? { points, counts: withCompletion(countsFromRows(rows), points) } : { points };
    },

    /** Whether completions can be stored with unlocks judged beforehand (PostgreSQL). */
    storesPlanned: dialect === 'postgres',

    /**
     * The points a completion of each active ritual earns, read once: rituals are content,
     * imported before the app starts (ADR 0002). The planned insert checks them again.
     */
    ritualPoints(): Promise<Map<number, number>> {
      ritualPoints ??= db
        .selectFrom('rituals')
        .select(['id', 'completion_points'])
        .where('is_active', '=', 1)
        .execute()
        .then((rows) => new Map(rows.map((r) => [r.id, r.completion_points])))
        .catch((error: unknown) => {
          ritualPoints = undefined;
          throw error;
        });
      return ritualPoints;
    },

    /**
     * Stores the completion and its planned unlocks in one statement (completion-counted.ts);
     * undefined when it stored nothing because the plan no longer holds, the ritual is not
     * active, or the user has completed it already.
     */
    async storePlanned(row: PlannedCompletion) {
      const rows = await insertCompletionPlanned.execute(statements, row);
      const own = rows.find((r) => r.points !== null);
      if (!own) return undefined;
      return {
        later: Number(own.later),
        stored: new Set(rows.flatMap((r) => (r.key === null ? [] : [r.key]))),
      };
    },
  };
}
