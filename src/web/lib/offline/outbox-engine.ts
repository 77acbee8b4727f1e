import type { ActionStore } from './action-store.ts';
import {
  addAction,
  actionId,
  claimVisitorActions,
  wellFormed,
  type ActionKind,
  type AnyKind,
  type OfflineAction,
  type Outcome,
} from './action-kind.ts';
import { createKeptActions } from './kept-actions.ts';
import { adoptLegacy, adoptRefusals } from './outbox-adoption.ts';
import { createOutcomeWaiters } from './outcome-waiters.ts';
import { createOutboxPass } from './outbox-pass.ts';
import { createRetryLoop } from './retry-loop.ts';
import { createSendingIds } from './sending-ids.ts';

// The one outbox of actions the server has not confirmed (daily-tip commitments, completions,
// favourites, journal notes, journey steps): every action is kept before any request, then sent, each until the
// server settles it, for whoever is signed in. When: at load, on sign-in (a visitor's actions
// become the account's), when the connection returns, when a kind registers, and after a failure
// with the shared back-off (200 ms doubling to 30 s), for as long as the page is open (ADR 0005).
// The store is shared with other tabs and the service worker, which sends the queue on Background
// Sync with no page open; a lease in the store keeps two senders from sending at once (ADR 0013).
// A pass over the queue is outbox-pass.ts.

export interface OutboxSnapshot {
  actions: readonly OfflineAction[];
  /** `kind:subject` of the actions this page saw confirmed by the server. */
  sent: ReadonlySet<string>;
  /** `kind:subject` of the actions this page is sending now: from the moment one is made to be sent
   * at once (or its turn in a pass comes) until the server has answered it. */
  sending: ReadonlySet<string>;
  /** The signed-in user's id, null for a visitor, undefined while unknown. */
  userId: string | null | undefined;
}

export interface OutboxDeps {
  store: ActionStore;
  isOnline(): boolean;
  now(): Date;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  /** Asks the browser to wake the service worker once the network is back (Background Sync). */
  requestSync?(): void;
  /** The page's language, kept for the worker's requests (their refusals come back in it). */
  language?(): string;
}

export function createOutbox(deps: OutboxDeps) {
  const kinds = new Map<string, AnyKind>();
  let sent = new Set<string>();
  let userId: string | null | undefined;
  const listeners = new Set<() => void>();
  const waiters = createOutcomeWaiters();
  const idOf = (action: OfflineAction) =>
    actionId(action.kind, String(kinds.get(action.kind)?.subject(action)));
  // This page, as the holder of the right to send (the worker and other tabs hold it too).
  const holder = `page:${Math.random().toString(36).slice(2)}`;
  const kept = createKeptActions(deps.store, (list) => wellFormed(kinds, list), emit);
  const update = kept.update;
  const sending = createSendingIds(emit);
  let snapshot: OutboxSnapshot = { actions: kept.current(), sent, sending: sending.current(), userId };

  function emit() {
    snapshot = { actions: kept.current(), sent, sending: sending.current(), userId };
    for (const listener of listeners) listener();
  }

  // A pass already under way reads the store after this first read, so it needs no second one.
  void kept.read().then(() => {
    if (typeof userId === 'string' && !loop.running()) void loop.flush();
  });

  const pass = createOutboxPass({
    store: deps.store,
    kinds,
    kept,
    sending,
    waiters,
    holder,
    user: () => userId,
    isOnline: deps.isOnline,
    idOf,
    onSent(id) {
      loop.succeeded();
      sent = new Set(sent).add(id);
    },
    requestSync: deps.requestSync,
  });

  const loop = createRetryLoop({
    pass,
    setTimer: deps.setTimer,
    clearTimer: deps.clearTimer,
    // Whoever still waits hears that their action is kept here for later; nothing is being sent.
    onIdle: () => {
      waiters.settleAll({ kind: 'queued' });
      sending.clear();
    },
  });

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    getSnapshot: (): OutboxSnapshot => snapshot,

    /** A feature's kind of action: its kept actions (older keys included) are sent from now on. */
    register<A extends OfflineAction>(kind: ActionKind<A>) {
      if (kinds.has(kind.kind)) return;
      kinds.set(kind.kind, kind);
      kept.clean();
      adoptLegacy(deps.store, kept, kinds, kind);
      adoptRefusals(deps.store, kept, kinds);
      emit();
      if (typeof userId === 'string') void loop.flush();
    },

    /** Who is signed in (null: a visitor). A sign-in claims the visitor's actions and sends them. */
    setUser(next: string | null) {
      if (next === userId) return;
      userId = next;
      void kept.persist(() => deps.store.setUser(next, deps.language?.() ?? null));
      if (typeof next === 'string') {
        void update((current) => claimVisitorActions(kinds, current, next));
        void loop.restart();
      } else {
        loop.cancel();
        emit();
      }
    },

    /** The user signed in now, null for a visitor, undefined while unknown. */
    user: () => userId,

    /**
     * Keeps an action here first (stamped with when it was made), then tries the server when
     * someone is signed in. `awaited`: the outcome waits for the server's answer.
     */
    async add(action: OfflineAction, options: { awaited?: boolean } = {}): Promise<Outcome> {
      const stamped = { ...action, made_at: action.made_at ?? deps.now().toISOString() };
      // "Kept on this device" is said only once the store holds it: a page left right after
      // (a tap, then another page) must not take the action with it.
      const stored = update((current) => addAction(kinds, current, stamped));
      if (userId === null) return stored.then(() => ({ kind: 'local' }));
      if (!deps.isOnline()) deps.requestSync?.();
      if (userId === undefined || !deps.isOnline()) return stored.then(() => ({ kind: 'queued' }));
      const id = idOf(stamped);
      // Sent now: it is not said to wait for the connection while the pass reaches it.
      sending.mark(id, true);
      const outcome = options.awaited ? waiters.wait(id) : Promise.resolve<Outcome>({ kind: 'queued' });
      // A retry waiting on its back-off is overtaken: the person just acted (without resetting
      // the back-off: a server that keeps failing is not hammered by repeated taps).
      loop.cancel();
      void loop.flush();
      // Whatever the server answers, the person hears it once the action is kept here too.
      return stored.then(() => outcome);
    },

    flush: loop.flush,

    /** The connection is back: start the back-off again from the beginning and send now. */
    online() {
      void loop.restart();
    },

    /** Another tab or the worker changed the store; `sent`: what the worker delivered. */
    reload(message: { sent?: readonly OfflineAction[] } = {}) {
      for (const action of message.sent ?? []) {
        const kind = kinds.get(action.kind);
        if (!kind) continue;
        sent = new Set(sent).add(idOf(action));
        kind.onSent?.(action, undefined);
      }
      for (const kind of kinds.values()) adoptLegacy(deps.store, kept, kinds, kind);
      void kept.read().then(() => loop.flush());
      adoptRefusals(deps.store, kept, kinds);
    },

    /** Resolves once the store has taken every change asked of it so far. */
    stored: kept.stored,
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
