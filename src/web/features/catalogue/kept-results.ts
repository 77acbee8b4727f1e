import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Ritual, RitualListResponse } from '#shared/api/catalogue.ts';
import { parseFilters } from '#shared/catalogue-filters.ts';
import { createIndex, indexEntry } from '#shared/catalogue-index.ts';
import { searchCatalogue } from '#shared/catalogue-lookup.ts';
import type { Language } from '#shared/languages.ts';
import { INTENTIONS, type Intention } from '#shared/taxonomy.ts';
import { i18n } from '#web/i18n/i18n.ts';
import { onReconnect } from '#web/lib/connectivity.ts';

// Without a network, the home page's search runs over the rituals this page already holds (the
// results it was rendered with, or any it was shown since), by the server's own rules
// (src/shared/catalogue-lookup.ts), so the filters keep working over what was kept (ADR 0013).
// Loaded only then: the search index code is not part of the first page's JavaScript.

/** Every ritual of `language` in the page's kept results, once each, in the order first seen. */
function keptRituals(client: QueryClient, language: Language): Ritual[] {
  const seen = new Map<number, Ritual>();
  const lists = client.getQueriesData<InfiniteData<RitualListResponse>>({
    queryKey: ['rituals', language, 'search'],
  });
  for (const [, data] of lists)
    for (const page of data?.pages ?? [])
      for (const ritual of page.data) if (!seen.has(ritual.id)) seen.set(ritual.id, ritual);
  return [...seen.values()];
}

/**
 * The answer the server would give to `params` (the query's filters and ids), searched among the
 * kept rituals, in one page; null when nothing is kept. The server is asked again as soon as it
 * can be reached.
 */
export function searchKept(
  client: QueryClient,
  language: Language,
  params: readonly [string, string][],
): RitualListResponse | null {
  const rituals = keptRituals(client, language);
  if (rituals.length === 0) return null;
  const query = new URLSearchParams([...params]);
  const filters = parseFilters(query);
  const ids = query.get('id');
  const t = i18n.getFixedT(language, 'taxonomy');
  const labels = Object.fromEntries(INTENTIONS.map((key) => [key, t(`intention.${key}`)])) as Record<
    Intention,
    string
  >;
  const index = createIndex(rituals.map(indexEntry), labels);
  const result = searchCatalogue(index, {
    q: filters.q,
    filters,
    ids: ids === null ? null : new Set(ids.split(',').map(Number)),
  });
  const data = [...result.positions].map((position) => rituals[position]!);
  const stop = onReconnect(() => {
    stop();
    void client.invalidateQueries({ queryKey: ['rituals', language, 'search'] });
  });
  return {
    success: true,
    data,
    page: 1,
    limit: Math.max(1, data.length),
    total: data.length,
    exact: result.exact,
    facets: result.facets,
  };
}
