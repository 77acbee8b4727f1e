import { useSyncExternalStore } from 'react';
import { browserTimeZone } from './time-zone.ts';

const unchanging = () => () => {};

/**
 * The browser's time zone, or null while the page is rendered on the server and hydrated: the
 * server does not know it, and the browser's first render must match the server's HTML. Dates
 * show in UTC until then (a moment later they switch to the browser's zone).
 */
export function useBrowserTimeZone(): string | null {
  return useSyncExternalStore(unchanging, browserTimeZone, () => null);
}
