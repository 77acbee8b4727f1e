import {
  sql,
  type Insertable,
  type Kysely,
  type Transaction,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { pace } from '../../platform/http/pacer.ts';

// Writing one table of content: only what differs from the database (content-import.ts).

export interface ImportStats {
  inserted: number;
  updated: number;
  unchanged: number;
  deactivated: number;
}

export type Table = keyof Database;
export type Row<T extends Table> = Insertable<Database[T]>;

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound parameters. */
const INSERT_BATCH = 200;

/**
 * A row to write, made only when the import needs it: its key up front, its columns on demand.
 * Ritual translations are made one at a time, compared or inserted and dropped, so the import
 * never holds 40,000 of them (their text and folded text) at once for the collector to copy.
 */
export interface PendingRow<T extends Table> {
  key: Partial<Row<T>>;
  make: () => Row<T>;
}

export const ready = <T extends Table>(rows: Row<T>[]): PendingRow<T>[] =>
  rows.map((row) => ({ key: row, make: () => row }));

function sameRow(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return Object.keys(a).every((k) => String(a[k]) === String(b[k]));
}

/** Existing rows are read this many at a time, in key order, so no read holds the loop for long. */
const READ_SLICE = 500;

/**
 * Writes only what differs from the database, so a re-run changes nothing and an edited file
 * updates just its rows. Rows whose content disappeared are deactivated, never deleted: user
 * records (completions, favourites) keep pointing at them. The existing rows are read a slice at
 * a time and every step paces itself (pacer.ts): at 10,000 rituals in four languages a single
 * read, or the comparison of every row in one go, would hold the event loop for seconds.
 */
export async function sync<T extends Table>(
  trx: Transaction<Database>,
  table: T,
  keys: string[],
  rows: PendingRow<T>[],
  stats: ImportStats,
  deactivate: boolean,
): Promise<void> {
  const k = (row: Record<string, unknown>) => keys.map((key) => String(row[key])).join('|');
  // The rows were typed where they were built; here every table is handled alike.
  const db = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const name: string = table;
  const fresh = new Map<string, () => Record<string, unknown>>();
  for (const row of rows) fresh.set(k(row.key), row.make);
  const byKey = (
    update: UpdateQueryBuilder<Record<string, Record<string, unknown>>, string, string, UpdateResult>,
    row: Record<string, unknown>,
  ) => {
    for (const key of keys) update = update.where(key, '=', row[key]);
    return update;
  };
  for (let after: Record<string, unknown> | null = null; ;) {
    const last: Record<string, unknown> | null = after;
    const slice: Record<string, unknown>[] = await db
      .selectFrom(name)
      .selectAll()
      .$if(last !== null, (qb) =>
        qb.where(
          sql<boolean>`(${sql.join(keys.map((key) => sql.ref(key)))}) > (${sql.join(keys.map((key) => last![key]))})`,
        ),
      )
      .$call((qb) => keys.reduce((ordered, key) => ordered.orderBy(key), qb))
      .limit(READ_SLICE)
      .execute();
    for (const current of slice) {
      const row = fresh.get(k(current))?.();
      fresh.delete(k(current));
      if (!row) {
        if (deactivate && current.is_active !== 0) {
          await byKey(db.updateTable(name).set({ is_active: 0 }), current).execute();
          stats.deactivated++;
        }
      } else if (!sameRow(row, current)) {
        await byKey(db.updateTable(name).set(row), row).execute();
        stats.updated++;
      } else {
        stats.unchanged++;
      }
      await pace();
    }
    if (slice.length < READ_SLICE) break;
    after = slice[slice.length - 1]!;
  }
  // New rows go in batches: a first import of thousands of rituals is a few dozen statements.
  const inserts = [...fresh.values()];
  stats.inserted += inserts.length;
  for (let at = 0; at < inserts.length; at += INSERT_BATCH) {
    await db
      .insertInto(name)
      .values(inserts.slice(at, at + INSERT_BATCH).map((make) => make()))
      .execute();
    await pace();
  }
}
