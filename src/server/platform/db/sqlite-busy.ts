import {
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { DelegatingDriver } from './driver-wrapper.ts';
import { GroupCommitDriver } from './sqlite-group-commit.ts';
import { requestDeadline } from './request-budget.ts';

/**
 * How long better-sqlite3 may wait for a lock inside one call. It waits synchronously, so this
 * is how long a lock held by another process can freeze the event loop per attempt.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 25;

/** The error better-sqlite3 throws when another connection holds the lock. */
const isBusy = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a statement that found the database locked, waiting between attempts with timers so
 * the event loop keeps serving other requests, until `deadline`. Then the busy error goes up
 * and becomes a 503. A snapshot conflict (SQLITE_BUSY_SNAPSHOT: the transaction read data a
 * writer has since changed) is not retried, since only the whole transaction could succeed.
 */
function retrying(inner: DatabaseConnection, deadline: number): DatabaseConnection {
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      for (let wait = 5; ; wait = Math.min(wait * 2, 100)) {
        try {
          return await inner.executeQuery<R>(query);
        } catch (error) {
          const snapshot = (error as { code?: unknown }).code === 'SQLITE_BUSY_SNAPSHOT';
          if (!isBusy(error) || snapshot || Date.now() + wait >= deadline) throw error;
          await sleep(wait);
        }
      }
    },
    streamQuery: (query, chunkSize) => inner.streamQuery(query, chunkSize),
  };
}

/**
 * Kysely's SQLite driver with a time budget per use of the connection: the budget starts when
 * a query or transaction asks for the connection (waiting behind others counts), and never
 * runs past the request's own deadline, so a lock held elsewhere turns every waiting request
 * into a prompt 503 instead of a queue of stalls.
 * docs/decisions/0007-database-faults.md explains the choice.
 */
class BudgetedSqliteDriver extends DelegatingDriver {
  private readonly budget: SqliteBudget;
  constructor(inner: Driver, budget: SqliteBudget) {
    super(inner);
    this.budget = budget;
  }
  override async acquireConnection() {
    const ofRequest = requestDeadline();
    // Work outside a request (reminders, scripts) has nobody waiting on a page: it waits longer.
    const deadline =
      ofRequest === undefined
        ? Date.now() + this.budget.backgroundMs
        : Math.min(Date.now() + this.budget.requestMs, ofRequest);
    return retrying(await this.inner.acquireConnection(), deadline);
  }
}

/** How long a use of the connection may wait for the write lock: in a request, and outside one. */
export interface SqliteBudget {
  requestMs: number;
  backgroundMs: number;
}

/** SQLite's dialect: the budgeted driver, whose transactions commit in groups (sqlite-group-commit.ts). */
export class BudgetedSqliteDialect extends SqliteDialect {
  private readonly budget: SqliteBudget;
  private readonly inTransaction: () => boolean;
  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    budget: SqliteBudget,
    /** Whether the connection is inside a transaction (better-sqlite3's inTransaction). */
    inTransaction: () => boolean,
  ) {
    super(config);
    this.budget = budget;
    this.inTransaction = inTransaction;
  }
  override createDriver(): Driver {
    const budgeted = new BudgetedSqliteDriver(super.createDriver(), this.budget);
    return new GroupCommitDriver(budgeted, this.inTransaction);
  }
}
