/**
 * The interface language and theme are kept in localStorage for the browser and mirrored in a
 * cookie for the server, so the next page is rendered in them from the first byte.
 */
export type PreferenceCookie = 'language' | 'theme';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function setPreferenceCookie(name: PreferenceCookie, value: string): void {
  try {
    document.cookie = `${name}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  } catch {
    // Cookies blocked: the server falls back to Accept-Language and the system theme.
  }
}
