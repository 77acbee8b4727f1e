import { createRequire } from 'node:module';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  type DatabaseConnection,
  type Driver,
  type LogEvent,
  type PostgresPool,
  type TransactionSettings,
} from 'kysely';
import type pg from 'pg';
import type { DbTimeouts } from './db-timeouts.ts';
import { DelegatingDriver } from './driver-wrapper.ts';
import { kyselyPool } from './postgres-pool.ts';
import { requestStartedAt } from './request-budget.ts';
import type { Database } from './schema.ts';

// PostgreSQL through node-postgres and Kysely's own dialect, each used through its public API.

// The driver loads when a PostgreSQL database is opened: a SQLite deployment starts without it.
const require = createRequire(import.meta.url);
let pgDriver: typeof pg | undefined;

function loadPg(): typeof pg {
  if (!pgDriver) {
    pgDriver = require('pg') as typeof pg;
    // PostgreSQL COUNT(*) and BIGINT arrive as strings by default; our counts always fit a number.
    pgDriver.types.setTypeParser(pgDriver.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  }
  return pgDriver;
}

/**
 * Kysely's PostgreSQL driver with the request's patience in transactions. A request's single
 * statements give up on a lock after the short session `lock_timeout`, so a table locked by
 * someone else turns reads and sign-ins into a prompt 503. Inside a request's transaction,
 * though, waiting for a row lock is how concurrent writes of one user take turns (a hundred
 * identical commitments queue on the same row), so it may wait for what is left of a statement's
 * time (`statementMs`, about a second) counted from the start of the request, and at least the
 * single statements' `lockMs`: a row held by someone else still answers 503 within about a
 * second, even for a request that first queued for a pooled connection. Background work has
 * patient session settings already (postgres-pool.ts). ADR 0007.
 */
class PatientDriver extends DelegatingDriver {
  readonly #timeouts: DbTimeouts;
  constructor(inner: Driver, timeouts: DbTimeouts) {
    super(inner);
    this.#timeouts = timeouts;
  }
  #patience(): string | undefined {
    const startedAt = requestStartedAt();
    if (startedAt === undefined) return undefined;
    const { statementMs, lockMs } = this.#timeouts;
    const left = Math.min(statementMs, startedAt + statementMs - Date.now());
    return `set local lock_timeout = ${Math.trunc(Math.max(lockMs, left))}`;
  }
  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const patience = this.#patience();
    if (settings.isolationLevel || settings.accessMode || !patience) {
      await this.inner.beginTransaction(connection, settings);
      if (patience) await connection.executeQuery(CompiledQuery.raw(patience));
      return;
    }
    // One round trip for both: a query without parameters goes by the simple protocol, which
    // takes several statements.
    await connection.executeQuery(CompiledQuery.raw(`begin; ${patience}`));
  }
}

class PatientDialect extends PostgresDialect {
  readonly #timeouts: DbTimeouts;
  constructor(pool: PostgresPool, timeouts: DbTimeouts) {
    super({ pool });
    this.#timeouts = timeouts;
  }
  override createDriver(): Driver {
    return new PatientDriver(super.createDriver(), this.#timeouts);
  }
}
/** A pool of at most `max` PostgreSQL connections with the app's timeouts, as a Kysely instance. */
export function openPostgres(url: string, timeouts: DbTimeouts, max: number, log: (event: LogEvent) => void) {
  const pool = new (loadPg().Pool)({
    connectionString: url,
    max,
    // A request waits for a connection only `acquireMs` (postgres-pool.ts); this is background
    // work's limit, and opening a new connection's.
    connectionTimeoutMillis: Math.max(timeouts.acquireMs, timeouts.backgroundMs),
    // Each connection starts with a request's settings; postgres-pool.ts switches them for
    // background work, and sets the client's own limit per query.
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    idle_in_transaction_session_timeout: Math.max(timeouts.statementMs, timeouts.backgroundMs) * 2,
  });
  // An idle connection can be cut by the server (restart, failover, admin kill). The pool then
  // drops it and opens a new one on the next query; without a listener, Node would treat the
  // event as fatal and stop the process. The same for a connection cut while a request holds it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const kysely = new Kysely<Database>({
    log,
    dialect: new PatientDialect(kyselyPool(pool, timeouts), timeouts),
  });
  return {
    kysely,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
