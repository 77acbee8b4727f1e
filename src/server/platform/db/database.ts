import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type SQLite from 'better-sqlite3';
import { Kysely, sql, type LogEvent } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema.ts';
import { PatientTransactionsDialect } from './postgres-driver.ts';
import { SharedStatementsDialect } from './postgres-shared.ts';
import { prepareStatementsOn } from './postgres-statements.ts';
import { noteDatabaseError } from './request-budget.ts';
import { BudgetedSqliteDialect, SQLITE_BUSY_TIMEOUT_MS } from './sqlite-busy.ts';
import { withStatementCache } from './statement-cache.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  /**
   * For single statements outside any transaction that never wait for a row lock, on the hot
   * paths: on PostgreSQL they share a few pipelined connections (db/postgres-shared.ts); on
   * SQLite this is `kysely`.
   */
  statements: Kysely<Database>;
  dialect: Dialect;
  /** One trivial query; rejects when the database cannot answer within its timeouts. */
  ping(): Promise<void>;
  /** PostgreSQL's pool figures, for metrics; undefined on SQLite. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  close(): Promise<void>;
}

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

/**
 * SQLite's durability in WAL mode (docs/decisions/0015-sqlite-durability.md): 'normal' survives
 * a crash of the process but may lose the last commits on power loss or an OS crash; 'full'
 * syncs the log on every commit, which better-sqlite3 does on the event loop.
 */
export type SqliteSynchronous = 'normal' | 'full';

/** PostgreSQL connections for the single statements all requests share (their own pool). */
const SHARED_CONNECTIONS = 2;

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = { statementMs: 5_000, lockMs: 300, acquireMs: 2_000 };

// Each engine's driver loads when a database of its kind is opened: a SQLite deployment starts
// without pg's modules, a PostgreSQL one without better-sqlite3's (both are CommonJS).
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

function openSqlite(file: string, synchronous: SqliteSynchronous): SQLite.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const Sqlite = require('better-sqlite3') as typeof SQLite;
  const sqlite = new Sqlite(file);
  sqlite.pragma('journal_mode = WAL');
  // better-sqlite3 waits for a lock synchronously, blocking the event loop: keep that wait
  // short and let the driver retry on timers (db/sqlite-busy.ts).
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  sqlite.pragma(`synchronous = ${synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  sqlite.pragma('foreign_keys = ON');
  return sqlite;
}

const logErrors = (event: LogEvent) => {
  if (event.level === 'error') noteDatabaseError(event.error);
};

/**
 * The pool as Kysely sees it, noting a failure to get a connection (refused, timed out) on the
 * request, as Kysely's log hook does for failed queries.
 */
function notingPool(pool: pg.Pool) {
  return {
    connect: () =>
      pool.connect().catch((error: unknown) => {
        noteDatabaseError(error);
        throw error;
      }),
    end: () => pool.end(),
  };
}

async function ping(kysely: Kysely<Database>) {
  await sql`select 1`.execute(kysely);
}

/** A pool of PostgreSQL connections with the app's timeouts, each naming its statements. */
function openPool(databaseUrl: string, timeouts: DbTimeouts, max: number): pg.Pool {
  const pool = new (loadPg().Pool)({
    connectionString: databaseUrl,
    max,
    // A transaction's BEGIN goes out with its first statement (db/postgres-driver.ts). Kysely runs
    // one statement at a time on a connection otherwise, so nothing else changes.
    pipeline: true,
    connectionTimeoutMillis: timeouts.acquireMs,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    // A server that stops answering altogether (network cut) never sends the statement
    // timeout's error: the client gives up a little after it.
    query_timeout: timeouts.statementMs + 1_000,
    idle_in_transaction_session_timeout: timeouts.statementMs * 2,
  });
  // An idle connection can be cut by the server (restart, failover, admin kill). The pool then
  // drops it and opens a new one on the next query; without a listener, Node would treat the
  // event as fatal and stop the process.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    // The same for a connection cut while a request holds it between two queries.
    client.on('error', () => undefined);
    // Each SQL text is parsed and planned once per connection (db/postgres-statements.ts).
    prepareStatementsOn(client);
  });
  return pool;
}

export function createDb(
  databaseUrl: string,
  timeouts: DbTimeouts = DEFAULT_DB_TIMEOUTS,
  sqliteSynchronous: SqliteSynchronous = 'normal',
): Db {
  if (databaseUrl.startsWith('file:')) {
    const sqlite = openSqlite(databaseUrl.slice('file:'.length), sqliteSynchronous);
    const kysely = new Kysely<Database>({
      log: logErrors,
      dialect: new BudgetedSqliteDialect(
        { database: withStatementCache(sqlite) },
        timeouts.lockMs,
        () => sqlite.inTransaction,
      ),
    });
    return {
      kysely,
      statements: kysely,
      dialect: 'sqlite',
      ping: () => ping(kysely),
      poolStats: () => undefined,
      close: () => kysely.destroy(),
    };
  }
  const pool = openPool(databaseUrl, timeouts, 10);
  // The shared connections have a pool of their own: never waiting behind the transactions.
  const sharedPool = openPool(databaseUrl, timeouts, SHARED_CONNECTIONS);
  const kysely = new Kysely<Database>({
    log: logErrors,
    dialect: new PatientTransactionsDialect(notingPool(pool), timeouts.statementMs),
  });
  const statements = new Kysely<Database>({
    log: logErrors,
    dialect: new SharedStatementsDialect(notingPool(sharedPool), SHARED_CONNECTIONS),
  });
  return {
    kysely,
    statements,
    dialect: 'postgres',
    ping: () => ping(kysely),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await statements.destroy();
      await sharedPool.end();
      await kysely.destroy();
    },
  };
}
