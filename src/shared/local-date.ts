// Calendar days as 'YYYY-MM-DD' strings (instants seen from a time zone are in zoned-time.ts).
// A user's day is their local calendar day (docs/product-rules.md, Days and streaks); no date library.
// Calendar arithmetic works on day numbers (days since 1970-01-01) and never on a local clock.

/** A calendar date, 'YYYY-MM-DD'. */
export type LocalDate = string;
/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Days since 1970-01-01 (negative before), or NaN when the text is not a real calendar date. */
function dayNumber(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return Number.NaN;
  // Plain arithmetic on the proleptic Gregorian calendar in 400-year eras (H. Hinnant's
  // days_from_civil): this runs for every day of every streak, and a Date per call was the cost.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYearFromMarch = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYearFromMarch;
  return era * 146_097 + dayOfEra - 719_468;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] ?? 0);
}

function checkedDayNumber(date: LocalDate): number {
  const n = dayNumber(date);
  if (Number.isNaN(n)) throw new RangeError(`Invalid calendar date: ${date}`);
  return n;
}

const TWO_DIGITS = Array.from({ length: 32 }, (_, n) => pad(n, 2));

/** The inverse of dayNumber (H. Hinnant's civil_from_days), for years 0000–9999. */
export function fromDayNumber(n: number): LocalDate {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfMarchYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfMarchYear + 2) / 153);
  const day = dayOfMarchYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad(year, 4)}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`;
}

/** True for a real calendar date written 'YYYY-MM-DD' (so '2025-02-29' is false). */
export function isLocalDate(value: unknown): value is LocalDate {
  return typeof value === 'string' && !Number.isNaN(dayNumber(value));
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromDayNumber(checkedDayNumber(date) + days);
}

/** `count` consecutive calendar dates from `from` on, with one parse instead of one per date. */
export function datesFrom(from: LocalDate, count: number): LocalDate[] {
  const first = checkedDayNumber(from);
  return Array.from({ length: Math.max(0, count) }, (_, i) => fromDayNumber(first + i));
}

export function previousDay(date: LocalDate): LocalDate {
  return addDays(date, -1);
}

export function nextDay(date: LocalDate): LocalDate {
  return addDays(date, 1);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return checkedDayNumber(to) - checkedDayNumber(from);
}

/** Whole days since 31 December of the previous year, so 1 January is 1, 29 February 60. */
export function dayOfYear(date: LocalDate): number {
  return daysBetween(`${date.slice(0, 4)}-01-01`, date) + 1;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday). */
export function weekdayOf(date: LocalDate): IsoWeekday {
  const n = checkedDayNumber(date);
  return (((((n + 3) % 7) + 7) % 7) + 1) as IsoWeekday;
}

/** The Monday that starts the ISO week of the date. */
export function startOfIsoWeek(date: LocalDate): LocalDate {
  return addDays(date, 1 - weekdayOf(date));
}

/** ISO 8601 week key, e.g. '2025-W01' (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeekKey(date: LocalDate): string {
  const thursday = addDays(date, 4 - weekdayOf(date));
  const week = Math.floor((dayOfYear(thursday) - 1) / 7) + 1;
  return `${thursday.slice(0, 4)}-W${pad(week, 2)}`;
}

/** 'YYYY-MM' of a calendar date. */
export function monthKey(date: LocalDate): string {
  checkedDayNumber(date);
  return date.slice(0, 7);
}
