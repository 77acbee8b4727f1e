import { savePreference, storedPreference } from '../lib/preferences.ts';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

export function storedTheme(): Theme | null {
  return storedPreference('theme', isTheme);
}

export function systemTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * The theme shown: stored if valid, else the system's. public/theme-init.js applied the same before
 * the first paint, from the cookie written with every stored choice.
 */
export function initialTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function saveTheme(theme: Theme): void {
  savePreference('theme', theme);
}
