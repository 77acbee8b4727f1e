import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { isLanguage, type Language } from '../../../shared/languages.ts';
import { negotiateLanguage } from '../../platform/i18n/messages.ts';

export type PageTheme = 'light' | 'dark' | 'system';

/**
 * The language a page is rendered in: `?lang=` when valid, else the `language` cookie the web
 * app sets with the visitor's choice, else Accept-Language, else es (docs/product-rules.md).
 */
export function pageLanguage(c: Context): Language {
  const asked = c.req.query('lang');
  if (isLanguage(asked)) return asked;
  const chosen = getCookie(c, 'language');
  if (isLanguage(chosen)) return chosen;
  return negotiateLanguage(undefined, c.req.header('accept-language'));
}

/** The theme chosen in the web app (its cookie); without one the browser follows the system's. */
export function pageTheme(c: Context): PageTheme {
  const chosen = getCookie(c, 'theme');
  return chosen === 'light' || chosen === 'dark' ? chosen : 'system';
}
