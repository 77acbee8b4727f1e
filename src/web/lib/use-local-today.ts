import { useSyncExternalStore } from 'react';
import { type LocalDate } from '#shared/local-date.ts';
import { localDateOf } from '#shared/zoned-time.ts';
import { serverPageState } from './page-state.ts';
import { localToday, subscribeToDayChanges } from './time-zone.ts';

/**
 * The date the server renders the page for: the browser's zone is unknown there, so the account's
 * zone (else UTC). Hydration starts from it too, as of the moment the server rendered the page (the
 * browser's clock may be past its midnight by then), then moves to the browser's own date.
 */
export function serverToday(timeZone: string | null | undefined): LocalDate {
  return localDateOf(serverPageState()?.renderedAt ?? Date.now(), timeZone ?? 'UTC');
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
