import { classifyFailure } from '#web/lib/backoff.ts';
import { createRetryLoop } from '#web/lib/retry-loop.ts';
import { addAction, readOutbox, removeAction, writeOutbox, type OutboxAction } from './outbox.ts';

// Sends the queued completions and favourite changes of the signed-in user, each until the
// server confirms it, with the shared back-off; a refusal the server would repeat drops it.

export interface OutboxEngineDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The HTTP status of the send (0 when no answer came) and, for a refusal, its text. */
  send(action: OutboxAction): Promise<{ status: number; message?: string }>;
  isOnline(): boolean;
  now(): Date;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  onSent?(action: OutboxAction): void;
  onRefused?(action: OutboxAction, message: string): void;
  onUnauthenticated?(): void;
}

export function createOutboxEngine(deps: OutboxEngineDeps) {
  let queue = readOutbox(deps.storage);
  let storageWorks = deps.storage !== null;
  let userId: string | null = null;
  const listeners = new Set<() => void>();

  function update(change: (current: OutboxAction[]) => OutboxAction[]) {
    // Read again first, so another tab's actions are kept.
    queue = change(storageWorks ? readOutbox(deps.storage) : queue);
    storageWorks = writeOutbox(deps.storage, queue);
    for (const listener of listeners) listener();
  }

  async function pass(): Promise<'done' | 'later'> {
    const user = userId;
    if (user === null || !deps.isOnline()) return 'done';
    for (const action of queue.filter((a) => a.owner === user)) {
      if (userId !== user) return 'done';
      const result = await deps.send(action).catch(() => ({ status: 0, message: undefined }));
      if (result.status >= 200 && result.status < 300) {
        loop.succeeded();
        update((current) => removeAction(current, action));
        deps.onSent?.(action);
        continue;
      }
      const failure = classifyFailure(result.status);
      if (failure === 'refused') {
        update((current) => removeAction(current, action));
        deps.onRefused?.(action, result.message ?? '');
        continue;
      }
      if (failure === 'unauthenticated') {
        deps.onUnauthenticated?.();
        return 'done';
      }
      return 'later';
    }
    return 'done';
  }

  const loop = createRetryLoop({ pass, setTimer: deps.setTimer, clearTimer: deps.clearTimer });

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getQueue: (): readonly OutboxAction[] => queue,
    /** Who is signed in; their queued actions go now. */
    setUser(next: string | null) {
      if (next === userId) return;
      userId = next;
      if (next === null) loop.cancel();
      else void loop.restart();
    },
    /** Keeps an action the server could not take now, stamped with when it was made, and tries again later. */
    enqueue(action: OutboxAction) {
      const stamped = { ...action, made_at: action.made_at ?? deps.now().toISOString() };
      update((current) => addAction(current, stamped));
      void loop.flush();
    },
    flush: loop.flush,
    /** The connection is back: send now, from the shortest wait. */
    online: () => void loop.restart(),
    /** Another tab changed the queue. */
    reload() {
      queue = readOutbox(deps.storage);
      for (const listener of listeners) listener();
      void loop.flush();
    },
  };
}
export type OutboxEngine = ReturnType<typeof createOutboxEngine>;
