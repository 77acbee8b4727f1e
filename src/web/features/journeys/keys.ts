import type { Language } from '#shared/languages.ts';

// The journeys' query keys. Kept small: the outbox's journey steps (loaded with every page once it
// is idle) refresh the enrolments by this key without loading the journeys' requests (api.ts).

export const journeyKeys = {
  list: (language: Language) => ['journeys', language, 'list'] as const,
  one: (language: Language, slug: string) => ['journeys', language, 'one', slug] as const,
  rituals: (language: Language, slug: string) => ['journeys', language, 'rituals', slug] as const,
  mine: ['me', 'journeys'] as const,
};
