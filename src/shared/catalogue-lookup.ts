import type { Ritual } from './api/catalogue.ts';
import { FILTER_GROUPS, filterTest, type CatalogueFilters, type FilterGroup } from './catalogue-filters.ts';
import { createIndex, matchAll, type CatalogueIndex, type Matches } from './catalogue-index.ts';
import { MAX_HYBRID_RESULTS, MIN_EXACT, type IntentionLabels } from './catalogue-search.ts';

// A query over the indexed catalogue (catalogue-index.ts): its matches narrowed by the filters and
// ritual ids, cut by the hybrid rules (catalogue-search.ts), with the facets of each filter group.

/** What a query selects: the text, the filter groups and, optionally, a set of ritual ids. */
export interface CatalogueQuery {
  q: string;
  filters: Pick<CatalogueFilters, FilterGroup>;
  /** Only these rituals (a signed-in user's favourites); null or absent: every ritual. */
  ids?: ReadonlySet<number> | null;
}

/** Per group, how many of the current results have each value (values with none are left out). */
export type Facets = Record<FilterGroup, Record<string, number>>;

export interface CatalogueResult {
  /** Exact results first, then related ones. */
  rituals: Ritual[];
  /** How many of `rituals` are exact results; the rest are related. */
  exact: number;
  facets: Facets;
}

/** The hybrid outcome among the rituals `inPool` accepts (catalogue-search.ts). */
function resolve(index: CatalogueIndex, matches: Matches | null, inPool: (p: number) => boolean) {
  if (!matches) {
    const all: number[] = [];
    for (let position = 0; position < index.entries.length; position++)
      if (inPool(position)) all.push(position);
    return { positions: all, exact: all.length };
  }
  const exact = matches.exact.filter(inPool);
  if (exact.length >= MIN_EXACT) return { positions: exact, exact: exact.length };
  const isExactHere = new Set(exact);
  const related = matches
    .scored()
    .filter((p) => inPool(p) && !isExactHere.has(p))
    .slice(0, MAX_HYBRID_RESULTS - exact.length);
  return { positions: [...exact, ...related], exact: exact.length };
}

function poolFilter(index: CatalogueIndex, query: CatalogueQuery, filters: CatalogueQuery['filters']) {
  const ids = query.ids ?? null;
  const matches = filterTest(filters);
  return (position: number): boolean => {
    const { ritual } = index.entries[position]!;
    return (!ids || ids.has(ritual.id)) && matches(ritual);
  };
}

/**
 * The results of a query and its facets. A group's facet counts the results the query would give
 * without that group's own selection, so each option says what choosing it adds (OR within a
 * group) while the other groups still narrow (AND across groups).
 */
export function searchCatalogue(index: CatalogueIndex, query: CatalogueQuery): CatalogueResult {
  const matches = matchAll(index, query.q);
  const main = resolve(index, matches, poolFilter(index, query, query.filters));
  const facets = {} as Facets;
  for (const group of FILTER_GROUPS) {
    const own =
      query.filters[group].length === 0
        ? main
        : resolve(index, matches, poolFilter(index, query, { ...query.filters, [group]: [] }));
    const counts: Record<string, number> = {};
    for (const position of own.positions) {
      const value = index.entries[position]!.ritual[group];
      counts[value] = (counts[value] ?? 0) + 1;
    }
    facets[group] = counts;
  }
  return {
    rituals: main.positions.map((position) => index.entries[position]!.ritual),
    exact: main.exact,
    facets,
  };
}

/** Searches `rituals` (already filtered, in display order) by the hybrid rules. */
export function searchRituals(rituals: readonly Ritual[], query: string, intentionLabels: IntentionLabels) {
  const filters = { intention: [], type: [], culture: [], moment: [] };
  const { rituals: found, exact } = searchCatalogue(createIndex(rituals, intentionLabels), {
    q: query,
    filters,
  });
  return { exact: found.slice(0, exact), related: found.slice(exact) };
}
