import { AsyncLocalStorage } from 'node:async_hooks';
import { isDatabaseUnavailable } from './db-errors.ts';

interface RequestDbState {
  /** When the request began (Date.now()). */
  startedAt: number;
  /** When waiting for SQLite's write lock must stop. */
  deadline: number;
  /** Whether a query of this request failed because the database could not serve. */
  unavailable: boolean;
}

const current = new AsyncLocalStorage<RequestDbState>();

/**
 * Runs one request's work with a shared deadline for waiting on the database, so that several
 * queries of one request (a sign-in reads, hashes, then writes) share one budget instead of
 * each getting its own; and remembers whether the database failed on the way.
 */
export function withRequestBudget<T>(budgetMs: number, work: () => Promise<T>): Promise<T> {
  const now = Date.now();
  return current.run({ startedAt: now, deadline: now + budgetMs, unavailable: false }, work);
}

/** The current request's deadline; undefined outside a request. */
export const requestDeadline = () => current.getStore()?.deadline;

/** When the current request began; undefined outside a request. */
export const requestStartedAt = () => current.getStore()?.startedAt;

/** Whether the code runs for a request (short database timeouts) or in the background. */
export const inRequest = () => current.getStore() !== undefined;

/** Called with every database error; remembers the ones that mean "unavailable". */
export function noteDatabaseError(error: unknown) {
  const state = current.getStore();
  if (state && isDatabaseUnavailable(error)) state.unavailable = true;
}

/**
 * Whether the database failed for the current request. Some libraries (better-auth) catch a
 * database error and answer a generic 500; this lets the app still answer 503.
 */
export const databaseFailedDuringRequest = () => current.getStore()?.unavailable === true;
