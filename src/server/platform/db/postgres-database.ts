import { createRequire } from 'node:module';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  type DatabaseConnection,
  type Driver,
  type LogEvent,
  type PostgresPool,
  type PostgresPoolClient,
  type TransactionSettings,
} from 'kysely';
import type pg from 'pg';
import type { DbTimeouts } from './db-timeouts.ts';
import { DelegatingDriver } from './driver-wrapper.ts';
import { statementName } from './prepared-query.ts';
import { noteDatabaseError } from './request-budget.ts';
import type { Database } from './schema.ts';

// PostgreSQL through node-postgres and Kysely's own dialect, each used through its public API.

// The driver loads when a PostgreSQL database is opened: a SQLite deployment starts without it.
const require = createRequire(import.meta.url);
let pgDriver: typeof pg | undefined;

function loadPg(): typeof pg {
  if (!pgDriver) {
    pgDriver = require('pg') as typeof pg;
    // PostgreSQL COUNT(*) and BIGINT arrive as strings by default; our counts always fit a number.
    pgDriver.types.setTypeParser(pgDriver.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  }
  return pgDriver;
}

/**
 * A pooled client as Kysely sees it. The hot few statements (db/prepared-query.ts) go with their
 * name, which node-postgres's query config takes: each is parsed and planned once per connection
 * and reused after (the award reads cost more to plan than to run,
 * docs/decisions/0018-award-reads-from-covering-indexes.md). There are a few dozen, so a
 * connection never holds more. Every other statement goes unnamed, as Kysely sends it.
 */
function namingStatements(client: pg.PoolClient): PostgresPoolClient {
  return {
    // Kysely passes SQL text and its parameters (a cursor only to stream, which nothing here does).
    query: ((text: string, parameters: readonly unknown[]) => {
      const name = statementName(text);
      const values = [...parameters];
      return name === undefined ? client.query(text, values) : client.query({ name, text, values });
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}

/**
 * The pool as Kysely sees it: clients that name the hot statements, and a failure to get one
 * (refused, timed out) noted on the request, as Kysely's log hook notes a failed query.
 */
function kyselyPool(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    connect: async () => {
      try {
        const client = await pool.connect();
        let named = clients.get(client);
        if (!named) clients.set(client, (named = namingStatements(client)));
        return named;
      } catch (error) {
        noteDatabaseError(error);
        throw error;
      }
    },
    end: () => pool.end(),
  };
}

/**
 * Kysely's PostgreSQL driver with patient transactions. Single statements give up on a lock after
 * the short session `lock_timeout`, so a table locked by someone else turns reads and sign-ins
 * into a prompt 503. Inside our own transactions, though, waiting for a lock is how concurrent
 * writes of one user take turns (a hundred identical commitments queue on the same row), so a
 * transaction may wait as long as a statement may run (ADR 0007).
 */
class PatientDriver extends DelegatingDriver {
  readonly #patience: string;
  constructor(inner: Driver, transactionLockMs: number) {
    super(inner);
    this.#patience = `set local lock_timeout = ${Math.trunc(transactionLockMs)}`;
  }
  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    if (settings.isolationLevel || settings.accessMode) {
      await this.inner.beginTransaction(connection, settings);
      await connection.executeQuery(CompiledQuery.raw(this.#patience));
      return;
    }
    // One round trip for both: a query without parameters goes by the simple protocol, which
    // takes several statements.
    await connection.executeQuery(CompiledQuery.raw(`begin; ${this.#patience}`));
  }
}

class PatientDialect extends PostgresDialect {
  readonly #transactionLockMs: number;
  constructor(pool: PostgresPool, transactionLockMs: number) {
    super({ pool });
    this.#transactionLockMs = transactionLockMs;
  }
  override createDriver(): Driver {
    return new PatientDriver(super.createDriver(), this.#transactionLockMs);
  }
}

/** A pool of at most `max` PostgreSQL connections with the app's timeouts, as a Kysely instance. */
export function openPostgres(url: string, timeouts: DbTimeouts, max: number, log: (event: LogEvent) => void) {
  const pool = new (loadPg().Pool)({
    connectionString: url,
    max,
    connectionTimeoutMillis: timeouts.acquireMs,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    // A server that stops answering altogether (network cut) never sends the statement
    // timeout's error: the client gives up a little after it.
    query_timeout: timeouts.statementMs + 1_000,
    idle_in_transaction_session_timeout: timeouts.statementMs * 2,
  });
  // An idle connection can be cut by the server (restart, failover, admin kill). The pool then
  // drops it and opens a new one on the next query; without a listener, Node would treat the
  // event as fatal and stop the process. The same for a connection cut while a request holds it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const kysely = new Kysely<Database>({
    log,
    dialect: new PatientDialect(kyselyPool(pool), timeouts.statementMs),
  });
  return {
    kysely,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
