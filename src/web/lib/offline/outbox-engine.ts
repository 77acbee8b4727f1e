import type { ActionStore } from './action-store.ts';
import {
  actionsToSend,
  addAction,
  claimVisitorActions,
  wellFormed,
  withoutSettled,
  type ActionKind,
  type AnyKind,
  type OfflineAction,
  type Outcome,
  type SendResult,
} from './action-kind.ts';
import { classifyFailure } from './backoff.ts';
import { createRetryLoop } from './retry-loop.ts';

// The one outbox of actions the server has not confirmed (daily-tip commitments, completions,
// favourites, journal notes): every action is kept before any request, then sent, each until the
// server settles it, for whoever is signed in. When: at load, on sign-in (a visitor's actions
// become the account's), when the connection returns, when a kind registers, and after a failure
// with the shared back-off (200 ms doubling to 30 s), for as long as the page is open (ADR 0005).

export interface OutboxSnapshot {
  actions: readonly OfflineAction[];
  /** `kind:subject` of the actions this page saw confirmed by the server. */
  sent: ReadonlySet<string>;
  /** The signed-in user's id, null for a visitor, undefined while unknown. */
  userId: string | null | undefined;
}

export interface OutboxDeps {
  store: ActionStore;
  isOnline(): boolean;
  now(): Date;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

export function createOutbox(deps: OutboxDeps) {
  const kinds = new Map<string, AnyKind>();
  let actions: OfflineAction[] = deps.store.read();
  let sent = new Set<string>();
  let userId: string | null | undefined;
  let snapshot: OutboxSnapshot = { actions, sent, userId };
  let storageWorks = true;
  const listeners = new Set<() => void>();
  const waiters = new Map<string, ((outcome: Outcome) => void)[]>();
  const idOf = (action: OfflineAction) => `${action.kind}:${kinds.get(action.kind)?.subject(action)}`;

  function emit() {
    snapshot = { actions, sent, userId };
    for (const listener of listeners) listener();
  }

  /** Read-modify-write against storage, so another tab's actions are kept. */
  function update(change: (current: OfflineAction[]) => OfflineAction[]) {
    actions = change(storageWorks ? wellFormed(kinds, deps.store.read()) : actions);
    storageWorks = deps.store.write(actions);
    emit();
  }

  /** Moves what a kind kept under its older key into the store (entries there had no `kind`). */
  function adoptLegacy(kind: AnyKind) {
    if (!kind.legacyKey) return;
    const found = deps.store
      .readLegacy(kind.legacyKey)
      .map((e) => (e && typeof e === 'object' && !('kind' in e) ? { ...e, kind: kind.kind } : e))
      .filter((e): e is OfflineAction => kind.isValid(e as OfflineAction));
    if (found.length === 0) return;
    update((current) => found.reduce((queue, action) => addAction(kinds, queue, action), current));
    if (storageWorks) deps.store.removeLegacy(kind.legacyKey);
  }

  function settle(id: string, outcome: Outcome) {
    const pending = waiters.get(id);
    if (!pending) return;
    waiters.delete(id);
    for (const resolve of pending) resolve(outcome);
  }

  /** One pass over the queue; stops at the first answer that says "later". */
  async function pass(): Promise<'done' | 'later'> {
    const user = userId;
    if (typeof user !== 'string' || !deps.isOnline()) return 'done';
    for (const action of actionsToSend(kinds, actions, user)) {
      if (userId !== user) return 'done';
      const kind = kinds.get(action.kind) as AnyKind;
      const id = idOf(action);
      const result: SendResult = await kind.send(action).catch(() => ({ status: 0 }));
      if (result.status >= 200 && result.status < 300) {
        loop.succeeded();
        sent = new Set(sent).add(id);
        update((current) => withoutSettled(kinds, current, action, true));
        kind.onSent?.(action, result.body);
        settle(id, { kind: 'synced', body: result.body });
        continue;
      }
      const failure = classifyFailure(result.status);
      if (failure === 'refused') {
        const message = result.message ?? '';
        update((current) => withoutSettled(kinds, current, action, false));
        kind.onRefused?.(action, message, waiters.has(id));
        settle(id, { kind: 'refused', message });
        continue;
      }
      if (failure === 'unauthenticated') {
        // Kept for the next sign-in; no retry loop against a session that is gone.
        kind.onUnauthenticated?.();
        return 'done';
      }
      return 'later';
    }
    return 'done';
  }

  const loop = createRetryLoop({
    pass,
    setTimer: deps.setTimer,
    clearTimer: deps.clearTimer,
    // Whoever still waits hears that their action is kept here for later.
    onIdle: () => {
      for (const id of waiters.keys()) settle(id, { kind: 'queued' });
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
      actions = wellFormed(kinds, actions);
      adoptLegacy(kind);
      emit();
      if (typeof userId === 'string') void loop.flush();
    },

    /** The keys whose changes in another tab concern this outbox. */
    watchedKeys: (): string[] => [
      deps.store.key,
      ...[...kinds.values()].flatMap((k) => (k.legacyKey ? [k.legacyKey] : [])),
    ],

    /** Who is signed in (null: a visitor). A sign-in claims the visitor's actions and sends them. */
    setUser(next: string | null) {
      if (next === userId) return;
      userId = next;
      if (typeof next === 'string') {
        update((current) => claimVisitorActions(kinds, current, next));
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
    add(action: OfflineAction, options: { awaited?: boolean } = {}): Promise<Outcome> {
      const stamped = { ...action, made_at: action.made_at ?? deps.now().toISOString() };
      update((current) => addAction(kinds, current, stamped));
      if (userId === null) return Promise.resolve({ kind: 'local' });
      if (userId === undefined || !deps.isOnline()) return Promise.resolve({ kind: 'queued' });
      const id = idOf(stamped);
      const outcome = options.awaited
        ? new Promise<Outcome>((resolve) => waiters.set(id, [...(waiters.get(id) ?? []), resolve]))
        : Promise.resolve<Outcome>({ kind: 'queued' });
      // A retry waiting on its back-off is overtaken: the person just acted (without resetting
      // the back-off: a server that keeps failing is not hammered by repeated taps).
      loop.cancel();
      void loop.flush();
      return outcome;
    },

    flush: loop.flush,

    /** The connection is back: start the back-off again from the beginning and send now. */
    online() {
      void loop.restart();
    },

    /** Another tab changed the stored actions. */
    reload() {
      for (const kind of kinds.values()) adoptLegacy(kind);
      actions = wellFormed(kinds, deps.store.read());
      emit();
      void loop.flush();
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
