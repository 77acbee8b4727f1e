import { storedLanguage } from '../i18n/language.ts';
import { storedTheme } from '../theme/theme.ts';
import { setPreferenceCookie } from './preferences.ts';

/**
 * Choices stored before the server rendered pages (localStorage only) reach its cookies, so the
 * next page is rendered in them.
 */
export function mirrorPreferences(): void {
  const theme = storedTheme();
  if (theme) setPreferenceCookie('theme', theme);
  const language = storedLanguage();
  if (language) setPreferenceCookie('language', language);
}
