import type { Language } from '#shared/languages.ts';
import { progressKeys } from '../progress/keys.ts';

// The journeys' query keys, apart from their requests (api.ts).

export const journeyKeys = {
  list: (language: Language) => ['journeys', language, 'list'] as const,
  one: (language: Language, slug: string) => ['journeys', language, 'one', slug] as const,
  rituals: (language: Language, slug: string) => ['journeys', language, 'rituals', slug] as const,
  // Under the progress data's key: what refreshes the progress after a completion, made here or
  // sent from the offline queue, refreshes today's steps too.
  mine: [...progressKeys.all, 'journeys'] as const,
};
