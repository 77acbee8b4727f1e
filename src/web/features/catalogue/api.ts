import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Language } from '#shared/languages.ts';
import type { Ritual } from '#shared/api/catalogue.ts';
import { useUiLanguage } from '#web/i18n/ui-language.ts';
import { request } from '#web/lib/api-client.ts';
import type { PrefetchContext } from '#web/lib/prefetch-context.ts';
import { prefetchRitualMarks } from '../progress/marks.ts';

async function fetchRituals(language: Language, signal: AbortSignal): Promise<Ritual[]> {
  const answer = await request('/api/v1/rituals', {
    signal,
    language,
    // The schema (and zod) load in parallel with the request instead of weighing on the first paint.
    schema: () => import('#shared/api/catalogue.ts').then((m) => m.ritualListResponseSchema),
  });
  return answer.data;
}

export function ritualsQuery(language: Language) {
  return queryOptions({
    queryKey: ['rituals', language],
    queryFn: ({ signal }) => fetchRituals(language, signal),
  });
}

/** The active catalogue in the interface language; a language change fetches that language. */
export function useRituals() {
  return useQuery(ritualsQuery(useUiLanguage()));
}

/** What the home page shows, fetched before the server renders it: the catalogue and the user's marks. */
export function prefetchCatalogue(context: PrefetchContext): Promise<unknown> {
  return Promise.all([
    context.queryClient.prefetchQuery(ritualsQuery(context.language)),
    prefetchRitualMarks(context),
  ]);
}
