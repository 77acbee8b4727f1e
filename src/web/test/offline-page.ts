import { commitmentKind, commitmentRequest } from '#web/features/daily-tip/commitment-queue.ts';
import { completionKind, favoriteKind, progressRequest } from '#web/features/progress/offline-actions.ts';
import type { ActionRequest, SendResult } from '#web/lib/offline/action-kind.ts';
import { createActionStore, OUTBOX_STORAGE_KEY } from '#web/lib/offline/action-store.ts';
import { createOutbox } from '#web/lib/offline/outbox-engine.ts';
import { browserBackend } from '#web/lib/offline/state-backends.ts';
import type { memoryStorage } from './memory-storage.ts';

// A page of the app as it starts in a browser, over that browser's storage (localStorage, and a
// fake IndexedDB or none): its outbox with the kinds of the features registered, wired as
// lib/offline/page-outbox.ts wires it. Only the network is faked: every request the page's
// outbox sends is written to `sent`, and the server takes it.

export const NOW = Date.parse('2026-11-28T10:00:00.000Z');

export interface Device {
  storage: ReturnType<typeof memoryStorage>;
  /** The browser's IndexedDB; undefined where it has none. */
  idb: IDBFactory | undefined;
}

export interface PageOptions {
  online?: boolean;
  /** Requests of every page, in the order they left (several tabs share one). */
  sent?: ActionRequest[];
  /** The name of the BroadcastChannel the tabs and the worker share. */
  channel?: string;
}

export function startPage(device: Device, { online = true, sent = [], channel }: PageOptions = {}) {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const broadcast = channel ? new BroadcastChannel(channel) : null;
  const store = createActionStore({
    backend: browserBackend(device.storage, OUTBOX_STORAGE_KEY, device.idb),
    legacy: device.storage,
    channel: broadcast,
    now: () => NOW,
  });
  const outbox = createOutbox({
    store,
    isOnline: () => online,
    now: () => new Date(NOW),
    setTimer(run, ms) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
      return timer;
    },
    clearTimer(timer) {
      clearTimeout(timer as ReturnType<typeof setTimeout>);
      timers.delete(timer as ReturnType<typeof setTimeout>);
    },
    language: () => 'fr',
  });
  const send = async (request: ActionRequest): Promise<SendResult> => {
    sent.push(request);
    return { status: 201 };
  };
  outbox.register(commitmentKind({ send: (entry) => send(commitmentRequest(entry)) }));
  outbox.register(completionKind({ send: (action) => send(progressRequest(action)) }));
  outbox.register(favoriteKind({ send: (action) => send(progressRequest(action)) }));
  const unwatch = store.watch((message) => outbox.reload(message));
  return {
    outbox,
    store,
    sent,
    /** The page is closed: no retry left waiting, no channel open. */
    close() {
      for (const timer of timers) clearTimeout(timer);
      unwatch();
      broadcast?.close();
    },
  };
}
