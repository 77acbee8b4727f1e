import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LruMap } from '../lru-map.ts';

// Kysely's SQLite driver prepares every query afresh, and preparing (parsing and planning the
// SQL) costs about as much as running a short statement. Kysely compiles the same query shape to
// the same text with its values as parameters, so prepared statements are kept by SQL text and
// reused. The cache is bounded (least recently used goes first): queries whose text varies, such
// as `in (?, ?, …)` lists, cannot make it grow without end. Kysely runs one query at a time on
// its single SQLite connection, so a statement is never in use twice at once.

export const STATEMENT_CACHE_SIZE = 256;

export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new LruMap<string, SQLite.Statement>(size);
  return {
    close: () => sqlite.close(),
    prepare: (sql) => statements.get(sql) ?? statements.set(sql, sqlite.prepare(sql)),
  };
}
