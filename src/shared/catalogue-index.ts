import type { Ritual } from './api/catalogue.ts';
import {
  FILTER_GROUPS,
  matchesFilters,
  type CatalogueFilters,
  type FilterGroup,
} from './catalogue-filters.ts';
import {
  foldRitual,
  foldText,
  isExact,
  MAX_HYBRID_RESULTS,
  MIN_EXACT,
  queryWords,
  relatedScore,
  type FoldedRitual,
  type IntentionLabels,
} from './catalogue-search.ts';

// The catalogue folded once (when it is loaded, not per query) with a trigram index over the
// searched fields, so a query touches only the rituals that can contain its text. The trigrams
// only narrow the candidates; every candidate is still judged by the rules of catalogue-search.ts,
// so the results are exactly those of a scan over every ritual.

const GRAM = 3;
const SEARCHED = ['title', 'objects', 'intention', 'steps', 'origin'] as const;
/** Intersecting the rarest few trigram lists narrows enough; the exact check does the rest. */
const MAX_LISTS = 4;

export interface CatalogueIndex {
  /** In display order (most popular first); a ritual's position is its place here. */
  readonly entries: readonly FoldedRitual[];
  readonly grams: ReadonlyMap<number, readonly number[]>;
}

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

const gramKey = (text: string, at: number): number =>
  text.charCodeAt(at) * 4_294_967_296 + text.charCodeAt(at + 1) * 65_536 + text.charCodeAt(at + 2);

/** Builds an index a slice at a time, so a caller can yield between slices of a large catalogue. */
export function createIndexBuilder(intentionLabels: IntentionLabels) {
  const entries: FoldedRitual[] = [];
  const grams = new Map<number, number[]>();
  return {
    add(rituals: readonly Ritual[]): void {
      for (const ritual of rituals) {
        const position = entries.length;
        const folded = foldRitual(ritual, intentionLabels);
        entries.push(folded);
        for (const field of SEARCHED) {
          const text = folded[field];
          for (let at = 0; at + GRAM <= text.length; at++) {
            const key = gramKey(text, at);
            const list = grams.get(key);
            if (!list) grams.set(key, [position]);
            else if (list[list.length - 1] !== position) list.push(position);
          }
        }
      }
    },
    finish: (): CatalogueIndex => ({ entries, grams }),
  };
}

export function createIndex(rituals: readonly Ritual[], intentionLabels: IntentionLabels): CatalogueIndex {
  const builder = createIndexBuilder(intentionLabels);
  builder.add(rituals);
  return builder.finish();
}

function intersect(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      out.push(a[i]!);
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return out;
}

/** Positions that may contain `needle` (ascending); null when it is too short to narrow anything. */
function candidates(index: CatalogueIndex, needle: string): readonly number[] | null {
  if (needle.length < GRAM) return null;
  const lists: (readonly number[])[] = [];
  for (let at = 0; at + GRAM <= needle.length; at++) {
    const list = index.grams.get(gramKey(needle, at));
    if (!list) return [];
    lists.push(list);
  }
  lists.sort((a, b) => a.length - b.length);
  return lists.slice(1, MAX_LISTS).reduce<readonly number[]>((acc, list) => intersect(acc, list), lists[0]!);
}

interface Matches {
  exact: number[];
  /** Rituals sharing a query word, best score first, ties in display order. */
  scored: number[];
}

/** The query's matches over the whole catalogue, before any filter; null for an empty query. */
function matchAll(index: CatalogueIndex, query: string): Matches | null {
  const folded = foldText(query).trim();
  if (!folded) return null;
  const all = () => index.entries.map((_, position) => position);
  const exact = (candidates(index, folded) ?? all()).filter((p) => isExact(index.entries[p]!, folded));
  const words = queryWords(query);
  const scores = new Map<number, number>();
  for (const word of words) {
    for (const position of candidates(index, word) ?? all()) {
      if (!scores.has(position)) scores.set(position, relatedScore(index.entries[position]!, words));
    }
  }
  const scored = [...scores]
    .filter(([, score]) => score > 0)
    .sort(([pa, sa], [pb, sb]) => sb - sa || pa - pb)
    .map(([position]) => position);
  return { exact, scored };
}

/** The hybrid outcome among the rituals `inPool` accepts (catalogue-search.ts). */
function resolve(index: CatalogueIndex, matches: Matches | null, inPool: (p: number) => boolean) {
  if (!matches) {
    const exact = index.entries.flatMap((_, position) => (inPool(position) ? [position] : []));
    return { positions: exact, exact: exact.length };
  }
  const exact = matches.exact.filter(inPool);
  if (exact.length >= MIN_EXACT) return { positions: exact, exact: exact.length };
  const isExactHere = new Set(exact);
  const related = matches.scored
    .filter((p) => inPool(p) && !isExactHere.has(p))
    .slice(0, MAX_HYBRID_RESULTS - exact.length);
  return { positions: [...exact, ...related], exact: exact.length };
}

function poolFilter(index: CatalogueIndex, query: CatalogueQuery, filters: CatalogueQuery['filters']) {
  const ids = query.ids ?? null;
  return (position: number): boolean => {
    const { ritual } = index.entries[position]!;
    return (!ids || ids.has(ritual.id)) && matchesFilters(ritual, filters);
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
