import type { OfflineAction } from './action-kind.ts';
import type { OutboxMessage } from './outbox-channel.ts';
import { localBackend } from './state-backends.ts';
import { readStoredList, removeStoredList, type ListStorage } from './stored-list.ts';
import {
  claimLease,
  releaseLease,
  type OutboxState,
  type StateBackend,
  type StoredRefusal,
} from './outbox-state.ts';

// Where the outbox keeps its actions: a record in IndexedDB that the service worker reads too, or
// localStorage where IndexedDB is missing (state-backends.ts). Every change is a read-modify-write
// in one step, and other tabs hear of it through a BroadcastChannel (ADR 0013).

/** The localStorage key the actions were kept under before IndexedDB (still the fallback). */
export const OUTBOX_STORAGE_KEY = 'ritualia.outbox';

export type Channel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener'>;

export interface ActionStore {
  /** Every kept action of any kind, in the order they were made. */
  read(): Promise<OfflineAction[]>;
  /** Changes the kept actions in one step; null when the browser refuses to store. */
  update(change: (current: OfflineAction[]) => OfflineAction[]): Promise<OfflineAction[] | null>;
  /** Who is signed in and the page's language: the worker sends only this user's actions. */
  setUser(user: string | null, language: string | null): Promise<void>;
  /** Takes or renews the right to send now; false while another tab or the worker holds it. */
  claim(holder: string): Promise<boolean>;
  release(holder: string): Promise<void>;
  /** The refusals the worker kept, of actions `mine` accepts (those are forgotten). */
  takeRefusals(mine: (action: OfflineAction) => boolean): Promise<StoredRefusal[]>;
  /** The entries of a list kept under an older localStorage key. */
  readLegacy(key: string): unknown[];
  removeLegacy(key: string): void;
  /** Calls back when another tab or the worker changed the store. */
  watch(onChange: (message: OutboxMessage) => void): () => void;
}

const anything = (value: unknown): value is unknown => value !== undefined;

export interface ActionStoreDeps {
  backend: StateBackend;
  /** Where older lists were kept (localStorage), null where there is none. */
  legacy: ListStorage | null;
  channel: Channel | null;
  now(): number;
}

export function createActionStore(deps: ActionStoreDeps): ActionStore {
  const { backend, channel } = deps;
  // A BroadcastChannel reaches only this origin's pages and worker: it takes no target origin.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  const announce = () => channel?.postMessage({ type: 'changed' } satisfies OutboxMessage);
  const write = <T>(change: (s: OutboxState) => [OutboxState, T]) => backend.transact(change);
  return {
    read: () => write((s) => [s, s.actions]).catch(() => []),
    async update(change) {
      try {
        const next = await write((s) => {
          const actions = change(s.actions);
          return [{ ...s, actions }, actions];
        });
        announce();
        return next;
      } catch {
        return null;
      }
    },
    setUser: (user, language) =>
      write((s) => [
        s.user === user && s.language === language ? s : { ...s, user, language },
        undefined,
      ]).catch(() => undefined),
    claim: (holder) => write((s) => claimLease(s, holder, deps.now())).catch(() => true),
    release: (holder) => write((s) => releaseLease(s, holder)).catch(() => undefined),
    takeRefusals: (mine) =>
      write((s): [OutboxState, StoredRefusal[]] => {
        const taken = s.refusals.filter((r) => mine(r.action));
        if (taken.length === 0) return [s, []];
        return [{ ...s, refusals: s.refusals.filter((r) => !mine(r.action)) }, taken];
      }).catch(() => []),
    readLegacy: (key) => readStoredList(deps.legacy, key, anything),
    removeLegacy: (key) => removeStoredList(deps.legacy, key),
    watch(onChange) {
      if (!channel) return () => undefined;
      const listener = (event: Event) => {
        const data = (event as MessageEvent<OutboxMessage | null>).data;
        if (data?.type === 'changed') onChange(data);
      };
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },
  };
}

/** The store over localStorage alone (no IndexedDB, no other tab told): tests, and the fallback's shape. */
export function localActionStore(storage: ListStorage | null, key: string): ActionStore {
  return createActionStore({
    backend: localBackend(storage, key),
    legacy: storage,
    channel: null,
    now: Date.now,
  });
}
