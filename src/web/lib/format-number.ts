import { currentLocale } from '../i18n/language.ts';

// The interface's numbers, in each language's locale (dates are in format-date.ts).

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(currentLocale(language)).format(value);
}

/** "15 minutos" (`long`) or "15 min" (`short`). */
export function formatMinutes(minutes: number, language: string, display: 'long' | 'short'): string {
  return new Intl.NumberFormat(currentLocale(language), {
    style: 'unit',
    unit: 'minute',
    unitDisplay: display,
  }).format(minutes);
}
