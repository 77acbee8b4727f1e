import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Instants are stored as ISO-8601 UTC text on both engines (migration 0003). */
export const isoInstant = (now: Date) => now.toISOString();

/**
 * An instant for better-auth's own time columns, as better-auth stores them: a timestamp on
 * PostgreSQL, ISO text on SQLite (better-sqlite3 cannot bind a Date).
 */
export const authInstant = (db: Kysely<Database>, at: Date): Date | string =>
  db.getExecutor().adapter instanceof PostgresAdapter ? at : isoInstant(at);

// SQLite's CURRENT_TIMESTAMP, the default of better-auth's time columns there: UTC, without a zone.
const SQLITE_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)$/;

/**
 * An ISO-8601 UTC instant from one of better-auth's time columns as either engine returns it (a
 * Date on PostgreSQL, text on SQLite), or null when it is not an instant.
 */
export function isoOfAuthInstant(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value.replace(SQLITE_TIMESTAMP, '$1T$2Z') : value;
  const ms = typeof text === 'string' ? Date.parse(text) : text.getTime();
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}
