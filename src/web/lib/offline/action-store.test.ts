import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '#web/test/memory-storage.ts';
import { completionKind, type CompletionAction } from '#web/features/progress/offline-actions.ts';
import type { OfflineAction, SendResult } from './action-kind.ts';
import { createActionStore, OUTBOX_STORAGE_KEY } from './action-store.ts';
import { createOutbox } from './outbox-engine.ts';
import { EMPTY_STATE, type OutboxState, type StateBackend } from './outbox-state.ts';
import { browserBackend, localBackend, memoryBackend } from './state-backends.ts';

// The outbox's store through the same interface IndexedDB implements, over a record in memory
// (over IndexedDB itself: indexeddb-store.test.ts, storage-fallback.test.ts), and how the page's
// outbox shares it with the service worker.

const NOW = Date.parse('2026-11-28T10:00:00.000Z');
const MADE_AT = '2026-11-28T09:00:00.000Z';
const complete = (ritual_id: number, owner = 'u1'): CompletionAction => ({
  kind: 'complete',
  ritual_id,
  owner,
  made_at: MADE_AT,
});

const mine = (a: OfflineAction) => a.kind === 'complete';

const storeOver = (backend: StateBackend = memoryBackend()) =>
  createActionStore({ backend, legacy: null, channel: null, now: () => NOW });

describe('the action store', () => {
  it('changes the actions in one step each, so concurrent changes are all kept', async () => {
    const store = storeOver();
    await Promise.all([1, 2, 3].map((id) => store.update((current) => [...current, complete(id)])));
    expect(await store.read()).toEqual([complete(1), complete(2), complete(3)]);
  });

  it('hands over only the refusals of kinds asked for, once', async () => {
    const backend = memoryBackend({
      ...EMPTY_STATE,
      refusals: [
        { action: complete(1), message: 'Too old' },
        { action: { kind: 'note', owner: 'u1' }, message: 'No' },
      ],
    });
    const store = storeOver(backend);
    expect(await store.takeRefusals(mine)).toEqual([{ action: complete(1), message: 'Too old' }]);
    expect(await store.takeRefusals(mine)).toEqual([]);
    expect(backend.state().refusals).toHaveLength(1);
  });

  it('falls back to localStorage without IndexedDB, and says when the browser refuses to store', async () => {
    const storage = memoryStorage();
    const store = storeOver(browserBackend(storage, OUTBOX_STORAGE_KEY, undefined));
    expect(await store.update(() => [complete(1)])).toEqual([complete(1)]);
    expect(JSON.parse(storage.getItem(OUTBOX_STORAGE_KEY) ?? '')).toEqual([complete(1)]);
    const full = {
      ...memoryStorage(),
      setItem() {
        throw new Error('QuotaExceededError');
      },
    };
    expect(await storeOver(localBackend(full, OUTBOX_STORAGE_KEY)).update(() => [complete(1)])).toBeNull();
  });
});

/** The page's outbox over a record the test also changes as the service worker would. */
function page(state: Partial<OutboxState>, answers: number[] = []) {
  const backend = memoryBackend({ ...EMPTY_STATE, ...state });
  const sent: OfflineAction[] = [];
  const told: string[] = [];
  const timers: number[] = [];
  let syncs = 0;
  let online = true;
  const outbox = createOutbox({
    store: storeOver(backend),
    isOnline: () => online,
    now: () => new Date(NOW),
    setTimer: (_run, ms) => timers.push(ms),
    clearTimer() {},
    requestSync: () => (syncs += 1),
    language: () => 'pt',
  });
  outbox.register(
    completionKind({
      async send(action): Promise<SendResult> {
        sent.push(action);
        return { status: answers.shift() ?? 201 };
      },
      onSent: (action) => told.push(`sent ${action.ritual_id}`),
      onRefused: (action, message) => told.push(`refused ${action.ritual_id}: ${message}`),
    }),
  );
  return {
    outbox,
    backend,
    sent,
    told,
    timers,
    syncs: () => syncs,
    setOnline: (value: boolean) => (online = value),
  };
}

describe('the page and the service worker sharing the queue', () => {
  it('tells the worker who is signed in, and asks for a Background Sync when it keeps an action offline', async () => {
    const p = page({});
    p.outbox.setUser('u1');
    p.setOnline(false);
    await p.outbox.add(complete(1));
    await p.outbox.stored();
    expect(p.backend.state()).toMatchObject({ user: 'u1', language: 'pt', actions: [complete(1)] });
    expect(p.syncs()).toBe(1);
  });

  it('waits while the worker sends, then finds the queue it emptied', async () => {
    const p = page({ actions: [complete(1)], lease: { holder: 'worker', until: NOW + 10_000 } });
    await p.outbox.stored();
    p.outbox.setUser('u1');
    await p.outbox.flush();
    expect(p.sent).toEqual([]);
    expect(p.timers[0]).toBe(200);

    // The worker delivers it and says so; the page shows it sent, once.
    await p.backend.transact((s) => [{ ...s, actions: [], lease: null }, undefined]);
    p.outbox.reload({ sent: [complete(1)] });
    await p.outbox.stored();
    await p.outbox.flush();
    expect(p.sent).toEqual([]);
    expect(p.told).toEqual(['sent 1']);
    expect(p.outbox.getSnapshot().actions).toEqual([]);
    expect(p.outbox.getSnapshot().sent.has('complete:1')).toBe(true);
  });

  it('tells the person of a refusal the worker received while no page was open', async () => {
    const p = page({ refusals: [{ action: complete(9), message: 'Demasiado antiguo' }] });
    await p.outbox.stored();
    expect(p.told).toEqual(['refused 9: Demasiado antiguo']);
    expect(p.backend.state().refusals).toEqual([]);
  });
});

describe('what the page is sending now', () => {
  it('names the action on its way to the server until the server answers', async () => {
    const answers: PromiseWithResolvers<SendResult>[] = [];
    const outbox = createOutbox({
      store: storeOver(),
      isOnline: () => true,
      now: () => new Date(NOW),
      setTimer: () => 0,
      clearTimer() {},
    });
    outbox.register(
      completionKind({
        send() {
          answers.push(Promise.withResolvers<SendResult>());
          return answers.at(-1)!.promise;
        },
      }),
    );
    outbox.setUser('u1');
    const outcome = outbox.add(complete(1), { awaited: true });
    expect([...outbox.getSnapshot().sending]).toEqual(['complete:1']);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect([...outbox.getSnapshot().sending]).toEqual(['complete:1']);
    // The server cannot take it now: kept, it waits for the connection, no longer on its way.
    answers[0]!.resolve({ status: 503 });
    expect(await outcome).toEqual({ kind: 'queued' });
    expect(outbox.getSnapshot().sending.size).toBe(0);
    expect(outbox.getSnapshot().actions).toEqual([complete(1)]);
  });
});
