import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/** False while the server renders and while the browser hydrates its HTML, true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
