import type { ActionStore } from './action-store.ts';
import {
  actionsToSend,
  withoutSettled,
  type AnyKind,
  type OfflineAction,
  type SendResult,
} from './action-kind.ts';
import { classifyFailure } from './backoff.ts';
import type { createKeptActions } from './kept-actions.ts';
import type { createOutcomeWaiters } from './outcome-waiters.ts';
import type { createSendingIds } from './sending-ids.ts';

// One pass of the outbox over its queue (outbox-engine.ts decides when): the actions of the user
// signed in, in order, each until the server settles it, stopping at the first answer that says
// "later". Only the holder of the store's lease sends (the worker and other tabs hold it too).

export interface PassParts {
  store: ActionStore;
  kinds: ReadonlyMap<string, AnyKind>;
  kept: ReturnType<typeof createKeptActions>;
  sending: ReturnType<typeof createSendingIds>;
  waiters: ReturnType<typeof createOutcomeWaiters>;
  /** This page, as the holder of the right to send. */
  holder: string;
  /** The user signed in now (null: a visitor; undefined: not known yet). */
  user(): string | null | undefined;
  isOnline(): boolean;
  idOf(action: OfflineAction): string;
  /** The server took an action: the back-off starts over, and the page remembers it as sent. */
  onSent(id: string): void;
  /** The server could not take it now: the browser may wake the worker once the network is back. */
  requestSync?(): void;
}

export function createOutboxPass(parts: PassParts) {
  const { store, kinds, kept, sending, waiters, holder } = parts;

  async function sendOne(action: OfflineAction, id: string): Promise<'next' | 'done' | 'later'> {
    const kind = kinds.get(action.kind) as AnyKind;
    const result: SendResult = await kind.send(action).catch(() => ({ status: 0 }));
    if (result.status >= 200 && result.status < 300) {
      parts.onSent(id);
      await kept.update((current) => withoutSettled(kinds, current, action, true));
      kind.onSent?.(action, result.body);
      waiters.settle(id, { kind: 'synced', body: result.body });
      return 'next';
    }
    const failure = classifyFailure(result.status);
    if (failure === 'refused') {
      const message = result.message ?? '';
      await kept.update((current) => withoutSettled(kinds, current, action, false));
      kind.onRefused?.(action, message, waiters.has(id));
      waiters.settle(id, { kind: 'refused', message });
      return 'next';
    }
    if (failure === 'unauthenticated') {
      // Kept for the next sign-in; no retry loop against a session that is gone.
      kind.onUnauthenticated?.();
      return 'done';
    }
    parts.requestSync?.();
    return 'later';
  }

  async function sendEach(user: string): Promise<'done' | 'later'> {
    for (const action of actionsToSend(kinds, kept.current(), user)) {
      if (parts.user() !== user) return 'done';
      if (!(await store.claim(holder))) return 'later';
      const id = parts.idOf(action);
      sending.mark(id, true);
      // Sent until the queue no longer holds it, or it is kept for later.
      const next = await sendOne(action, id).finally(() => sending.mark(id, false));
      if (next !== 'next') return next;
    }
    return 'done';
  }

  /** One pass over the queue; 'later' at the first answer that says so. */
  return async function pass(): Promise<'done' | 'later'> {
    const user = parts.user();
    if (typeof user !== 'string' || !parts.isOnline()) return 'done';
    // Nothing of theirs is known here: the store is read when it changes (then a pass follows).
    if (actionsToSend(kinds, kept.current(), user).length === 0) return 'done';
    await kept.stored();
    // Never two senders at once: while the worker or another tab sends, this page waits its turn.
    if (!(await store.claim(holder))) return 'later';
    try {
      await kept.read();
      return await sendEach(user);
    } finally {
      await store.release(holder);
    }
  };
}
