import type { Kysely, SelectExpression, SelectQueryBuilder } from 'kysely';
import type { Database } from './schema.ts';
import type { UserOwnedTable } from './user-owned-tables.ts';

/**
 * The given columns of one user's rows of a table they own (by its `user_id`): the query the data
 * export and the per-user reads start from, left open for an order or a limit.
 */
export function userRows<T extends UserOwnedTable, C extends SelectExpression<Database, T>>(
  db: Kysely<Database>,
  table: T,
  userId: string,
  columns: readonly C[],
) {
  // Kysely cannot resolve selectFrom's overloads for a table given by a type parameter.
  const from = db.selectFrom(table) as unknown as SelectQueryBuilder<Database, T, object>;
  // Every UserOwnedTable has a text user_id (its definition), which Kysely cannot see either.
  return from.select(columns).where('user_id' as never, '=', userId as never);
}
