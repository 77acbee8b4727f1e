import { useSyncExternalStore } from 'react';
import { localDateOf, type LocalDate } from '#shared/local-date.ts';
import { localToday, subscribeToDayChanges } from './time-zone.ts';

/**
 * The date the server renders the page for: the browser's zone is unknown there, so the account's
 * zone (else UTC). Hydration starts from it too, then moves to the browser's own date.
 */
export function serverToday(timeZone: string | null | undefined): LocalDate {
  return localDateOf(new Date(), timeZone ?? 'UTC');
}

/**
 * The browser's local date, kept current across midnight and when the tab comes back; while the
 * server renders and the page hydrates, `serverToday` in the account's zone.
 */
export function useLocalToday(accountTimeZone: string | null | undefined): LocalDate {
  return useSyncExternalStore(
    subscribeToDayChanges,
    () => localToday(),
    () => serverToday(accountTimeZone),
  );
}
