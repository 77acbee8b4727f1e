import { canonicalTimeZone, localDateOf, type LocalDate } from '#shared/local-date.ts';

/** This browser's IANA time zone, or UTC when it does not say. */
export function browserTimeZone(): string {
  try {
    return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone this browser knows, sorted, with the given ones included. */
export function timeZoneOptions(...include: (string | null | undefined)[]): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set([...zones, 'UTC', ...include.filter((z): z is string => Boolean(z))]);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/** Today's local calendar date in this browser. */
export function localToday(now: Date = new Date()): LocalDate {
  return localDateOf(now, browserTimeZone());
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
