import { PostgresAdapter, type CompiledQuery, type DialectAdapter, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

// Building a query with Kysely's builder and compiling it to SQL costs tens of microseconds:
// more than SQLite takes to run a short indexed statement. The hot paths (the session read on
// every private request, completions, commitments, progress) run the same few shapes over and
// over with new values, so each shape is built and compiled once per kind of database, with a
// marker in place of each value, and later runs only put the values in the markers' places. The
// same text then finds its prepared statement: SQLite's statement cache (db/statement-cache.ts),
// a named statement on each PostgreSQL connection (db/postgres-database.ts).

const MARKER = '\u0000prepared-query-value:';

// PostgreSQL: the name of each prepared shape's SQL text. A few dozen shapes, fixed by the code.
const names = new Map<string, string>();

/** The statement name of a prepared shape's PostgreSQL text; undefined for any other text. */
export const statementName = (sql: string) => names.get(sql);

type Db = Kysely<Database>;

/** A builder's query, or a sql`` template (which compiles against a database). */
interface Preparable<R> {
  compile(db: Db): CompiledQuery<R>;
}

/** Where each parameter comes from: a value's name, or a constant of the query itself. */
type Slot<P> = { name: keyof P } | { constant: unknown };

/** A query of one shape whose values change from run to run. */
export interface PreparedQuery<P, R> {
  /** Runs it with `values` on `db`: the app's database or a transaction. */
  execute(db: Db, values: P): Promise<R[]>;
  /** The first row, or undefined. */
  executeTakeFirst(db: Db, values: P): Promise<R | undefined>;
}

/**
 * `build` receives a database and markers for the values (read them as the values they stand
 * for) and returns a query built on that database: a builder's query or a sql`` template. Each
 * marker must reach the SQL as a parameter, once or more: a value that shapes the query itself
 * (an `in` list's length, an optional clause) cannot be prepared, and compiling throws so that a
 * test finds it. The SQL differs between SQLite and PostgreSQL, so it is kept per dialect.
 */
export function preparedQuery<P extends object, R>(
  build: (db: Db, values: P) => Preparable<R>,
): PreparedQuery<P, R> {
  const compiled = new WeakMap<DialectAdapter, { query: CompiledQuery<R>; slots: Slot<P>[] }>();

  function compile(db: Db) {
    const read = new Set<string>();
    const markers = new Proxy({} as P, {
      get: (_, name) => {
        read.add(String(name));
        return `${MARKER}${String(name)}`;
      },
    });
    const query = build(db, markers).compile(db);
    const used = new Set<string>();
    const slots = query.parameters.map((value): Slot<P> => {
      if (typeof value !== 'string' || !value.startsWith(MARKER)) return { constant: value };
      const name = value.slice(MARKER.length);
      used.add(name);
      return { name: name as keyof P };
    });
    const lost = [...read].filter((name) => !used.has(name));
    if (lost.length > 0 || query.sql.includes(MARKER))
      throw new Error(`values that are not parameters (${lost.join(', ')}) in: ${query.sql}`);
    if (db.getExecutor().adapter instanceof PostgresAdapter && !names.has(query.sql))
      names.set(query.sql, `prepared_${names.size + 1}`);
    return { query, slots };
  }

  async function execute(db: Db, values: P): Promise<R[]> {
    const adapter = db.getExecutor().adapter;
    let shape = compiled.get(adapter);
    if (!shape) compiled.set(adapter, (shape = compile(db)));
    const parameters = shape.slots.map((slot) => ('name' in slot ? values[slot.name] : slot.constant));
    const result = await db.executeQuery<R>({ ...shape.query, parameters });
    return result.rows;
  }

  return {
    execute,
    executeTakeFirst: async (db, values) => (await execute(db, values))[0],
  };
}
