import { useSyncExternalStore } from 'react';
import { OUTBOX_SYNC_TAG } from '../../sw/names.ts';
import { connectivity, onReconnect } from '../connectivity.ts';
import { createActionStore, OUTBOX_STORAGE_KEY, type Channel } from './action-store.ts';
import { OUTBOX_CHANNEL } from './outbox-channel.ts';
import { createOutbox, type OutboxSnapshot } from './outbox-engine.ts';
import { followOutboxUser } from './outbox-user.ts';
import { browserBackend, memoryBackend } from './state-backends.ts';

// The page's one outbox, over IndexedDB (localStorage where it is missing) and the browser's
// clock, timers and connection. The features register their kinds of action with it; the app
// starts it once the page is idle (pwa/after-load.tsx), or sooner when a feature keeps an action,
// and it sends for whoever the app says is signed in (outbox-user.ts).

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const inBrowser = typeof window !== 'undefined';
const storage = inBrowser ? localStorageOrNull() : null;
const channel: Channel | null =
  inBrowser && typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL) : null;

const store = createActionStore({
  backend: inBrowser ? browserBackend(storage, OUTBOX_STORAGE_KEY) : memoryBackend(),
  legacy: storage,
  channel,
  now: () => Date.now(),
});

/** Background Sync, where the browser has it: the worker sends the queue once the network is back. */
function requestSync(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => {
      const sync = (registration as { sync?: { register(tag: string): Promise<void> } }).sync;
      return sync?.register(OUTBOX_SYNC_TAG);
    })
    .catch(() => undefined);
}

export const outbox = createOutbox({
  store,
  isOnline: () => connectivity() !== 'offline',
  now: () => new Date(),
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (timer) => window.clearTimeout(timer as number),
  requestSync,
  language: () => document.documentElement.lang || 'es',
});

// Not while the server renders a page: it has no window, and no queue.
if (inBrowser) {
  onReconnect(() => outbox.online());
  window.addEventListener('focus', () => void outbox.flush());
  store.watch((message) => outbox.reload(message));
  followOutboxUser((user) => outbox.setUser(user));
}

/** What the server rendered with: the queue lives in the browser, so it shows after hydration. */
const SERVER_SNAPSHOT: OutboxSnapshot = {
  actions: [],
  sent: new Set(),
  sending: new Set(),
  userId: undefined,
};

export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, () => SERVER_SNAPSHOT);
}
