import type { Insertable, Kysely } from 'kysely';
import type { Database } from './schema.ts';

type Column<T extends keyof Database> = keyof Database[T] & string;

/**
 * Stores a row unless one with the same `key` is stored already (ON CONFLICT DO NOTHING); true
 * for the one caller, in any process, whose insert stored it. The database's unique key decides,
 * never a read before the write, so concurrent retries store each row exactly once.
 */
export async function insertOnce<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  row: Insertable<Database[T]>,
  key: readonly [Column<T>, ...Column<T>[]],
): Promise<boolean> {
  // Kysely cannot resolve insertInto's overloads for a table given by a type parameter; the
  // signature above has checked the table, the row and the key.
  const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const stored = await loose
    .insertInto(table)
    .values(row as Record<string, unknown>)
    .onConflict((oc) => oc.columns(key).doNothing())
    .returning(key[0])
    .executeTakeFirst();
  return stored !== undefined;
}
