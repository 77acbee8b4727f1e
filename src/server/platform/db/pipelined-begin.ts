import type { CompiledQuery, DatabaseConnection, QueryResult } from 'kysely';

/**
 * A pooled PostgreSQL connection whose transaction's `begin` is written without waiting for its
 * answer: node-postgres's pipeline mode sends the first statement right behind it, so a
 * transaction costs one round trip less. On this machine each round trip's write and wake-up of
 * the server was the largest part of a completion's CPU. The `begin`'s answer is still waited for
 * (and its error reported) before the first statement's result, the commit or the rollback.
 */
export class PipelinedBegin implements DatabaseConnection {
  readonly inner: DatabaseConnection;
  #begun: Promise<unknown> | undefined;
  #failed = false;
  constructor(inner: DatabaseConnection) {
    this.inner = inner;
  }

  /** Sends `begin` now; its answer is collected with the next statement's. */
  begin(query: CompiledQuery): void {
    this.#failed = false;
    // Through `this.executeQuery`, which Kysely wraps to log (and note) errors, as every statement.
    const begun = this.executeQuery(query);
    // Collected later: noted here, so it is not an unhandled rejection in the meantime.
    begun.catch(() => {
      this.#failed = true;
    });
    this.#begun = begun;
  }

  /** Waits for a `begin` sent and not yet answered; throws its error. */
  async settled(): Promise<void> {
    const begun = this.#begun;
    this.#begun = undefined;
    await begun;
  }

  /** Whether the last `begin` failed, once its answer came. */
  async beginFailed(): Promise<boolean> {
    await this.settled().catch(() => undefined);
    const failed = this.#failed;
    this.#failed = false;
    return failed;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.#begun) return this.inner.executeQuery<R>(query);
    const result = this.inner.executeQuery<R>(query);
    result.catch(() => undefined);
    await this.settled();
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}
