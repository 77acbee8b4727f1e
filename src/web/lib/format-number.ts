import { currentLocale } from '../i18n/language.ts';

// The interface's numbers, in each language's locale (dates are in format-date.ts).

/**
 * toLocaleString without options reuses the browser's own formatter for the locale: building a
 * new one for each number (every achievement card has some) cost the progress page 8 ms at start.
 */
export const formatNumber = (value: number, language: string): string =>
  value.toLocaleString(currentLocale(language));

/** "15 minutos" (`long`) or "15 min" (`short`). */
export const formatMinutes = (minutes: number, language: string, display: 'long' | 'short'): string =>
  minutes.toLocaleString(currentLocale(language), { style: 'unit', unit: 'minute', unitDisplay: display });
