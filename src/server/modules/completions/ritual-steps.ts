import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { Award } from '../achievements/index.ts';

/**
 * What doing a ritual counts for elsewhere: a journey's step. The journeys module provides it and
 * app.ts hands it over, so this module does not import journeys.
 */
export interface RitualSteps {
  /**
   * Whether doing the ritual may count for the user at all, read before the completion's
   * transaction: a user who follows no journey with it adds nothing to that transaction.
   */
  concerns: (userId: string, ritualId: number) => Promise<boolean>;
  /** A new completion at `at`, inside its transaction: the step it does and what that unlocked. */
  done: (trx: Kysely<Database>, userId: string, ritualId: number, at: Date) => Promise<Award | null>;
  /**
   * A repeat of a stored completion at `at`, in a transaction of the hook's own: doing the ritual
   * again on a journey's day is that day's step.
   */
  doneAgain: (userId: string, ritualId: number, at: Date) => Promise<void>;
}

/** Two awards of one transaction, the later one's points (it read the earlier one's rows). */
export const merged = (first: Award, later: Award | null | undefined): Award =>
  later ? { unlocked: [...first.unlocked, ...later.unlocked], pointsAsOf: later.pointsAsOf } : first;
