import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type Language } from '#shared/languages.ts';
import type { Ritual, RitualListResponse } from '#shared/api/catalogue.ts';
import { filtersToQuery, parseFilters, type CatalogueFilters } from '#shared/catalogue-filters.ts';
import { useUiLanguage } from '#web/i18n/ui-language.ts';
import { ApiError, dataOrNone, request } from '#web/lib/api-client.ts';
import type { Prefetched, PrefetchContext } from '#web/lib/prefetch-context.ts';
import { favoriteIdsOf, prefetchRitualMarks } from '../progress/marks.ts';

// The schema (and zod) load in parallel with the request instead of weighing on the first paint.
const listSchema = () => import('#shared/api/catalogue.ts').then((m) => m.ritualListResponseSchema);

/** Results per page of the home page: the first screenful and each "Show more". */
export const CATALOGUE_PAGE_SIZE = 24;

/** One ritual in one language; null when it does not exist or is inactive. */
export function ritualQuery(language: Language, id: number) {
  return queryOptions({
    queryKey: ['rituals', language, 'one', id],
    queryFn: ({ signal }): Promise<Ritual | null> =>
      dataOrNone(
        request(`/api/v1/rituals/${id}`, {
          signal,
          language,
          schema: () => import('#shared/api/catalogue.ts').then((m) => m.ritualResponseSchema),
        }),
      ),
  });
}

/** The rituals most like one (its page shows them), chosen on the server. */
export function relatedQuery(language: Language, id: number) {
  return queryOptions({
    queryKey: ['rituals', language, 'related', id],
    queryFn: async ({ signal }): Promise<Ritual[]> =>
      (
        await request(`/api/v1/rituals/${id}/related`, {
          signal,
          language,
          schema: () => import('#shared/api/catalogue.ts').then((m) => m.relatedRitualsResponseSchema),
        })
      ).data,
  });
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
    // Asked even without a network: the worker may hold the answer, and else the kept results do.
    networkMode: 'always',
    queryFn: async ({ signal, pageParam, client }): Promise<RitualListResponse> => {
      const search = new URLSearchParams([
        ...params,
        ['page', String(pageParam)],
        ['limit', String(CATALOGUE_PAGE_SIZE)],
      ]);
      try {
        return await request(`/api/v1/rituals?${search}`, { signal, language, schema: listSchema });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 0 || pageParam !== 1) throw error;
        const kept = (await import('./kept-results.ts')).searchKept(client, language, params);
        if (!kept) throw error;
        return kept;
      }
    },
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useCatalogue(filters: CatalogueFilters, favoriteIds: readonly number[] | null) {
  return useInfiniteQuery(catalogueQuery(useUiLanguage(), filters, favoriteIds));
}

/**
 * What the home page shows, fetched before the server renders it: the user's marks, then the first
 * page of results for the URL's search and filters, under the same key the page will ask for.
 */
export async function prefetchCatalogue(context: PrefetchContext): Promise<void> {
  const { queryClient, language, search, user } = context;
  await prefetchRitualMarks(context);
  const urlFilters = parseFilters(search);
  // As on the page: the favourites filter is the signed-in user's; a visitor's is ignored.
  const filters = user || !urlFilters.favorites ? urlFilters : { ...urlFilters, favorites: false };
  const favoriteIds = filters.favorites ? favoriteIdsOf(queryClient) : null;
  await queryClient.prefetchInfiniteQuery(catalogueQuery(language, filters, favoriteIds));
}

/** A ritual's page: the ritual, the ones like it, and the user's marks. */
export async function prefetchRitual(context: PrefetchContext): Promise<Prefetched> {
  const { queryClient, language, params } = context;
  const id = /^[1-9]\d{0,8}$/.test(params.id ?? '') ? Number(params.id) : null;
  await prefetchRitualMarks(context);
  if (id === null) return 'missing';
  await queryClient.prefetchQuery(ritualQuery(language, id));
  const ritual = queryClient.getQueryData(ritualQuery(language, id).queryKey);
  if (ritual === null) return 'missing';
  if (ritual) await queryClient.prefetchQuery(relatedQuery(language, id));
  return undefined;
}
