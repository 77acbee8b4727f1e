/**
 * The interface language and theme are kept in localStorage for the browser and mirrored in a
 * cookie for the server, so the next page is rendered in them from the first byte. The storage key
 * and the cookie have the same name.
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

/** The stored choice, or null when there is none, storage is blocked, or it holds something else. */
export function storedPreference<T extends string>(
  name: Preference,
  isValid: (value: unknown) => value is T,
) {
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
