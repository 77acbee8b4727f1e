import { addDays, datesFrom, daysBetween, isLocalDate, isoWeekKey, monthKey } from './local-date.ts';
import { localDateOf } from './zoned-time.ts';
import type { LocalDate } from './local-date.ts';
import type { Instant } from './zoned-time.ts';

// Weekly and monthly counts and the practice heat map, derived from the events themselves in the
// user's time zone (docs/product-rules.md, Days and streaks), never from counters that must be reset.
// Ritual completions are instants (completed_at): turn them into local dates with localDatesOf.
// Daily-tip commitments already carry their local date (commitment_date): use it as it is.

/** The local calendar date of each instant (invalid instants are skipped). */
export function localDatesOf(instants: Iterable<Instant>, timeZone: string): LocalDate[] {
  const dates: LocalDate[] = [];
  for (const instant of instants) {
    try {
      dates.push(localDateOf(instant, timeZone));
    } catch {
      // An unreadable timestamp is not an event we can place on a calendar.
    }
  }
  return dates;
}

export interface PeriodCounts {
  /** Events in today's ISO week (Monday to Sunday). */
  thisWeek: number;
  /** Events in today's calendar month. */
  thisMonth: number;
}

/** Counts of events (one local date per event; repeats count) in today's ISO week and month. */
export function periodCounts(dates: Iterable<LocalDate>, today: LocalDate): PeriodCounts {
  const week = isoWeekKey(today);
  const month = monthKey(today);
  let thisWeek = 0;
  let thisMonth = 0;
  for (const date of dates) {
    if (!isLocalDate(date) || date > today) continue;
    if (isoWeekKey(date) === week) thisWeek += 1;
    if (monthKey(date) === month) thisMonth += 1;
  }
  return { thisWeek, thisMonth };
}

/** periodCounts for event instants, with today taken from `now` in the user's zone. */
export function periodCountsAt(instants: Iterable<Instant>, timeZone: string, now: Instant): PeriodCounts {
  return periodCounts(localDatesOf(instants, timeZone), localDateOf(now, timeZone));
}

export interface HeatMapDay {
  date: LocalDate;
  count: number;
}

export interface HeatMap {
  /** First day shown: the day after the same date a year earlier (28 Feb stands in for 29 Feb). */
  from: LocalDate;
  /** Last day shown: today. */
  to: LocalDate;
  /** Every day from `from` to `to`, oldest first, with its number of events (0 included). */
  days: HeatMapDay[];
  /** The highest count of a day, for scaling the colours (0 when empty). */
  max: number;
  /** Events within the range. */
  total: number;
}

/** The last 12 months ending today: from the day after the same date a year earlier. */
export function heatMapRange(today: LocalDate): { from: LocalDate; to: LocalDate } {
  const year = Number(today.slice(0, 4)) - 1;
  let sameDay = `${String(year).padStart(4, '0')}${today.slice(4)}`;
  if (!isLocalDate(sameDay)) sameDay = `${String(year).padStart(4, '0')}-02-28`;
  return { from: addDays(sameDay, 1), to: today };
}

export function heatMap(dates: Iterable<LocalDate>, today: LocalDate): HeatMap {
  const { from, to } = heatMapRange(today);
  const counts = new Map<LocalDate, number>();
  for (const date of dates) {
    if (isLocalDate(date) && date >= from && date <= to) counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  const days: HeatMapDay[] = [];
  let max = 0;
  let total = 0;
  for (const date of datesFrom(from, daysBetween(from, to) + 1)) {
    const count = counts.get(date) ?? 0;
    days.push({ date, count });
    max = Math.max(max, count);
    total += count;
  }
  return { from, to, days, max, total };
}
