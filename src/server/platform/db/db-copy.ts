import { sql, type Kysely } from 'kysely';
import type { Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const BATCH = 500;

/** The source's tables (migration bookkeeping aside), parents before the tables that refer to them. */
async function tablesInDependencyOrder(source: Kysely<unknown>): Promise<string[]> {
  const names = (
    await sql<{ name: string }>`
      select name from sqlite_master
      where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
      order by name`.execute(source)
  ).rows.map((r) => r.name);
  const parents = new Map<string, string[]>();
  for (const name of names) {
    const refs = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${name})`.execute(
      source,
    );
    parents.set(
      name,
      refs.rows.map((r) => r.table).filter((t) => t !== name),
    );
  }
  const ordered: string[] = [];
  const visit = (name: string) => {
    if (ordered.includes(name)) return;
    for (const parent of parents.get(name) ?? []) visit(parent);
    ordered.push(name);
  };
  for (const name of names) visit(name);
  return ordered;
}

/** PostgreSQL column types that need SQLite's stored values turned into their own. */
async function postgresColumnTypes(target: Kysely<unknown>, table: string): Promise<Map<string, string>> {
  const { rows } = await sql<{ column_name: string; data_type: string }>`
    select column_name, data_type from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(target);
  return new Map(rows.map((r) => [r.column_name, r.data_type]));
}

function convert(value: unknown, type: string | undefined): unknown {
  if (value === null || value === undefined) return value;
  if (type === 'boolean') return value === 1 || value === true || value === '1';
  if (type?.startsWith('timestamp') && typeof value === 'number') return new Date(value);
  return value;
}

/**
 * Columns the target's own triggers build again as the award rows arrive after their users
 * (migration 0016): copied as they are, the source's totals would be counted twice.
 */
const REBUILT_BY_TRIGGERS: Record<string, Record<string, unknown>> = {
  users: {
    ritual_count: 0,
    tip_count: 0,
    earned_points: 0,
    latest_commitment_date: null,
    latest_commitment_received_at: null,
  },
};

const countRows = async (db: Kysely<unknown>, table: string) =>
  Number(
    (await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]
      ?.n ?? 0,
  );

export interface CopyReport {
  tables: { table: string; source: number; target: number }[];
  ok: boolean;
}

/**
 * Moves a SQLite installation into an empty PostgreSQL database: migrates the target, copies
 * every table in one transaction (parents first), then compares the row counts table by table.
 * Refuses a target that already holds rows, so it can never mix two installations.
 */
export async function copySqliteToPostgres(source: Db, target: Db): Promise<CopyReport> {
  if (source.dialect !== 'sqlite' || target.dialect !== 'postgres') {
    throw new Error('db:copy copies a SQLite database (file:…) into a PostgreSQL one (postgres://…)');
  }
  await migrateToLatest(source);
  await migrateToLatest(target);
  const from = source.kysely as unknown as Kysely<unknown>;
  const to = target.kysely as unknown as Kysely<unknown>;
  const tables = await tablesInDependencyOrder(from);
  for (const table of tables) {
    if ((await countRows(to, table)) > 0) {
      throw new Error(`the target is not empty (table ${table} has rows); use a fresh database`);
    }
  }
  await to.transaction().execute(async (trx) => {
    for (const table of tables) {
      const types = await postgresColumnTypes(trx, table);
      for (let offset = 0; ; offset += BATCH) {
        const rows = (
          await sql<
            Record<string, unknown>
          >`select * from ${sql.table(table)} order by rowid limit ${BATCH} offset ${offset}`.execute(from)
        ).rows;
        if (rows.length === 0) break;
        const values = rows.map((row) => ({
          ...Object.fromEntries(Object.entries(row).map(([k, v]) => [k, convert(v, types.get(k))])),
          ...REBUILT_BY_TRIGGERS[table],
        }));
        await trx
          .insertInto(table as never)
          .values(values as never)
          .execute();
        if (rows.length < BATCH) break;
      }
    }
  });
  const report: CopyReport['tables'] = [];
  for (const table of tables) {
    report.push({ table, source: await countRows(from, table), target: await countRows(to, table) });
  }
  return { tables: report, ok: report.every((r) => r.source === r.target) };
}
