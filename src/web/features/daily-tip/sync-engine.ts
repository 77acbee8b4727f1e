import type { LocalDate } from '#shared/local-date.ts';
import { classifyFailure } from '#web/lib/backoff.ts';
import { createRetryLoop } from '#web/lib/retry-loop.ts';
import {
  claimVisitorEntries,
  enqueue,
  entriesToSend,
  readQueue,
  withoutEntry,
  writeQueue,
  type QueuedCommitment,
  type TipSnapshot,
} from './commitment-queue.ts';

// Sends the queue of commitments to the server, each exactly once as far as the account is
// concerned (the server keeps one per user and date; resending answers 200 with the same body).
// When: at load, when someone signs in, when the connection returns, and after a failure with
// back-off (200 ms doubling to 30 s), for as long as the page is open. See ADR 0005.

/** What a send got back: the HTTP status (0 when no answer came) and, for a refusal, its text. */
export interface SendResult {
  status: number;
  body?: unknown;
  message?: string;
}

export type CommitOutcome =
  /** The server has it (201 the first time, 200 after). */
  | { kind: 'synced'; body: unknown }
  /** Kept in the browser and sent later (offline, server failure, session unknown). */
  | { kind: 'queued' }
  /** A visitor's: kept in the browser until they sign in. */
  | { kind: 'local' }
  /** The server refused it for good (too old, …); `message` says why in the person's language. */
  | { kind: 'refused'; message: string };

export interface SyncSnapshot {
  queue: readonly QueuedCommitment[];
  /** Dates this page saw confirmed by the server, for the "synced" note. */
  synced: ReadonlySet<LocalDate>;
  /** The signed-in user's id, null for a visitor, undefined while unknown. */
  userId: string | null | undefined;
}

export interface SyncEngineDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  send(entry: Pick<QueuedCommitment, 'date' | 'made_at'>): Promise<SendResult>;
  isOnline(): boolean;
  now(): Date;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  onSynced?(entry: QueuedCommitment, body: unknown): void;
  /** `awaited`: the person who just committed is waiting for this answer and will be told. */
  onRefused?(entry: QueuedCommitment, message: string, awaited: boolean): void;
  /** The server no longer knows the session: the app should check who is signed in. */
  onUnauthenticated?(): void;
}

export function createSyncEngine(deps: SyncEngineDeps) {
  let queue: QueuedCommitment[] = readQueue(deps.storage);
  let synced = new Set<LocalDate>();
  let userId: string | null | undefined;
  let snapshot: SyncSnapshot = { queue, synced, userId };
  const listeners = new Set<() => void>();
  const waiters = new Map<LocalDate, ((outcome: CommitOutcome) => void)[]>();
  let storageWorks = deps.storage !== null;

  function emit() {
    snapshot = { queue, synced, userId };
    for (const listener of listeners) listener();
  }

  /**
   * Read-modify-write against storage, so another tab's entries are kept. Storage that cannot be
   * written (blocked, full) leaves the queue in this page's memory only.
   */
  function update(change: (current: QueuedCommitment[]) => QueuedCommitment[]) {
    const base = storageWorks ? readQueue(deps.storage) : queue;
    queue = change(base);
    storageWorks = writeQueue(deps.storage, queue);
    emit();
  }

  function settle(date: LocalDate, outcome: CommitOutcome) {
    const pending = waiters.get(date);
    if (!pending) return;
    waiters.delete(date);
    for (const resolve of pending) resolve(outcome);
  }

  function settleAll(outcome: CommitOutcome) {
    // Deleting the entry being visited is safe while iterating a Map.
    for (const date of waiters.keys()) settle(date, outcome);
  }

  /** One pass over the queue; stops at the first answer that says "later". */
  async function sendPass(): Promise<'done' | 'later'> {
    const user = userId;
    if (typeof user !== 'string' || !deps.isOnline()) return 'done';
    for (const entry of entriesToSend(queue, user)) {
      if (userId !== user) return 'done';
      let result: SendResult;
      try {
        result = await deps.send({ date: entry.date, made_at: entry.made_at });
      } catch {
        result = { status: 0 };
      }
      if (result.status >= 200 && result.status < 300) {
        loop.succeeded();
        synced = new Set(synced).add(entry.date);
        update((current) => withoutEntry(withoutEntry(current, entry.date, entry.owner), entry.date, null));
        deps.onSynced?.(entry, result.body);
        settle(entry.date, { kind: 'synced', body: result.body });
        continue;
      }
      const failure = classifyFailure(result.status);
      if (failure === 'refused') {
        const message = result.message ?? '';
        update((current) => withoutEntry(current, entry.date, entry.owner));
        deps.onRefused?.(entry, message, waiters.has(entry.date));
        settle(entry.date, { kind: 'refused', message });
        continue;
      }
      if (failure === 'unauthenticated') {
        // Kept for the next sign-in; no retry loop against a session that is gone.
        deps.onUnauthenticated?.();
        return 'done';
      }
      return 'later';
    }
    return 'done';
  }

  const loop = createRetryLoop({
    pass: sendPass,
    setTimer: deps.setTimer,
    clearTimer: deps.clearTimer,
    // Whoever still waits hears that their commitment is kept here for later.
    onIdle: () => settleAll({ kind: 'queued' }),
  });
  const flush = loop.flush;

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    getSnapshot: (): SyncSnapshot => snapshot,

    /** Who is signed in (null: a visitor). A sign-in claims the visitor's commitments and sends them. */
    setUser(next: string | null) {
      if (next === userId) return;
      userId = next;
      if (typeof next === 'string') {
        update((current) => claimVisitorEntries(current, next));
        void loop.restart();
      } else {
        loop.cancel();
        emit();
      }
    },

    /** Records a commitment here first, then tries the server when someone is signed in. */
    commit(date: LocalDate, tip: TipSnapshot | null): Promise<CommitOutcome> {
      const owner = typeof userId === 'string' ? userId : null;
      update((current) => enqueue(current, { date, made_at: deps.now().toISOString(), owner, tip }));
      if (userId === null) return Promise.resolve({ kind: 'local' });
      if (userId === undefined || !deps.isOnline()) return Promise.resolve({ kind: 'queued' });
      const outcome = new Promise<CommitOutcome>((resolve) => {
        waiters.set(date, [...(waiters.get(date) ?? []), resolve]);
      });
      // A retry waiting on its back-off is overtaken: the person just acted (without resetting
      // the back-off: a server that keeps failing is not hammered by repeated taps).
      loop.cancel();
      void flush();
      return outcome;
    },

    flush,

    /** The connection is back: start the back-off again from the beginning and send now. */
    online() {
      void loop.restart();
    },

    /** Another tab changed the queue. */
    reload() {
      queue = readQueue(deps.storage);
      emit();
      void flush();
    },
  };
}
export type SyncEngine = ReturnType<typeof createSyncEngine>;
