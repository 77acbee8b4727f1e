import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Runs `query` (a select of the rows to hold) with FOR UPDATE where the database has row locks
 * (PostgreSQL), so that the rows stay held until the transaction `trx` ends. SQLite runs one
 * writing transaction at a time, which holds every row already, and has no FOR UPDATE.
 */
export async function holdRows<Q extends { forUpdate(): Q; execute(): Promise<unknown> }>(
  trx: Kysely<Database>,
  query: Q,
): Promise<void> {
  await (trx.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query).execute();
}
