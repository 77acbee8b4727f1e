import {
  CompiledQuery,
  PostgresDialect,
  PostgresDriver,
  type DatabaseConnection,
  type Driver,
  type PostgresPool,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type pg from 'pg';

// Kysely's PostgreSQL driver, changed in two ways:
//
// - Patient transactions. Single statements give up on a lock after the short session
//   `lock_timeout`, so a table locked by someone else turns reads and sign-ins into a prompt 503.
//   Inside our own transactions, though, waiting for a lock is how concurrent writes of one user
//   take turns (a hundred identical commitments queue on the same row), so a transaction may wait
//   as long as a statement may run (`set local lock_timeout`).
// - A transaction's BEGIN travels with its first statement, in one write, instead of a round trip
//   before it (docs/decisions/0033-postgres-begin-pipelined.md). The pool's clients run in
//   node-postgres's pipeline mode (db/database.ts), which sends a query without waiting for the
//   answer to the one before; PostgreSQL runs them in the order written.

const COMMANDS_WITH_ROW_COUNTS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/** A node-postgres answer as Kysely takes it. */
export function queryResult<R>({ command, rowCount, rows }: pg.QueryResult): QueryResult<R> {
  return {
    numAffectedRows: COMMANDS_WITH_ROW_COUNTS.has(command) ? BigInt(rowCount ?? 0) : undefined,
    rows: (rows ?? []) as R[],
  };
}

/**
 * The socket of a client, to cork: the node-postgres internals a single write of several
 * queries needs (statement naming reads `connection.parsedStatements` the same way).
 */
export const socketOf = (client: pg.PoolClient) =>
  (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;

/** Kysely streams through a cursor, which pipeline mode refuses; nothing here streams. */
export function refuseStreaming(): never {
  throw new Error('streaming needs a cursor, which pipeline mode refuses; nothing here streams');
}

class PipelinedConnection implements DatabaseConnection {
  readonly client: pg.PoolClient;
  /** The BEGIN to write before the next statement, set by beginTransaction. */
  begin: string | undefined;
  constructor(client: pg.PoolClient) {
    this.client = client;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const parameters = [...query.parameters];
    const begin = this.begin;
    let begun: Promise<unknown> | undefined;
    let answer: Promise<pg.QueryResult>;
    if (begin === undefined) {
      answer = this.client.query(query.sql, parameters);
    } else {
      this.begin = undefined;
      // Both queries are written synchronously by `query` in pipeline mode; corked, they leave in
      // one write.
      const stream = socketOf(this.client);
      stream.cork();
      try {
        begun = this.client.query(begin);
        answer = this.client.query(query.sql, parameters);
      } finally {
        stream.uncork();
      }
    }
    if (begun) {
      try {
        await begun;
      } catch (error) {
        // The transaction never began. A BEGIN fails only with its connection, which fails the
        // statement behind it as well; its outcome no longer matters.
        answer.catch(() => undefined);
        throw error;
      }
    }
    return queryResult<R>(await answer);
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    return refuseStreaming();
  }
}

class PipelinedPostgresDriver extends PostgresDriver {
  private readonly pool: PostgresPool;
  private readonly transactionLockMs: number;
  // One per pooled client, for as long as the pool keeps it.
  private readonly connections = new WeakMap<object, PipelinedConnection>();

  constructor(pool: PostgresPool, transactionLockMs: number) {
    super({ pool });
    this.pool = pool;
    this.transactionLockMs = transactionLockMs;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const client = (await this.pool.connect()) as unknown as pg.PoolClient;
    let connection = this.connections.get(client);
    if (!connection) this.connections.set(client, (connection = new PipelinedConnection(client)));
    return connection;
  }

  override async releaseConnection(connection: DatabaseConnection) {
    const pipelined = connection as PipelinedConnection;
    // A BEGIN never followed by a statement (nothing to do) was never sent either.
    pipelined.begin = undefined;
    pipelined.client.release();
  }

  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const patience = `set local lock_timeout = ${this.transactionLockMs}`;
    if (settings.isolationLevel || settings.accessMode) {
      await super.beginTransaction(connection, settings);
      await connection.executeQuery(CompiledQuery.raw(patience));
      return;
    }
    // One message for both: a query without parameters goes by the simple protocol, which takes
    // several statements. The transaction's first statement (or its COMMIT) writes it.
    (connection as PipelinedConnection).begin = `begin; ${patience}`;
  }
}

export class PatientTransactionsDialect extends PostgresDialect {
  private readonly pool: PostgresPool;
  private readonly transactionLockMs: number;
  constructor(pool: PostgresPool, transactionLockMs: number) {
    super({ pool });
    this.pool = pool;
    this.transactionLockMs = Math.trunc(transactionLockMs);
  }
  override createDriver(): Driver {
    return new PipelinedPostgresDriver(this.pool, this.transactionLockMs);
  }
}
