import {
  CompiledQuery,
  PostgresDialect,
  type DatabaseConnection,
  type Driver,
  type TransactionSettings,
} from 'kysely';
import { DelegatingDriver } from './driver-wrapper.ts';

/**
 * Single statements give up on a lock after the short session `lock_timeout`, so a table
 * locked by someone else turns reads and sign-ins into a prompt 503. Inside our own
 * transactions, though, waiting for a lock is how concurrent writes of one user take turns (a
 * hundred identical commitments queue on the same row), so a transaction may wait as long as a
 * statement may run.
 */
class PatientTransactionsDriver extends DelegatingDriver {
  private readonly transactionLockMs: number;
  constructor(inner: Driver, transactionLockMs: number) {
    super(inner);
    this.transactionLockMs = transactionLockMs;
  }
  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const patience = `set local lock_timeout = ${this.transactionLockMs}`;
    if (settings.isolationLevel || settings.accessMode) {
      await this.inner.beginTransaction(connection, settings);
      await connection.executeQuery(CompiledQuery.raw(patience));
      return;
    }
    // Both in one round trip: a query without parameters goes by PostgreSQL's simple protocol,
    // which takes several statements.
    await connection.executeQuery(CompiledQuery.raw(`begin; ${patience}`));
  }
}

export class PatientTransactionsDialect extends PostgresDialect {
  private readonly transactionLockMs: number;
  constructor(config: ConstructorParameters<typeof PostgresDialect>[0], transactionLockMs: number) {
    super(config);
    this.transactionLockMs = Math.trunc(transactionLockMs);
  }
  override createDriver(): Driver {
    return new PatientTransactionsDriver(super.createDriver(), this.transactionLockMs);
  }
}
