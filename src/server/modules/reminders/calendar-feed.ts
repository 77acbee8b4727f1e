import { createHash } from 'node:crypto';
import ical, {
  type ICalDateTimeValue,
  type ICalTemporalPlainDateTimeStub,
  type ICalTemporalZonedDateTimeStub,
} from 'ical-generator';
import { addDays, weekdayOf, type LocalDate } from '../../../shared/local-date.ts';
import { fullAndNewMoons, zonedInstant } from '../../../shared/moon.ts';
import { instantOfLocalTime } from '../../../shared/reminder-schedule.ts';
import { vtimezoneGenerator } from './vtimezone.ts';

export const CALENDAR_DAYS = 30;
const EVENT_MINUTES = 15;

export interface CalendarFeedInput {
  userId: string;
  timeZone: string;
  time: string;
  days: readonly number[];
  /** The user's local date the feed starts on. */
  today: LocalDate;
  now: Date;
  calendarName: string;
  /** A tip's event title, in the language's way of writing "Ritualia: title". */
  eventTitle: (title: string) => string;
  /** Titles of the full- and new-moon events. */
  moonEvents: { full: string; new: string };
  /** The web app's page of the day's tip. */
  url: string;
  tipFor(date: LocalDate): Promise<{ title: string; text: string }>;
  /** The journey steps of each day, as lines naming them (none where unknown). */
  stepsOn(dates: readonly LocalDate[]): Promise<Map<LocalDate, string[]>>;
}

/**
 * A wall-clock time in a zone, in the Temporal-like shape ical-generator formats as
 * `DTSTART;TZID=…:20260329T080000`: the local time is given, never recomputed from the
 * server's own zone.
 */
function zonedTime(date: LocalDate, minutesOfDay: number, timeZone: string): ICalDateTimeValue {
  const day = addDays(date, Math.floor(minutesOfDay / 1440));
  const minutes = minutesOfDay % 1440;
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const instant = instantOfLocalTime(day, hhmm, timeZone);
  const fields = {
    year,
    month,
    day: dayOfMonth,
    hour: Math.floor(minutes / 60),
    minute: minutes % 60,
    second: 0,
  };
  const text = `${day}T${hhmm}:00`;
  const zoned: ICalTemporalZonedDateTimeStub = {
    ...fields,
    timeZoneId: timeZone,
    toInstant: () => ({
      epochMilliseconds: instant.getTime(),
      toJSON: () => instant.toISOString(),
      toString: () => instant.toISOString(),
      toZonedDateTimeISO: () => zoned,
    }),
    toJSON: () => `${text}[${timeZone}]`,
    toString: () => `${text}[${timeZone}]`,
    toPlainDateTime: () => plain,
    withTimeZone: (other) => {
      if (other !== timeZone) throw new RangeError(`${text} belongs to ${timeZone}, not ${other}`);
      return zoned;
    },
  };
  const plain: ICalTemporalPlainDateTimeStub = {
    ...fields,
    toJSON: () => text,
    toString: () => text,
    toPlainDate: () => ({ year, month, day: dayOfMonth, toJSON: () => day, toString: () => day }),
    toZonedDateTime: () => zoned,
  };
  return timeZone === 'UTC' ? instant : zoned;
}

/**
 * The user's private calendar: one event on each chosen weekday of the next 30 days, at their
 * reminder time in their zone, with that day's tip, and the full and new moons of those days at
 * their instant. UIDs are stable per user and date, so a client refreshing the feed updates
 * events instead of duplicating them.
 */
export async function calendarFeed(input: CalendarFeedInput): Promise<string> {
  const [hours = 0, minutes = 0] = input.time.split(':').map(Number);
  const startMinutes = hours * 60 + minutes;
  const dates = Array.from({ length: CALENDAR_DAYS }, (_, i) => addDays(input.today, i)).filter((d) =>
    input.days.includes(weekdayOf(d)),
  );
  const utc = input.timeZone === 'UTC';
  const calendar = ical({
    name: input.calendarName,
    prodId: { company: 'Ritualia', product: 'daily-tip', language: 'EN' },
    ttl: 6 * 3600,
    ...(utc
      ? {}
      : {
          timezone: {
            // No calendar-wide zone: DTSTAMP then stays in UTC, as RFC 5545 requires.
            name: null,
            generator: vtimezoneGenerator(
              input.now,
              new Date(input.now.getTime() + (CALENDAR_DAYS + 1) * 86_400_000),
            ),
          },
        }),
  });
  const owner = createHash('sha256').update(`ritualia-calendar:${input.userId}`).digest('hex').slice(0, 24);
  const host = new URL(input.url).hostname;
  const steps = await input.stepsOn(dates);
  for (const date of dates) {
    const tip = await input.tipFor(date);
    const named = steps.get(date) ?? [];
    calendar.createEvent({
      id: `${date}-${owner}@${host}`,
      start: zonedTime(date, startMinutes, input.timeZone),
      end: zonedTime(date, startMinutes + EVENT_MINUTES, input.timeZone),
      ...(utc ? {} : { timezone: input.timeZone }),
      stamp: input.now,
      summary: input.eventTitle(named[0] ?? tip.title),
      description: [...named, tip.text, input.url].join('\n\n'),
      url: input.url,
    });
  }
  const windowStart = zonedInstant(input.today, 0, input.timeZone);
  const windowEnd = zonedInstant(addDays(input.today, CALENDAR_DAYS), 0, input.timeZone);
  for (const moon of fullAndNewMoons(windowStart, windowEnd)) {
    // A moment, not a stretch of time: DTSTART alone, in UTC, which every client places itself.
    calendar.createEvent({
      id: `moon-${moon.kind}-${moon.at.toISOString().slice(0, 10)}-${owner}@${host}`,
      start: moon.at,
      stamp: input.now,
      summary: input.moonEvents[moon.kind],
      url: input.url,
    });
  }
  return calendar.toString();
}
