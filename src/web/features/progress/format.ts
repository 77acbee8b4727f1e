import type { LocalDate } from '../../../shared/local-date.ts';
import { currentLocale } from '../../i18n/language.ts';

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(currentLocale(language), options);
    cache.set(key, format);
  }
  return format;
}

/** A calendar date ('YYYY-MM-DD') in the interface language, read as that very day. */
export function formatLocalDate(
  date: LocalDate,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return formatter(language, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** An instant in the interface language, in the given zone. */
export function formatInstant(
  instant: string,
  language: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return formatter(language, { ...options, timeZone }).format(new Date(instant));
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(currentLocale(language)).format(value);
}
