import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/languages.ts';

const asLanguage = (value: string): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/**
 * The interface language now, outside React (requests, background sync). It reads i18next's one
 * instance, which i18n.ts sets up, without importing the set-up (and its bundled texts) itself.
 */
export function uiLanguage(): Language {
  return asLanguage(i18n.language);
}

/** The interface language, re-rendering the component when it changes. */
export function useUiLanguage(): Language {
  return asLanguage(useTranslation().i18n.language);
}
