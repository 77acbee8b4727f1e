import { DEFAULT_LANGUAGE, isLanguage, LOCALES, type Language } from '#shared/languages.ts';
import { serverPageState } from '../lib/page-state.ts';
import { setPreferenceCookie } from '../lib/preference-cookie.ts';

const STORAGE_KEY = 'language';

export const LANGUAGE_NAMES: Record<Language, string> = {
  es: 'Español',
  en: 'English',
  fr: 'Français',
  pt: 'Português',
};

export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage blocked: the cookie still carries the choice to the next page.
  }
  setPreferenceCookie('language', language);
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
