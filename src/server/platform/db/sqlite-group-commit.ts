import { CompiledQuery, type DatabaseConnection, type Driver } from 'kysely';
import { DelegatingDriver } from './driver-wrapper.ts';

// Group commit on the single SQLite connection (docs/decisions/0031-sqlite-group-commit.md).
//
// A commit writes every page the transaction changed to the WAL, and under load it was the
// costliest statement of a completion. Transactions that run in the same turn of the event loop
// share one: the first opens it, each runs inside a savepoint of its own (so one that fails rolls
// back alone), and the commit runs once they have all had their turn (setImmediate: after the
// I/O callbacks of this turn, whose requests are the group). Nobody hears of their work before
// it is committed: every use of the connection while a group is open (a transaction, or a single
// query, which would see the group's uncommitted rows) resolves only after the commit, and fails
// with it if it fails.

/** A group commits at the latest after this many members, so that none waits long for it. */
const GROUP_MAX_MEMBERS = 64;
const MEMBER = 'group_member';
const raw = (sql: string) => CompiledQuery.raw(sql);
const rolledBack = () => new Error('SQLite rolled back the transaction the group shared');

interface Group {
  members: number;
  done: Promise<void>;
  settle(error?: unknown): void;
}

function newGroup(): Group {
  let settle!: Group['settle'];
  const done = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  // A group nobody waits for (its members all failed first) must not be an unhandled rejection.
  done.catch(() => undefined);
  return { members: 0, done, settle };
}

export class GroupCommitDriver extends DelegatingDriver {
  #group: Group | undefined;
  /** Connections handed back by a member before Kysely releases them (see commitTransaction). */
  readonly #handedBack = new WeakSet<DatabaseConnection>();
  readonly #inTransaction: () => boolean;

  constructor(inner: Driver, inTransaction: () => boolean) {
    super(inner);
    this.#inTransaction = inTransaction;
  }

  override async beginTransaction(connection: DatabaseConnection) {
    if (!this.#live()) {
      // Immediate: the group takes the write lock before its first read, so another process can
      // never commit between a member's read and its write (a snapshot conflict would fail every
      // later member of the group); a lock held elsewhere is waited out like any busy statement.
      await connection.executeQuery(raw('begin immediate'));
      this.#group = newGroup();
    }
    await connection.executeQuery(raw(`savepoint ${MEMBER}`));
  }

  /**
   * The member's work joins the group; the connection goes back to the queue at once so the next
   * member can run, and the member's own caller resumes when the group is committed.
   */
  override async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(raw(`release ${MEMBER}`));
    const done = this.#join();
    this.#handedBack.add(connection);
    await this.inner.releaseConnection(connection);
    await done;
  }

  /**
   * Undoes the member's own work only, and hands the connection back without waiting for the
   * group: what failed has nothing to wait for.
   */
  override async rollbackTransaction(connection: DatabaseConnection) {
    // The group's commit failed after this member handed the connection back (commitTransaction
    // threw): the connection is someone else's now, and the group's flush rolled back already.
    if (this.#handedBack.has(connection)) return;
    if (this.#live()) {
      await connection.executeQuery(raw(`rollback to ${MEMBER}`));
      await connection.executeQuery(raw(`release ${MEMBER}`));
    }
    this.#handedBack.add(connection);
    await this.inner.releaseConnection(connection);
  }

  /** A single query run while a group is open saw the group's rows: it answers after the commit. */
  override async releaseConnection(connection: DatabaseConnection) {
    if (this.#handedBack.delete(connection)) return;
    if (!this.#live()) return this.inner.releaseConnection(connection);
    const done = this.#join();
    await this.inner.releaseConnection(connection);
    await done;
  }

  override async destroy() {
    if (this.#group) await this.#flush();
    await this.inner.destroy();
  }

  /**
   * The open group, if SQLite still holds its transaction. Some errors (a full disk, an I/O
   * error, a trigger's RAISE(ROLLBACK)) make SQLite roll the whole transaction back on its own:
   * everything the group's members did is gone, and they must hear so.
   */
  #live(): Group | undefined {
    if (this.#group && !this.#inTransaction()) this.#abandon(rolledBack());
    return this.#group;
  }

  #join(): Promise<void> {
    const group = this.#live();
    if (!group) return Promise.reject(rolledBack());
    group.members += 1;
    // The first member schedules the commit for the end of the turn; a full group commits now.
    if (group.members === 1) setImmediate(() => void this.#flush());
    if (group.members === GROUP_MAX_MEMBERS) void this.#flush();
    return group.done;
  }

  /** Commits the open group once the connection is free, and tells its members. */
  async #flush() {
    let connection: DatabaseConnection;
    try {
      connection = await this.inner.acquireConnection();
    } catch (error) {
      if (this.#group) this.#abandon(error);
      return;
    }
    const group = this.#group;
    this.#group = undefined;
    try {
      if (!group) return;
      try {
        await connection.executeQuery(raw('commit'));
        group.settle();
      } catch (error) {
        if (this.#inTransaction()) await connection.executeQuery(raw('rollback')).catch(() => undefined);
        group.settle(error);
      }
    } finally {
      await this.inner.releaseConnection(connection);
    }
  }

  #abandon(error: unknown) {
    const group = this.#group as Group;
    this.#group = undefined;
    group.settle(error);
  }
}
