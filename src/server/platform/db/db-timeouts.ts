/** How long a request may wait on the database before it gives up (and answers 503). */
export interface DbTimeouts {
  /** PostgreSQL: the longest a statement may run. */
  statementMs: number;
  /**
   * PostgreSQL: the longest a single statement outside a transaction waits for a lock (inside
   * one, statementMs); SQLite: the longest a request waits for the write lock.
   */
  lockMs: number;
  /** PostgreSQL: the longest a request waits for a free pooled connection. */
  acquireMs: number;
}

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = { statementMs: 5_000, lockMs: 300, acquireMs: 2_000 };
