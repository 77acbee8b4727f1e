import { afterEach, describe, expect, it } from 'vitest';
import { isTheme } from '../theme/theme.ts';
import { savePreference, storedPreference } from './preferences.ts';

// The app starts from the theme and language already on screen: the cookie's, which the server
// rendered from and the pre-paint script applied; localStorage only when the cookie is gone.

const clearCookie = (name: string) => (document.cookie = `${name}=; Path=/; Max-Age=0`);

afterEach(() => {
  clearCookie('theme');
  localStorage.clear();
});

describe('storedPreference', () => {
  it('reads the choice saved in both places', () => {
    savePreference('theme', 'dark');
    expect(storedPreference('theme', isTheme)).toBe('dark');
  });

  it('follows the cookie when localStorage holds another choice', () => {
    localStorage.setItem('theme', 'light');
    document.cookie = 'theme=dark; Path=/';
    expect(storedPreference('theme', isTheme)).toBe('dark');
  });

  it('falls back to localStorage without a cookie, and ignores what is not a theme', () => {
    localStorage.setItem('theme', 'light');
    expect(storedPreference('theme', isTheme)).toBe('light');
    document.cookie = 'theme=purple; Path=/';
    expect(storedPreference('theme', isTheme)).toBe('light');
    localStorage.setItem('theme', 'purple');
    expect(storedPreference('theme', isTheme)).toBeNull();
  });
});
