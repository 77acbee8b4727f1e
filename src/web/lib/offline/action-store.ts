import { readStoredList, removeStoredList, writeStoredList, type ListStorage } from './stored-list.ts';
import type { OfflineAction } from './action-kind.ts';

// Where the outbox keeps its actions. Today one localStorage key; the outbox only needs what this
// interface says, so IndexedDB can take its place (see docs/decisions/0013-installable-offline-app.md
// for what that change needs).

/** The key every kind's actions are kept under (completions, favourites and notes always were). */
export const OUTBOX_STORAGE_KEY = 'ritualia.outbox';

export interface ActionStore {
  /** Every kept action of any kind, in the order they were made; read again on every change. */
  read(): OfflineAction[];
  /** False when the browser refuses to store (blocked or full): the page keeps them in memory. */
  write(actions: readonly OfflineAction[]): boolean;
  /** The entries of a list kept under an older key (before every kind shared one store). */
  readLegacy(key: string): unknown[];
  /** Forgets an older list once its entries are in the store. */
  removeLegacy(key: string): void;
  /** Calls back when another tab changed `keys` (the store's own and the legacy ones). */
  watch(keys: () => readonly string[], onChange: () => void): () => void;
  /** The key the store keeps its actions under. */
  readonly key: string;
}

function isAction(value: unknown): value is OfflineAction {
  if (!value || typeof value !== 'object') return false;
  const a = value as Record<string, unknown>;
  return (
    typeof a.kind === 'string' &&
    (a.owner === null || typeof a.owner === 'string') &&
    (a.made_at === undefined || typeof a.made_at === 'string')
  );
}

const anything = (value: unknown): value is unknown => value !== undefined;

export function localActionStore(storage: ListStorage | null, key: string): ActionStore {
  return {
    key,
    read: () => readStoredList(storage, key, isAction),
    write: (actions) => writeStoredList(storage, key, actions),
    readLegacy: (legacyKey) => readStoredList(storage, legacyKey, anything),
    removeLegacy: (legacyKey) => removeStoredList(storage, legacyKey),
    watch(keys, onChange) {
      if (typeof window === 'undefined') return () => undefined;
      const listener = (event: StorageEvent) => {
        if (event.key !== null && keys().includes(event.key)) onChange();
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}
