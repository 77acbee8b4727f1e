// Instants seen from an IANA time zone through Intl: a user's calendar day and hour at a moment,
// zone names, and the dates that are today somewhere on Earth (docs/product-rules.md, Days and
// streaks). Calendar arithmetic itself is in local-date.ts.
import { fromDayNumber, isLocalDate, weekdayOf, type IsoWeekday, type LocalDate } from './local-date.ts';

/** A moment in time: a Date, epoch milliseconds, or an ISO 8601 string with Z or an offset. */
export type Instant = Date | number | string;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/** The farthest offsets of any civil time zone on Earth: UTC−12 and UTC+14. */
export const EARLIEST_OFFSET_HOURS = -12;
export const LATEST_OFFSET_HOURS = 14;

/** Epoch milliseconds of an instant, or null when it is not one (strings must be ISO 8601 with a zone). */
export function parseInstant(value: Instant): number | null {
  let ms: number;
  if (value instanceof Date) ms = value.getTime();
  else if (typeof value === 'number') ms = value;
  else if (ISO_INSTANT.test(value)) ms = Date.parse(value);
  else return null;
  return Number.isFinite(ms) ? ms : null;
}

function epochMs(value: Instant): number {
  const ms = parseInstant(value);
  if (ms === null) throw new RangeError(`Invalid instant: ${String(value)}`);
  return ms;
}

// Building an Intl.DateTimeFormat costs far more than using one, and every local date goes
// through one: each (time zone, options) pair is built once.
// Keyed by the options object (module constants) and then the zone.
const formatters = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();
const FORMATTER_LIMIT = 1_000;

function cachedFormatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let byZone = formatters.get(options);
  if (!byZone) formatters.set(options, (byZone = new Map()));
  let formatter = byZone.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    // Zone names come from users: the cache stays bounded whatever they send.
    if (byZone.size >= FORMATTER_LIMIT) byZone.clear();
    byZone.set(timeZone, formatter);
  }
  return formatter;
}

// Minutes and seconds too: zoneOffsetMs needs the whole wall-clock time.
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

const ZONE_ONLY: Intl.DateTimeFormatOptions = {};

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  return cachedFormatter(timeZone, DATE_TIME);
}

// A zone's offset changes only at its transitions (twice a year where clocks change, and never
// twice in one day): when a UTC day starts and ends with the same offset, that offset holds all
// day. Local dates are then plain arithmetic, and formatToParts, the cost of every local date
// (each completion and commitment of a progress answer), runs twice per zone and day instead.
const dayOffsets = new Map<string, Map<number, number | null>>();
const DAY_OFFSET_LIMIT = 10_000;
let dayOffsetCount = 0;
// Instants whose local date fromDayNumber can write (years 0001–9998, whatever the offset).
const FIRST_STEADY_MS = -62_135_596_800_000 + DAY_MS;
const LAST_STEADY_MS = 253_370_764_800_000;

function steadyOffset(ms: number, timeZone: string): number | null {
  if (ms < FIRST_STEADY_MS || ms > LAST_STEADY_MS) return null;
  const day = Math.floor(ms / DAY_MS);
  let byDay = dayOffsets.get(timeZone);
  const known = byDay?.get(day);
  if (known !== undefined) return known;
  const start = zoneOffsetMs(day * DAY_MS, timeZone);
  const offset = start === zoneOffsetMs((day + 1) * DAY_MS - 1000, timeZone) ? start : null;
  // Zone names come from users: the cache stays bounded whatever they send.
  if (dayOffsetCount >= DAY_OFFSET_LIMIT) {
    dayOffsets.clear();
    dayOffsetCount = 0;
    byDay = undefined;
  }
  if (!byDay) dayOffsets.set(timeZone, (byDay = new Map()));
  byDay.set(day, offset);
  dayOffsetCount += 1;
  return offset;
}

/** The calendar date and hour (0–23) of an instant as seen in a time zone. */
export function zonedDateTime(instant: Instant, timeZone: string): { date: LocalDate; hour: number } {
  const ms = epochMs(instant);
  const offset = steadyOffset(ms, timeZone);
  if (offset !== null) {
    const local = ms + offset;
    const day = Math.floor(local / DAY_MS);
    return { date: fromDayNumber(day), hour: Math.floor((local - day * DAY_MS) / HOUR_MS) };
  }
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) parts[part.type] = part.value;
  const year = Number(parts.year);
  return {
    date: `${String(year).padStart(4, '0')}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour) % 24,
  };
}

/** Milliseconds a zone's clocks are ahead of UTC at an instant (negative west of Greenwich). */
export function zoneOffsetMs(instant: Instant, timeZone: string): number {
  const ms = epochMs(instant);
  const p: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) p[part.type] = Number(part.value);
  const shown = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day, (p.hour ?? 0) % 24, p.minute, p.second);
  return shown - Math.floor(ms / 1000) * 1000;
}

/** The user's calendar date at an instant. */
export function localDateOf(instant: Instant, timeZone: string): LocalDate {
  return zonedDateTime(instant, timeZone).date;
}

/** The local hour (0–23) of an instant. */
export function hourOf(instant: Instant, timeZone: string): number {
  return zonedDateTime(instant, timeZone).hour;
}

/** The local ISO weekday (1 = Monday … 7 = Sunday) of an instant. */
export function weekdayAt(instant: Instant, timeZone: string): IsoWeekday {
  return weekdayOf(localDateOf(instant, timeZone));
}

const canonicalZones = new Map<string, string | null>();

/**
 * The canonical spelling of an IANA zone name ('asia/tokyo' → 'Asia/Tokyo'), or null when it is
 * not one. Bare offsets such as '+05:00', which Intl also accepts, are refused: a profile stores
 * a place, whose offset follows its daylight-saving rules.
 */
export function canonicalTimeZone(value: string): string | null {
  // Asked for the stored zone of every signed-in request; resolvedOptions() builds a new object.
  const known = canonicalZones.get(value);
  if (known !== undefined) return known;
  let canonical: string | null = null;
  if (value.length <= 64 && ZONE_NAME.test(value)) {
    try {
      canonical = cachedFormatter(value, ZONE_ONLY).resolvedOptions().timeZone;
    } catch {
      canonical = null;
    }
  }
  if (canonicalZones.size >= FORMATTER_LIMIT) canonicalZones.clear();
  canonicalZones.set(value, canonical);
  return canonical;
}

/** The user's stored IANA zone, or UTC when they have none (or an unreadable one). */
export function userTimeZone(stored: string | null | undefined): string {
  return (stored && canonicalTimeZone(stored)) || 'UTC';
}

export function isValidTimeZone(value: string): boolean {
  return canonicalTimeZone(value) !== null;
}

/** The calendar dates that are "today" somewhere on Earth at an instant, from UTC−12 to UTC+14. */
export function datesTodaySomewhere(now: Instant): { earliest: LocalDate; latest: LocalDate } {
  const ms = epochMs(now);
  return {
    earliest: fromDayNumber(Math.floor((ms + EARLIEST_OFFSET_HOURS * HOUR_MS) / DAY_MS)),
    latest: fromDayNumber(Math.floor((ms + LATEST_OFFSET_HOURS * HOUR_MS) / DAY_MS)),
  };
}

/** True when the date is the current calendar date in some zone between UTC−12 and UTC+14. */
export function isTodaySomewhere(date: LocalDate, now: Instant): boolean {
  if (!isLocalDate(date)) return false;
  const { earliest, latest } = datesTodaySomewhere(now);
  return earliest <= date && date <= latest;
}
