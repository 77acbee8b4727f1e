import type { Language } from '#shared/languages.ts';

// The signed-in user's progress queries: their keys. Every query is marked as the user's
// (meta.user), so signing out forgets it (auth/session.ts forgetUser). Kept small: the home page
// loads it for the catalogue's marks; the requests live in api.ts, loaded with pages.

export const USER_META = { user: true } as const;

export const progressKeys = {
  all: ['me', 'progress-data'] as const,
  completions: ['me', 'progress-data', 'completions'] as const,
  favorites: ['me', 'progress-data', 'favorites'] as const,
  progress: (language: Language) => ['me', 'progress-data', 'progress', language] as const,
  unseen: (language: Language) => ['me', 'progress-data', 'unseen', language] as const,
};
