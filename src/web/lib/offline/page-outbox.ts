import { useSyncExternalStore } from 'react';
import { connectivity, onReconnect } from '../connectivity.ts';
import { localActionStore, OUTBOX_STORAGE_KEY } from './action-store.ts';
import { createOutbox, type OutboxSnapshot } from './outbox-engine.ts';

// The page's one outbox, over localStorage and the browser's clock, timers and connection. The
// features register their kinds of action with it; the app starts it once the page is idle
// (pwa/after-load.tsx), or sooner when a feature keeps an action.

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const store = localActionStore(
  typeof window === 'undefined' ? null : localStorageOrNull(),
  OUTBOX_STORAGE_KEY,
);

export const outbox = createOutbox({
  store,
  isOnline: () => connectivity() !== 'offline',
  now: () => new Date(),
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (timer) => window.clearTimeout(timer as number),
});

// Not while the server renders a page: it has no window, and no queue.
if (typeof window !== 'undefined') {
  onReconnect(() => outbox.online());
  window.addEventListener('focus', () => void outbox.flush());
  store.watch(outbox.watchedKeys, () => outbox.reload());
}

/** What the server rendered with: the queue lives in the browser, so it shows after hydration. */
const SERVER_SNAPSHOT: OutboxSnapshot = { actions: [], sent: new Set(), userId: undefined };

export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, () => SERVER_SNAPSHOT);
}
