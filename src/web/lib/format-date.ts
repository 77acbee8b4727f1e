import { addDays, type LocalDate } from '#shared/local-date.ts';
import { currentLocale } from '../i18n/language.ts';

// The interface's dates, through Intl in each language's locale (es-ES, en-US, fr-FR, pt-BR);
// numbers are in format-number.ts, apart so the home page's cards load no date code. Formatters are
// cached: pages format hundreds of heat-map days at a time.

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(currentLocale(language), options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A calendar date ('YYYY-MM-DD') in the interface language. A LocalDate is a day, not an instant:
 * it is formatted at noon UTC in UTC, so no time zone can move it to the day before or after.
 */
export function formatLocalDate(
  date: LocalDate,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return dateFormat(language, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** "sábado, 1 de marzo de 2025" (the daily tip card's date). */
export const longDate = (date: LocalDate, language: string) =>
  formatLocalDate(date, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** "1 mar" (the magical path's older days). */
export const shortDate = (date: LocalDate, language: string) =>
  formatLocalDate(date, language, { day: 'numeric', month: 'short' });

/** "1 de marzo" (a queued commitment the server refused later). */
export const dayAndMonth = (date: LocalDate, language: string) =>
  formatLocalDate(date, language, { day: 'numeric', month: 'long' });

/** An instant in the interface language, in the given zone (the browser's when none is given). */
export function formatInstant(
  instant: string,
  language: string,
  timeZone?: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return dateFormat(language, timeZone ? { ...options, timeZone } : options).format(new Date(instant));
}

export type RelativeDay = 'today' | 'yesterday' | 'other';

export function relativeDay(date: LocalDate, today: LocalDate): RelativeDay {
  if (date === today) return 'today';
  if (date === addDays(today, -1)) return 'yesterday';
  return 'other';
}
