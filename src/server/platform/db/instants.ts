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
