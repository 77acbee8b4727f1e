import type { Ritual } from './api/catalogue.ts';
import { FILTER_GROUPS, type CatalogueFilters, type FilterGroup } from './catalogue-filters.ts';
import { createIndex, indexEntry, type CatalogueIndex } from './catalogue-index.ts';
import { matchAll, type Matches } from './catalogue-matches.ts';
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
  /** The results' positions in the index: exact results first, then related ones. */
  positions: Int32Array;
  /** How many of `positions` are exact results; the rest are related. */
  exact: number;
  facets: Facets;
}

/** The hybrid outcome among the rituals `inPool` accepts (catalogue-search.ts). */
function resolve(index: CatalogueIndex, matches: Matches | null, inPool: (p: number) => boolean) {
  if (!matches) {
    const all = new Int32Array(index.size);
    let count = 0;
    for (let position = 0; position < index.size; position++) if (inPool(position)) all[count++] = position;
    return { positions: all.slice(0, count), exact: count };
  }
  const exact = matches.exact.filter(inPool);
  if (exact.length >= MIN_EXACT) return { positions: Int32Array.from(exact), exact: exact.length };
  const found = exact.slice();
  for (const position of matches.scored()) {
    if (found.length >= MAX_HYBRID_RESULTS) break;
    if (inPool(position) && !exact.includes(position)) found.push(position);
  }
  return { positions: Int32Array.from(found), exact: exact.length };
}

/** AND across groups, OR within a group, and the ids when given, as lookups by position. */
function poolFilter(index: CatalogueIndex, query: CatalogueQuery, filters: CatalogueQuery['filters']) {
  const ids = query.ids ?? null;
  const chosen = FILTER_GROUPS.filter((group) => filters[group].length > 0).map((group) => {
    const values = index.values[group];
    const allowed = new Uint8Array(values.length);
    for (const value of filters[group]) if (values.includes(value)) allowed[values.indexOf(value)] = 1;
    return { codes: index.codes[group], allowed };
  });
  return (position: number): boolean => {
    if (ids && !ids.has(index.ids[position]!)) return false;
    for (const { codes, allowed } of chosen) if (!allowed[codes[position]!]) return false;
    return true;
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
    const codes = index.codes[group];
    const values = index.values[group];
    const counts = new Int32Array(values.length);
    // In the order values first appear among the results, as the whole list has always had them.
    const order: number[] = [];
    for (const position of own.positions) if (counts[codes[position]!]!++ === 0) order.push(codes[position]!);
    facets[group] = Object.fromEntries(order.map((code) => [values[code], counts[code]]));
  }
  return { positions: main.positions, exact: main.exact, facets };
}

/** Searches `rituals` (already filtered, in display order) by the hybrid rules. */
export function searchRituals(rituals: readonly Ritual[], query: string, intentionLabels: IntentionLabels) {
  const filters = { intention: [], type: [], culture: [], moment: [] };
  const index = createIndex(rituals.map(indexEntry), intentionLabels);
  const { positions, exact } = searchCatalogue(index, { q: query, filters });
  const found = [...positions].map((position) => rituals[position]!);
  return { exact: found.slice(0, exact), related: found.slice(exact) };
}
