import { normalState, type OutboxState, type StateBackend } from './outbox-state.ts';

// The outbox's record in IndexedDB, where the service worker reads it too (ADR 0013): one
// database, one object store, one record, and every change a read-modify-write inside one
// transaction, so two tabs and the worker never lose each other's changes.

export const OUTBOX_DB = 'ritualia';
export const OUTBOX_OBJECT_STORE = 'outbox';
export const OUTBOX_RECORD = 'state';

function asPromise<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.addEventListener('success', () => resolve(request.result));
    request.addEventListener('error', () => reject(request.error ?? new Error('IndexedDB request failed')));
  });
}

/** The browser's IndexedDB; undefined where it has none or denies it (an opaque origin throws on access). */
export function browserIndexedDb(): IDBFactory | undefined {
  try {
    return globalThis.indexedDB;
  } catch {
    return undefined;
  }
}

/** Opens (creating on first use) the database; rejects where IndexedDB is missing or blocked. */
export function openOutboxDb(factory: IDBFactory | undefined = browserIndexedDb()): Promise<IDBDatabase> {
  if (!factory) return Promise.reject(new Error('IndexedDB is unavailable'));
  try {
    const request = factory.open(OUTBOX_DB, 1);
    request.addEventListener('upgradeneeded', () => {
      if (!request.result.objectStoreNames.contains(OUTBOX_OBJECT_STORE))
        request.result.createObjectStore(OUTBOX_OBJECT_STORE);
    });
    return asPromise(request);
  } catch (error) {
    return Promise.reject(error);
  }
}

export function idbBackend(db: Promise<IDBDatabase>): StateBackend {
  return {
    async transact<T>(change: (state: OutboxState) => [OutboxState, T]): Promise<T> {
      const database = await db;
      return new Promise<T>((resolve, reject) => {
        const tx = database.transaction(OUTBOX_OBJECT_STORE, 'readwrite');
        const store = tx.objectStore(OUTBOX_OBJECT_STORE);
        let result: T;
        const read = store.get(OUTBOX_RECORD);
        // The change runs inside the transaction (no await in between), so nobody writes meanwhile.
        read.addEventListener('success', () => {
          const current = normalState(read.result);
          const [next, value] = change(current);
          result = value;
          if (next !== current) store.put(next, OUTBOX_RECORD);
        });
        tx.addEventListener('complete', () => resolve(result));
        tx.addEventListener('error', () => reject(tx.error ?? new Error('IndexedDB transaction failed')));
        tx.addEventListener('abort', () => reject(tx.error ?? new Error('IndexedDB transaction aborted')));
      });
    },
  };
}
