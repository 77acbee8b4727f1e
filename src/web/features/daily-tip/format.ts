import { addDays, type LocalDate } from '../../../shared/local-date.ts';
import { currentLocale } from '../../i18n/language.ts';

// A LocalDate is a calendar day, not an instant: it is formatted at noon UTC in UTC, so no time
// zone can move it to the day before or after.
const atNoon = (date: LocalDate) => new Date(`${date}T12:00:00Z`);

/** "sábado, 1 de marzo de 2025" in the language's locale (the card's date). */
export function longDate(date: LocalDate, language: string): string {
  return new Intl.DateTimeFormat(currentLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(atNoon(date));
}

/** "1 mar" in the language's locale (the magical path's older days). */
export function shortDate(date: LocalDate, language: string): string {
  return new Intl.DateTimeFormat(currentLocale(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(atNoon(date));
}

export type RelativeDay = 'today' | 'yesterday' | 'other';

export function relativeDay(date: LocalDate, today: LocalDate): RelativeDay {
  if (date === today) return 'today';
  if (date === addDays(today, -1)) return 'yesterday';
  return 'other';
}
