import { changeLanguage } from '../i18n/i18n.ts';
import { storedLanguage } from '../i18n/language.ts';
import { storedTheme } from '../theme/theme.ts';
import { preferenceCookie, setPreferenceCookie } from './preference-cookie.ts';

/**
 * Choices stored before the server rendered pages (localStorage only) reach the server's cookie;
 * a stored language the server could not know yet applies now, once.
 */
export function mirrorPreferences(): void {
  const theme = storedTheme();
  if (theme && preferenceCookie('theme') !== theme) setPreferenceCookie('theme', theme);
  const language = storedLanguage();
  if (!language || preferenceCookie('language')) return;
  setPreferenceCookie('language', language);
  if (!new URLSearchParams(window.location.search).has('lang')) void changeLanguage(language);
}
