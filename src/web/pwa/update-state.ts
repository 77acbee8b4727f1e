import { useSyncExternalStore } from 'react';

// A newer version of the app waiting to take over (set by register-sw.ts), and how to let it.

let apply: (() => void) | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(applyUpdate: (() => void) | null): void {
  apply = applyUpdate;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The function that reloads into the new version, or null while there is none. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(
    subscribe,
    () => apply,
    () => null,
  );
}
