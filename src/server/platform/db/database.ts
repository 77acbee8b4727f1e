import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type SQLite from 'better-sqlite3';
import { Kysely, sql, type LogEvent } from 'kysely';
import type { Database } from './schema.ts';
import { DEFAULT_DB_TIMEOUTS, type DbTimeouts } from './db-timeouts.ts';
import { openPostgres } from './postgres-database.ts';
import { noteDatabaseError } from './request-budget.ts';
import { BudgetedSqliteDialect, SQLITE_BUSY_TIMEOUT_MS } from './sqlite-busy.ts';
import { withStatementCache } from './statement-cache.ts';

export { DEFAULT_DB_TIMEOUTS, type DbTimeouts } from './db-timeouts.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** One trivial query; rejects when the database cannot answer within its timeouts. */
  ping(): Promise<void>;
  /** PostgreSQL's pool figures, for metrics; undefined on SQLite. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  close(): Promise<void>;
}

/**
 * SQLite's durability in WAL mode (docs/decisions/0015-sqlite-durability.md): 'normal' survives
 * a crash of the process but may lose the last commits on power loss or an OS crash; 'full'
 * syncs the log on every commit, which better-sqlite3 does on the event loop.
 */
export type SqliteSynchronous = 'normal' | 'full';

/** PostgreSQL connections a process opens at most. */
const POOL_SIZE = 10;

// Each engine's driver loads when a database of its kind is opened: a SQLite deployment starts
// without pg's modules (postgres-database.ts), a PostgreSQL one without better-sqlite3's.
const require = createRequire(import.meta.url);

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

async function ping(kysely: Kysely<Database>) {
  await sql`select 1`.execute(kysely);
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
        { requestMs: timeouts.lockMs, backgroundMs: timeouts.backgroundMs },
        () => sqlite.inTransaction,
      ),
    });
    return {
      kysely,
      dialect: 'sqlite',
      ping: () => ping(kysely),
      poolStats: () => undefined,
      close: () => kysely.destroy(),
    };
  }
  const { kysely, poolStats } = openPostgres(databaseUrl, timeouts, POOL_SIZE, logErrors);
  return {
    kysely,
    dialect: 'postgres',
    ping: () => ping(kysely),
    poolStats,
    close: () => kysely.destroy(),
  };
}
