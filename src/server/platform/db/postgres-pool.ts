import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { DeadlineError, within } from '../deadline.ts';
import type { DbTimeouts } from './db-timeouts.ts';
import { statementName } from './prepared-query.ts';
import { inRequest, noteDatabaseError } from './request-budget.ts';

// The pool as Kysely sees it: a request and background work (reminders, scripts) share the
// connections but not the patience. A connection is opened with the request's timeouts; when
// background work takes it, and when a request takes it back, one round trip switches them, so a
// request pays nothing in the usual case.

type Use = 'request' | 'background';

const whole = (n: number) => Math.trunc(n);

/** The session settings of each use, for one `SET` round trip. */
function settingsFor(timeouts: DbTimeouts): Record<Use, string> {
  return {
    request: `set statement_timeout = ${whole(timeouts.statementMs)}; set lock_timeout = ${whole(timeouts.lockMs)}`,
    background: `set statement_timeout = ${whole(timeouts.backgroundMs)}; set lock_timeout = ${whole(timeouts.backgroundMs)}`,
  };
}

/**
 * How long the client waits for an answer before it gives up on a server that stopped answering
 * altogether (which never sends the statement timeout's error): a little after the server-side
 * limit, so a live server's own timeout comes first.
 */
function readTimeouts(timeouts: DbTimeouts): Record<Use, number> {
  return { request: timeouts.statementMs + 250, background: timeouts.backgroundMs + 1_000 };
}

/** node-postgres takes a per-query client-side limit that its types do not list. */
type TimedQuery = pg.QueryConfig & { query_timeout: number };

/** The error a request gets when no pooled connection was free in time (pg-pool's own words). */
const acquireTimeout = (ms: number) =>
  new Error(`timeout exceeded when trying to connect (no pooled connection within ${ms} ms)`);

/**
 * A pooled client as Kysely sees it. The hot few statements (db/prepared-query.ts) go with their
 * name, which node-postgres's query config takes: each is parsed and planned once per connection
 * and reused after (the award reads cost more to plan than to run,
 * docs/decisions/0018-award-reads-from-covering-indexes.md). There are a few dozen, so a
 * connection never holds more. Every other statement goes unnamed, as Kysely sends it. A client
 * whose answer never came is dropped on release rather than handed to the next user.
 */
function kyselyClient(client: pg.PoolClient, readTimeout: Record<Use, number>): PostgresPoolClient {
  let stalled = false;
  return {
    // Kysely passes SQL text and its parameters (a cursor only to stream, which nothing here does).
    query: (async (text: string, parameters: readonly unknown[]) => {
      const name = statementName(text);
      const config: TimedQuery = {
        ...(name === undefined ? {} : { name }),
        text,
        values: [...parameters],
        query_timeout: readTimeout[inRequest() ? 'request' : 'background'],
      };
      // A rollback behind the answer that never came would wait just as long: fail at once.
      if (stalled) throw new Error('Query read timeout: the connection is no longer usable');
      try {
        return await client.query(config);
      } catch (error) {
        if (error instanceof Error && error.message === 'Query read timeout') stalled = true;
        throw error;
      }
    }) as unknown as PostgresPoolClient['query'],
    release: () => {
      client.release(stalled ? new Error('the server stopped answering') : undefined);
      stalled = false;
    },
  };
}

/**
 * Kysely's pool over node-postgres's: a request waits at most `acquireMs` for a connection
 * (background work the pool's own, longer limit), and a failure to get one (refused, timed out)
 * is noted on the request, as Kysely's log hook notes a failed query.
 */
export function kyselyPool(pool: pg.Pool, timeouts: DbTimeouts): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, { client: PostgresPoolClient; use: Use }>();
  const settings = settingsFor(timeouts);
  const readTimeout = readTimeouts(timeouts);
  return {
    connect: async () => {
      const use: Use = inRequest() ? 'request' : 'background';
      const pending = pool.connect();
      try {
        let client: pg.PoolClient;
        if (use === 'background') client = await pending;
        else {
          client = await within(pending, timeouts.acquireMs).catch((error: unknown) => {
            if (!(error instanceof DeadlineError)) throw error;
            // The pool still hands the connection over later: straight back it goes.
            pending.then(
              (late) => late.release(),
              () => undefined,
            );
            throw acquireTimeout(timeouts.acquireMs);
          });
        }
        let entry = wrapped.get(client);
        if (!entry)
          wrapped.set(client, (entry = { client: kyselyClient(client, readTimeout), use: 'request' }));
        if (entry.use !== use) {
          try {
            const config: TimedQuery = { text: settings[use], query_timeout: readTimeout[use] };
            await client.query(config);
          } catch (error) {
            client.release(error instanceof Error ? error : true);
            throw error;
          }
          entry.use = use;
        }
        return entry.client;
      } catch (error) {
        noteDatabaseError(error);
        throw error;
      }
    },
    end: () => pool.end(),
  };
}
