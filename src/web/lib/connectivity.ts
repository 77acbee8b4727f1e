import { useSyncExternalStore } from 'react';

// Whether the app can reach its server: the browser's own online flag, and what our requests
// saw (no answer while online, a 503, or a copy the service worker kept because the server did
// not answer). While the server is unreachable the page asks it again (pwa/after-load.ts), so
// queued actions go as soon as it is back.

export type Connectivity = 'online' | 'offline' | 'unreachable';

let serverDown = false;
/** When the oldest copy the service worker answered with (instead of the server) was saved. */
let keptSince: number | null = null;
let last: Connectivity = current();
const listeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();

function current(): Connectivity {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  return serverDown ? 'unreachable' : 'online';
}

function reconnected() {
  keptSince = null;
  for (const listener of reconnectListeners) listener();
}

function emit() {
  const next = current();
  if (next === last) return;
  last = next;
  for (const listener of listeners) listener();
  if (next === 'online') reconnected();
}

/** What a request learnt: true when the server itself answered (anything but 503). */
export function reportServer(reachable: boolean): void {
  serverDown = !reachable;
  emit();
}

/** An answer came from the service worker's copy, saved at `savedAt` (its Date header, in ms). */
export function reportKeptCopy(savedAt: number): void {
  if (!Number.isFinite(savedAt)) return;
  keptSince = keptSince === null ? savedAt : Math.min(keptSince, savedAt);
}

/** The oldest copy shown since the server was last reached (null: none). */
export function keptCopySince(): number | null {
  return keptSince;
}

export function connectivity(): Connectivity {
  return current();
}

/** The service worker says the queues can go now (Background Sync): as if the server were back. */
export function serverBack(): void {
  serverDown = false;
  emit();
  reconnected();
}

/** Runs `listener` each time the app can reach the server again (the browser or the server back). */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Back online: assume the server is there too; the next request says otherwise.
  window.addEventListener('online', () => {
    serverDown = false;
    if (last !== 'online') emit();
    // The browser says the network is back: the queues try again even if no change was seen.
    else reconnected();
  });
  window.addEventListener('offline', emit);
}

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribeConnectivity, current, () => 'online');
}
