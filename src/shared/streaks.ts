import { daysBetween, isLocalDate } from './local-date.ts';
import type { LocalDate } from './local-date.ts';

// docs/product-rules.md, Days and streaks: a streak counts consecutive local days with a daily-tip
// commitment; a frozen day (a missed day covered by a streak freeze) keeps the streak going
// without adding to it. It is active when the latest committed or frozen day is today or
// yesterday; otherwise the current streak is 0. This is the one streak rule: the progress page,
// the commitments' streak, the heat map and the streak achievements all read it.
//
// Dates later than `today` are set aside: a commitment is accepted while its date is today
// anywhere on Earth, so a user far west may hold tomorrow's; it counts from the day it is today.

/**
 * What the status line says (docs/product-rules.md, Days and streaks), for the UI to word in each language:
 * - none: no commitment up to today ('Sin racha activa');
 * - lastStreak: no active streak, but there were commitments; `days` is the length of the most
 *   recent run ('Última racha: N días');
 * - started: the active streak is 1 day ('Racha iniciada');
 * - consecutive: the active streak is 2 days or more ('N días consecutivos').
 */
export type StreakStatus =
  | { kind: 'none' }
  | { kind: 'lastStreak'; days: number }
  | { kind: 'started' }
  | { kind: 'consecutive'; days: number };

export interface StreakSummary {
  current: number;
  longest: number;
  /** The latest commitment date up to today, or null. */
  latest: LocalDate | null;
  status: StreakStatus;
}

/**
 * Runs of consecutive days, oldest first, from distinct valid dates up to `today`. A frozen day
 * (a missed day covered by a streak freeze) keeps a run going but does not count as a day.
 */
function runs(
  dates: Iterable<LocalDate>,
  today: LocalDate | null,
  frozen: Iterable<LocalDate> = [],
): { end: LocalDate; days: number; lastCommitted: LocalDate | null }[] {
  const upToToday = (d: LocalDate) => isLocalDate(d) && (today === null || d <= today);
  const committed = new Set([...dates].filter(upToToday));
  const sorted = [...new Set([...committed, ...[...frozen].filter(upToToday)])].sort();
  const result: { end: LocalDate; days: number; lastCommitted: LocalDate | null }[] = [];
  for (const date of sorted) {
    const counts = committed.has(date);
    const last = result.at(-1);
    if (last && daysBetween(last.end, date) === 1) {
      last.end = date;
      if (counts) {
        last.days += 1;
        last.lastCommitted = date;
      }
    } else {
      result.push({ end: date, days: counts ? 1 : 0, lastCommitted: counts ? date : null });
    }
  }
  return result.filter((run) => run.days > 0);
}

/** With `frozen`, missed days covered by a streak freeze bridge the runs around them. */
export function streakSummary(
  dates: Iterable<LocalDate>,
  today: LocalDate,
  frozen: Iterable<LocalDate> = [],
): StreakSummary {
  const all = runs(dates, today, frozen);
  const last = all.at(-1);
  const longest = all.reduce((max, run) => Math.max(max, run.days), 0);
  if (!last) return { current: 0, longest, latest: null, status: { kind: 'none' } };
  const active = daysBetween(last.end, today) <= 1;
  const current = active ? last.days : 0;
  let status: StreakStatus;
  if (!active) status = { kind: 'lastStreak', days: last.days };
  else if (current === 1) status = { kind: 'started' };
  else status = { kind: 'consecutive', days: current };
  return { current, longest, latest: last.lastCommitted, status };
}

export function currentStreak(
  dates: Iterable<LocalDate>,
  today: LocalDate,
  frozen: Iterable<LocalDate> = [],
): number {
  return streakSummary(dates, today, frozen).current;
}

/** The longest run of consecutive dates; with `today`, dates after it are ignored. */
export function longestStreak(
  dates: Iterable<LocalDate>,
  today: LocalDate | null = null,
  frozen: Iterable<LocalDate> = [],
): number {
  return runs(dates, today, frozen).reduce((max, run) => Math.max(max, run.days), 0);
}
