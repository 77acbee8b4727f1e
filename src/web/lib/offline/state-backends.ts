import type { OfflineAction } from './action-kind.ts';
import { browserIndexedDb, idbBackend, openOutboxDb } from './idb-backend.ts';
import { EMPTY_STATE, sameStored, type OutboxState, type StateBackend } from './outbox-state.ts';
import { readStoredList, removeStoredList, writeStoredList, type ListStorage } from './stored-list.ts';

// The outbox's record outside IndexedDB: in memory (tests), or its actions in localStorage where
// IndexedDB is missing or refused (the rest, which only the worker needs, in memory). And the
// page's choice between them, moving a localStorage queue into IndexedDB the first time.

export function isAction(value: unknown): value is OfflineAction {
  if (!value || typeof value !== 'object') return false;
  const a = value as Record<string, unknown>;
  return (
    typeof a.kind === 'string' &&
    (a.owner === null || typeof a.owner === 'string') &&
    (a.made_at === undefined || typeof a.made_at === 'string')
  );
}

export function memoryBackend(initial: OutboxState = EMPTY_STATE): StateBackend & { state(): OutboxState } {
  let state = initial;
  return {
    state: () => state,
    async transact(change) {
      const [next, result] = change(state);
      state = next;
      return result;
    },
  };
}

/** The actions under `key` in localStorage; rejects a change the browser refuses to store. */
export function localBackend(storage: ListStorage | null, key: string): StateBackend {
  let rest = EMPTY_STATE;
  return {
    async transact(change) {
      const current = { ...rest, actions: readStoredList(storage, key, isAction) };
      const [next, result] = change(current);
      if (next.actions !== current.actions && !writeStoredList(storage, key, next.actions))
        throw new Error('The browser refused to store the outbox');
      rest = { ...next, actions: [] };
      return result;
    },
  };
}

/**
 * IndexedDB where the browser has it and lets us open it (not in some private modes), else
 * localStorage. A queue left in localStorage by an earlier version, or by a start that could not
 * open IndexedDB, is moved in when a page opens it.
 */
export function browserBackend(storage: ListStorage | null, key: string, idb = browserIndexedDb()) {
  const local = localBackend(storage, key);
  if (!idb) return local;
  let chosen = (async (): Promise<StateBackend> => {
    try {
      const backend = idbBackend(openOutboxDb(idb));
      await backend.transact((s): [OutboxState, void] => {
        // Read inside the transaction: a tab that moved the queue in first has removed it by now.
        const legacy = readStoredList(storage, key, isAction);
        const missing = legacy.filter((a) => !s.actions.some((b) => sameStored(a, b)));
        return [missing.length ? { ...s, actions: [...s.actions, ...missing] } : s, undefined];
      });
      removeStoredList(storage, key);
      return backend;
    } catch {
      return local;
    }
  })();
  return {
    async transact<T>(change: (s: OutboxState) => [OutboxState, T]): Promise<T> {
      const backend = await chosen;
      try {
        return await backend.transact(change);
      } catch (error) {
        if (backend === local) throw error;
        // IndexedDB stopped working (the browser closed the connection, as Safari does after a
        // while in the background): from now on localStorage keeps what follows, and the next
        // start moves it in. What IndexedDB holds stays there, for the worker and that start.
        chosen = Promise.resolve(local);
        return local.transact(change);
      }
    },
  } satisfies StateBackend;
}
