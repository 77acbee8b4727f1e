/**
 * The interface language and theme are kept in a cookie, so the server renders the next page in
 * them from the first byte, and in localStorage, which outlives a cookie a browser expires early.
 * The storage key and the cookie have the same name.
 */
export type Preference = 'language' | 'theme';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function setPreferenceCookie(name: Preference, value: string): void {
  try {
    document.cookie = `${name}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  } catch {
    // Cookies blocked: the server falls back to Accept-Language and the system theme.
  }
}

/**
 * The stored choice, or null when there is none, storage is blocked, or it holds something else.
 * The cookie comes first: the server renders the page from it and public/theme-init.js paints the
 * theme from it, so the app starts from what is already on screen. localStorage answers when the
 * cookie is gone (expired, or a choice made before there were cookies; after-load writes it back).
 */
export function storedPreference<T extends string>(
  name: Preference,
  isValid: (value: unknown) => value is T,
): T | null {
  try {
    const cookie = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
    const value = cookie?.slice(name.length + 1);
    if (isValid(value)) return value;
  } catch {
    // Cookies blocked: localStorage may still hold the choice.
  }
  try {
    const value = localStorage.getItem(name);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function savePreference(name: Preference, value: string): void {
  try {
    localStorage.setItem(name, value);
  } catch {
    // Storage blocked: the cookie still carries the choice to the next page.
  }
  setPreferenceCookie(name, value);
}
