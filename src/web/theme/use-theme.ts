import { useSyncExternalStore } from 'react';
import { applyTheme, initialTheme, saveTheme, storedTheme, type Theme } from './theme.ts';

// One theme for the whole page, shared by every component that shows or changes it.
let current: Theme | null = null;
const listeners = new Set<() => void>();

function getTheme(): Theme {
  current ??= initialTheme();
  return current;
}

export function setTheme(theme: Theme, options: { persist: boolean } = { persist: true }): void {
  current = theme;
  applyTheme(theme);
  if (options.persist) saveTheme(theme);
  for (const listener of listeners) listener();
}

// Without a stored choice, follow the system when it changes.
function onSystemChange(event: MediaQueryListEvent): void {
  if (!storedTheme()) setTheme(event.matches ? 'dark' : 'light', { persist: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const query = window.matchMedia?.('(prefers-color-scheme: dark)');
  query?.addEventListener('change', onSystemChange);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener('change', onSystemChange);
  };
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, getTheme, () => 'light' as const);
  return { theme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
