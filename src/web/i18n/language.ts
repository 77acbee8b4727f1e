import { DEFAULT_LANGUAGE, isLanguage, LOCALES, type Language } from '#shared/languages.ts';
import { serverPageState } from '../lib/page-state.ts';
import { savePreference, storedPreference } from '../lib/preferences.ts';

export const LANGUAGE_NAMES: Record<Language, string> = {
  es: 'Español',
  en: 'English',
  fr: 'Français',
  pt: 'Português',
};

export function storedLanguage(): Language | null {
  return storedPreference('language', isLanguage);
}

export function saveLanguage(language: Language): void {
  savePreference('language', language);
}

/** The browser's language ("pt-BR" → "pt") when we have it, else Spanish. */
export function browserLanguage(): Language {
  const preferred = navigator.languages?.[0] ?? navigator.language ?? '';
  const primary = preferred.toLowerCase().split('-')[0];
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}

/** The server's choice for a rendered page (so the first render matches it), else the stored one. */
export function initialLanguage(): Language {
  return serverPageState()?.language ?? storedLanguage() ?? browserLanguage();
}

export function currentLocale(language: string): string {
  return isLanguage(language) ? LOCALES[language] : LOCALES[DEFAULT_LANGUAGE];
}
