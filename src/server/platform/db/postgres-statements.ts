import type pg from 'pg';

// node-postgres sends a query with parameters as an unnamed statement, which PostgreSQL parses
// and plans afresh every time; for the short award reads planning costs more than running
// (docs/decisions/0018-award-reads-from-covering-indexes.md). A query given a `name` is prepared
// once on its connection and reused by later queries with that name (the driver remembers it in
// `connection.parsedStatements`). So each connection names the SQL texts it runs, like the
// SQLite statement cache (db/statement-cache.ts), and keeps at most STATEMENTS_PER_CONNECTION of
// them: the least recently used is deallocated on the server when a new one comes. Texts with
// many parameters (bulk inserts, long `in (…)` lists) vary with their data and go unnamed.

export const STATEMENTS_PER_CONNECTION = 200;
export const MAX_NAMED_PARAMETERS = 64;

// PostgreSQL refuses a prepared statement whose result columns changed under it (a migration
// altered a table a `select *` reads); outside a transaction the query is prepared again.
const CHANGED_RESULT = 'cached plan must not change result type';

interface DriverConnection {
  parsedStatements: Record<string, string>;
}

type Query = (query: string | pg.QueryConfig, values?: unknown[]) => Promise<pg.QueryResult>;

/**
 * Makes `client.query(text, values)`, the form Kysely uses, prepare each text once on this
 * connection. Other forms (configs, cursors, callbacks) pass through untouched.
 */
export function prepareStatementsOn(client: pg.PoolClient, size = STATEMENTS_PER_CONNECTION) {
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  const plain = original as Query;
  const parsed = (client as unknown as { connection: DriverConnection }).connection.parsedStatements;
  // SQL text → statement name, least recently used first.
  const names = new Map<string, string>();
  // Names no longer used that may still exist on the server.
  const stale: string[] = [];
  // Names whose first Parse has not been answered yet: on a pipelined connection a query behind
  // it would be sent as Bind alone, and fail if that Parse fails, so it goes unnamed meanwhile.
  const parsing = new Set<string>();
  // Queries sent and not answered: while any is, the transaction status is not known (it is
  // PostgreSQL's answer to the last query answered; a BEGIN may be on its way).
  let inFlight = 0;
  let counter = 0;
  const counted = <T>(sent: Promise<T>) => {
    inFlight += 1;
    return sent.finally(() => {
      inFlight -= 1;
    });
  };

  const dropStale = async () => {
    // In a failed transaction PostgreSQL refuses everything until rollback; later, then.
    if (stale.length === 0 || client.getTransactionStatus() === 'E') return;
    const dropping = stale.splice(0).filter((name) => parsed[name] !== undefined);
    if (dropping.length === 0) return;
    // Prepared statements are not transactional: a rollback does not bring them back.
    try {
      await plain(dropping.map((name) => `deallocate ${name}`).join('; '));
      for (const name of dropping) delete parsed[name];
    } catch {
      stale.push(...dropping);
    }
  };

  const nameFor = (text: string) => {
    let name = names.get(text);
    if (name !== undefined) {
      names.delete(text);
    } else {
      name = `r${(counter += 1)}`;
      if (names.size >= size) {
        const [oldest, oldName] = names.entries().next().value as [string, string];
        names.delete(oldest);
        stale.push(oldName);
      }
    }
    names.set(text, name);
    return name;
  };

  const named = (text: string, values: unknown[]) => {
    const outsideTransaction = client.getTransactionStatus() === 'I' && inFlight === 0;
    const name = nameFor(text);
    if (parsed[name] === undefined && parsing.has(name)) return counted(plain(text, values));
    const run = () => {
      const first = parsed[name] === undefined;
      if (first) parsing.add(name);
      return counted(plain({ name, text, values }))
        .finally(() => {
          if (first) parsing.delete(name);
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error) || !error.message.includes(CHANGED_RESULT)) throw error;
          names.delete(text);
          stale.push(name);
          if (!outsideTransaction) throw error;
          return dropStale().then(() => plain(text, values));
        });
    };
    // Written before this returns when nothing is to be dropped first: a BEGIN corked in front of
    // it leaves in the same write (db/postgres-driver.ts).
    return stale.length === 0 ? run() : dropStale().then(run);
  };

  const query = (...args: unknown[]) => {
    const [text, values] = args;
    if (
      args.length !== 2 ||
      typeof text !== 'string' ||
      !Array.isArray(values) ||
      values.length === 0 ||
      values.length > MAX_NAMED_PARAMETERS ||
      client.getTransactionStatus() === 'E'
    ) {
      const sent = original(...args);
      return sent instanceof Promise ? counted(sent) : sent;
    }
    return named(text, values);
  };
  client.query = query as typeof client.query;
}
