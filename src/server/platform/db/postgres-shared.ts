import {
  PostgresDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type PostgresPool,
  type QueryResult,
} from 'kysely';
import type pg from 'pg';
import { queryResult, refuseStreaming, socketOf } from './postgres-driver.ts';

// Single statements outside any transaction, from every request, on a few connections held from
// the pool and shared (docs/decisions/0037-shared-pipelined-statements.md). The pool's clients
// run in node-postgres's pipeline mode, so a statement is written at once without waiting for the
// ones before it; those issued while one batch of work runs (until `process.nextTick`) leave in
// one write on one connection, and their answers come back in one read. Only for statements that
// never wait for a row lock: one that waits holds up those written behind it.

/**
 * No shared connection to run on: PostgreSQL's "connection does not exist" class, so that the app
 * answers 503 as for any connection it cannot get (db-errors.ts).
 */
const noConnection = (message: string) => Object.assign(new Error(message), { code: '08003' });

interface Slot {
  client: pg.PoolClient;
  inFlight: number;
}

class SharedConnection implements DatabaseConnection {
  readonly #slots: (Promise<Slot> | undefined)[];
  /** The slots once open, for a choice that does not wait. */
  readonly #ready: (Slot | undefined)[];
  readonly #pool: PostgresPool;
  /** The slot this batch of work writes to, corked until its flush. */
  #current: Slot | undefined;
  #closed = false;

  constructor(pool: PostgresPool, size: number) {
    this.#pool = pool;
    this.#slots = Array.from({ length: size }, () => undefined);
    this.#ready = Array.from({ length: size }, () => undefined);
  }

  #open(index: number): Promise<Slot> {
    const opening = this.#pool.connect().then((client) => {
      const slot: Slot = { client: client as unknown as pg.PoolClient, inFlight: 0 };
      // A connection cut (server restart, admin kill, a statement past its timeout, which makes
      // node-postgres close a pipelined connection) is given back to be destroyed, once, and a new
      // one is opened for the next statement; the statements in flight on it fail (503).
      let dropped = false;
      const drop = () => {
        if (dropped) return;
        dropped = true;
        if (this.#slots[index] === opening) this.#slots[index] = undefined;
        if (this.#ready[index] === slot) this.#ready[index] = undefined;
        if (this.#current === slot) this.#current = undefined;
        if (!this.#closed) slot.client.release(true);
      };
      slot.client.once('error', drop);
      slot.client.once('end', drop);
      this.#ready[index] = slot;
      return slot;
    });
    opening.catch(() => {
      if (this.#slots[index] === opening) this.#slots[index] = undefined;
    });
    this.#slots[index] = opening;
    return opening;
  }

  /**
   * The connection this batch of work writes to, else the open one with the fewest statements in
   * flight. A missing one is opened meanwhile, in the background while another serves; only with
   * none open does a statement wait (then the batch's slot is looked at again).
   */
  async #slot(): Promise<Slot> {
    if (this.#closed) throw noConnection('the database was closed');
    if (this.#current) return this.#current;
    for (const [index, slot] of this.#slots.entries()) if (!slot) this.#open(index).catch(() => undefined);
    let open = this.#ready.filter((slot) => slot !== undefined);
    if (open.length === 0) {
      await Promise.any(this.#slots.filter((slot) => slot !== undefined));
      if (this.#current) return this.#current;
      open = this.#ready.filter((slot) => slot !== undefined);
      if (open.length === 0) throw noConnection('no shared connection could be opened');
    }
    return open.reduce((best, slot) => (slot.inFlight < best.inFlight ? slot : best));
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const slot = await this.#slot();
    if (this.#current !== slot) {
      const stream = socketOf(slot.client);
      this.#current = slot;
      stream.cork();
      process.nextTick(() => {
        if (this.#current === slot) this.#current = undefined;
        stream.uncork();
      });
    }
    slot.inFlight += 1;
    try {
      return queryResult<R>(await slot.client.query(query.sql, [...query.parameters]));
    } finally {
      slot.inFlight -= 1;
    }
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    return refuseStreaming();
  }

  async close() {
    this.#closed = true;
    for (const slot of await Promise.allSettled(this.#slots.filter((s) => s !== undefined)))
      if (slot.status === 'fulfilled') slot.value.client.release();
  }
}

class SharedStatementsDriver implements Driver {
  readonly #connection: SharedConnection;
  constructor(pool: PostgresPool, size: number) {
    this.#connection = new SharedConnection(pool, size);
  }
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }
  async releaseConnection() {}
  async beginTransaction(): Promise<void> {
    throw new Error('shared connections run single statements; transactions use the pool');
  }
  async commitTransaction(): Promise<void> {
    throw new Error('shared connections run single statements; transactions use the pool');
  }
  async rollbackTransaction(): Promise<void> {
    throw new Error('shared connections run single statements; transactions use the pool');
  }
  async destroy() {
    await this.#connection.close();
  }
}

/** Kysely's PostgreSQL dialect over `size` shared connections held from `pool`. */
export class SharedStatementsDialect extends PostgresDialect {
  readonly #pool: PostgresPool;
  readonly #size: number;
  constructor(pool: PostgresPool, size: number) {
    super({ pool });
    this.#pool = pool;
    this.#size = size;
  }
  override createDriver(): Driver {
    return new SharedStatementsDriver(this.#pool, this.#size);
  }
}
