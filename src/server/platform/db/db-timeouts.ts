/**
 * How long the database may keep a request waiting before the request gives up (and answers
 * 503), and how long work outside a request (reminders, the command-line scripts) may wait.
 * docs/decisions/0007-database-faults.md explains the figures.
 */
export interface DbTimeouts {
  /**
   * PostgreSQL: the longest a request's statement may run, and the longest a statement inside a
   * request's transaction waits for a row lock.
   */
  statementMs: number;
  /**
   * PostgreSQL: the longest a request's single statement (outside a transaction) waits for a
   * lock; SQLite: the longest a request waits for the write lock.
   */
  lockMs: number;
  /** PostgreSQL: the longest a request waits for a free pooled connection. */
  acquireMs: number;
  /**
   * Work outside a request: the longest it waits for a connection, a lock (SQLite's write lock
   * included) or a statement. Nobody is waiting on a page for it, so it may queue behind a burst.
   */
  backgroundMs: number;
}

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = {
  statementMs: 1_000,
  lockMs: 300,
  acquireMs: 1_000,
  backgroundMs: 5_000,
};
