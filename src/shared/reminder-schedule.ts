import { addDays, weekdayOf, type LocalDate } from './local-date.ts';
import { localDateOf, zoneOffsetMs, type Instant } from './zoned-time.ts';

// When a daily reminder falls due: the user's chosen wall-clock time on their chosen weekdays,
// in their time zone, so daylight-saving changes move the instant and never the local time.

/** A reminder missed by less than this (the server was down, say) is still sent, late. */
export const REMINDER_GRACE_MS = 2 * 3_600_000;

/**
 * The instant a zone's clocks show `time` ('HH:MM') on `date`. A time skipped by a spring-forward
 * change is read with the offset from before it (02:30 becomes 03:30); a time that occurs twice
 * in autumn is its first occurrence.
 */
export function instantOfLocalTime(date: LocalDate, time: string, timeZone: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wall = Date.parse(`${date}T00:00:00Z`) + (hours * 60 + minutes) * 60_000;
  // The offsets a day either side bracket any change on the date itself.
  const before = zoneOffsetMs(wall - 86_400_000, timeZone);
  const after = zoneOffsetMs(wall + 86_400_000, timeZone);
  const matching = [wall - before, wall - after].filter(
    (t, i) => zoneOffsetMs(t, timeZone) === [before, after][i],
  );
  return new Date(matching.length > 0 ? Math.min(...matching) : wall - before);
}

export interface ReminderTiming {
  time: string;
  days: readonly number[];
}

export interface DueReminder {
  date: LocalDate;
  dueAt: Date;
}

/**
 * The reminders due at `now`: on a chosen weekday, time reached, missed by less than the grace
 * period. Yesterday is looked at too, for a late-evening reminder missed across midnight.
 */
export function dueReminders(now: Instant, timing: ReminderTiming, timeZone: string): DueReminder[] {
  const nowMs = new Date(now).getTime();
  const today = localDateOf(nowMs, timeZone);
  return [addDays(today, -1), today]
    .filter((date) => timing.days.includes(weekdayOf(date)))
    .map((date) => ({ date, dueAt: instantOfLocalTime(date, timing.time, timeZone) }))
    .filter(({ dueAt }) => dueAt.getTime() <= nowMs && nowMs - dueAt.getTime() < REMINDER_GRACE_MS);
}
