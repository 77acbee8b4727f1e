import { useTranslation } from '#web/i18n/use-translation.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/languages.ts';
import { i18n } from './i18n.ts';

const asLanguage = (value: string): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/** The interface language now, outside React (requests, background sync). */
export function uiLanguage(): Language {
  return asLanguage(i18n.language);
}

/** The interface language, re-rendering the component when it changes. */
export function useUiLanguage(): Language {
  return asLanguage(useTranslation().i18n.language);
}
