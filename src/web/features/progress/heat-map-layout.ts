import { addDays, daysBetween, startOfIsoWeek, type LocalDate } from '#shared/local-date.ts';

/**
 * The heat map as calendar columns: one column per ISO week (Monday first), seven rows, from the
 * week holding `from` to the week holding `to`. Days outside the range are null.
 */
export function heatMapWeeks(from: LocalDate, to: LocalDate): (LocalDate | null)[][] {
  const start = startOfIsoWeek(from);
  const weeks: (LocalDate | null)[][] = [];
  for (let week = start; week <= to; week = addDays(week, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const day = addDays(week, i);
        return day >= from && day <= to ? day : null;
      }),
    );
  }
  return weeks;
}

/** 0 for none, then 1–4 by the share of the busiest day (so one practice always shows). */
export function intensity(count: number, max: number): 0 | 1 | 2 | 3 | 4 {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((count / max) * 4))) as 1 | 2 | 3 | 4;
}

/** Where an arrow key moves in the calendar (a column is a week), clamped to the range. */
export function moveDay(day: LocalDate, key: string, from: LocalDate, to: LocalDate): LocalDate | null {
  const step: Record<string, number> = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -7, ArrowRight: 7 };
  let next: LocalDate;
  if (key === 'Home') next = from;
  else if (key === 'End') next = to;
  else if (key in step) next = addDays(day, step[key] ?? 0);
  else return null;
  if (daysBetween(from, next) < 0) return from;
  if (daysBetween(next, to) < 0) return to;
  return next;
}
