import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type Language } from '#shared/languages.ts';
import type { Ritual, RitualListResponse } from '#shared/api/catalogue.ts';
import { filtersToQuery, type CatalogueFilters } from '#shared/catalogue-filters.ts';
import { useUiLanguage } from '#web/i18n/ui-language.ts';
import { request } from '#web/lib/api-client.ts';

// The schema (and zod) load in parallel with the request instead of weighing on the first paint.
const listSchema = () => import('#shared/api/catalogue.ts').then((m) => m.ritualListResponseSchema);

/** Results per page of the home page: the first screenful and each "Show more". */
export const CATALOGUE_PAGE_SIZE = 24;

async function fetchRituals(language: Language, signal: AbortSignal): Promise<Ritual[]> {
  return (await request('/api/v1/rituals', { signal, language, schema: listSchema })).data;
}

/** The whole catalogue in one language (a ritual's page relates it to the others). */
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

/**
 * The home page's one query: the search and filters of the URL, a page of results at a time,
 * searched on the server. `favoriteIds` (sorted) narrows to a signed-in user's favourites; null
 * for everyone else. Rendering on the server prefetches this same declaration.
 */
export function catalogueQuery(
  language: Language,
  filters: CatalogueFilters,
  favoriteIds: readonly number[] | null,
) {
  const params = filtersToQuery({ ...filters, favorites: false });
  if (favoriteIds) params.push(['id', favoriteIds.join(',')]);
  return infiniteQueryOptions({
    queryKey: ['rituals', language, 'search', params],
    initialPageParam: 1,
    queryFn: ({ signal, pageParam }): Promise<RitualListResponse> => {
      const search = new URLSearchParams([
        ...params,
        ['page', String(pageParam)],
        ['limit', String(CATALOGUE_PAGE_SIZE)],
      ]);
      return request(`/api/v1/rituals?${search}`, { signal, language, schema: listSchema });
    },
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useCatalogue(filters: CatalogueFilters, favoriteIds: readonly number[] | null) {
  return useInfiniteQuery(catalogueQuery(useUiLanguage(), filters, favoriteIds));
}
