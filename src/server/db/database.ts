import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

// PostgreSQL COUNT(*) and BIGINT arrive as strings by default; our counts always fit a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

function openSqlite(file: string): SQLite.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  return sqlite;
}

export function createDb(databaseUrl: string): Db {
  if (databaseUrl.startsWith('file:')) {
    const kysely = new Kysely<Database>({
      dialect: new SqliteDialect({
        database: withStatementCache(openSqlite(databaseUrl.slice('file:'.length))),
      }),
    });
    return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection can be cut by the server (restart, failover, admin kill). The pool then
  // drops it and opens a new one on the next query; without a listener, Node would treat the
  // event as fatal and stop the process.
  pool.on('error', () => undefined);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
}
