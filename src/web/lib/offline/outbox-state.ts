import type { OfflineAction } from './action-kind.ts';

// What the outbox keeps, as one record the page and the service worker both read and change
// (ADR 0013): the actions, who the page last saw signed in (the worker sends only theirs), which
// sender holds the lease to send now, and refusals the worker received while no page was open.
// No DOM and no worker types: the page and the worker import it alike.

export interface StoredRefusal {
  action: OfflineAction;
  message: string;
}

export interface SendLease {
  holder: string;
  /** Milliseconds since the epoch: after this the holder is taken to be gone (a closed page). */
  until: number;
}

export interface OutboxState {
  actions: OfflineAction[];
  /** The signed-in user's id and the page's language, as the page last saw them. */
  user: string | null;
  language: string | null;
  lease: SendLease | null;
  refusals: StoredRefusal[];
}

export const EMPTY_STATE: OutboxState = {
  actions: [],
  user: null,
  language: null,
  lease: null,
  refusals: [],
};

/** How long a sender may send before another may take over without it. */
export const LEASE_MS = 30_000;

/**
 * Reads and changes the record in one step (one IndexedDB transaction): `change` gets the current
 * record and gives the next one (the same object: nothing to write) and a result. Rejects when the
 * browser refuses to store.
 */
export interface StateBackend {
  transact<T>(change: (state: OutboxState) => [OutboxState, T]): Promise<T>;
}

/** Fills in what an older or damaged record lacks. */
export function normalState(value: unknown): OutboxState {
  if (!value || typeof value !== 'object') return EMPTY_STATE;
  const s = value as Partial<OutboxState>;
  return {
    actions: Array.isArray(s.actions) ? s.actions : [],
    user: typeof s.user === 'string' ? s.user : null,
    language: typeof s.language === 'string' ? s.language : null,
    lease:
      s.lease && typeof s.lease.holder === 'string' && typeof s.lease.until === 'number' ? s.lease : null,
    refusals: Array.isArray(s.refusals) ? s.refusals : [],
  };
}

/** Takes or renews the lease for `holder`, unless another holder's is still running. */
export function claimLease(state: OutboxState, holder: string, now: number): [OutboxState, boolean] {
  if (state.lease && state.lease.holder !== holder && state.lease.until > now) return [state, false];
  return [{ ...state, lease: { holder, until: now + LEASE_MS } }, true];
}

export function releaseLease(state: OutboxState, holder: string): [OutboxState, void] {
  return [state.lease?.holder === holder ? { ...state, lease: null } : state, undefined];
}

/** The stored action exactly as it was read: a newer state kept meanwhile is a different one. */
export const sameStored = (a: OfflineAction, b: OfflineAction) => JSON.stringify(a) === JSON.stringify(b);
