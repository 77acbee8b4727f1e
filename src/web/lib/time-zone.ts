import { type LocalDate } from '#shared/local-date.ts';
import { canonicalTimeZone, localDateOf } from '#shared/zoned-time.ts';

/** The part of Temporal read here, where the browser has it (not yet in TypeScript's libraries). */
const temporal = (
  globalThis as { Temporal?: { Now: { plainDateISO(): { toString(): string }; timeZoneId(): string } } }
).Temporal;

/** This browser's IANA time zone, or UTC when it does not say. */
export function browserTimeZone(): string {
  try {
    // Temporal, where there is one, names it without building a formatter (see localToday).
    const zone = temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    return canonicalTimeZone(zone) ?? 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone this browser knows, with the given ones included, sorted by the names shown. */
export function timeZoneOptions(...include: (string | null | undefined)[]): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set([...zones, 'UTC', ...include.filter((z): z is string => Boolean(z))]);
  // In the order of the names as shown (`_` read as a space), compared as plain strings: the names
  // are ASCII, and a locale's comparison of ~420 of them cost 7–14 ms of the page's start.
  return [...all]
    .map((zone) => [zone.replaceAll('_', ' '), zone] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, zone]) => zone);
}

/**
 * Today's local calendar date in this browser. Temporal, where there is one, answers in about a
 * millisecond without an Intl formatter: the page's first formatter costs 30–60 ms of main thread
 * (the browser loads its locale data), and on pages that format nothing else the date would pay
 * it (docs/decisions/0043-start-up-main-thread.md).
 */
export function localToday(): LocalDate {
  return temporal ? temporal.Now.plainDateISO().toString() : localDateOf(new Date(), browserTimeZone());
}

/** Calls `check` every minute and when the tab comes back: for a date kept current across midnight. */
export function subscribeToDayChanges(check: () => void): () => void {
  const timer = window.setInterval(check, 60_000);
  document.addEventListener('visibilitychange', check);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', check);
  };
}
