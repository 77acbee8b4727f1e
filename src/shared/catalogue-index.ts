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
  SEARCH_WEIGHTS,
  type FoldedRitual,
  type IntentionLabels,
} from './catalogue-search.ts';

// The catalogue folded once (when it is loaded, not per query), with an index from each word of
// the searched fields to the rituals and fields holding it. A query word or phrase lies inside the
// words of a field, so a query only looks at the catalogue's distinct words and the rituals listed
// under those containing it; the exact rule is still checked on the text where a phrase spans
// several words. The results are those of judging every ritual by catalogue-search.ts's rules.

const WORD = /[\p{L}\p{N}]+/gu;
const FIELDS = ['title', 'objects', 'intention', 'steps', 'origin'] as const;
const BIT = { title: 1, objects: 2, intention: 4, steps: 8, origin: 16 } as const;
/** The fields the exact rule looks at (not the intention). */
const EXACT_FIELDS = BIT.title | BIT.objects | BIT.steps | BIT.origin;
/** The related score of a word found in the fields of a bit mask. */
const WEIGHT_OF_MASK = Array.from({ length: 32 }, (_, mask) =>
  FIELDS.reduce((sum, field) => sum + (mask & BIT[field] ? SEARCH_WEIGHTS[field] : 0), 0),
);

export interface CatalogueIndex {
  /** In display order (most popular first); a ritual's position is its place here. */
  readonly entries: readonly FoldedRitual[];
  /** The distinct words of the searched fields, and for each, `position * 32 + field mask` ascending. */
  readonly words: readonly string[];
  readonly postings: readonly (readonly number[])[];
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

/** Builds an index a slice at a time, so a caller can yield between slices of a large catalogue. */
export function createIndexBuilder(intentionLabels: IntentionLabels) {
  const entries: FoldedRitual[] = [];
  const byWord = new Map<string, number[]>();
  return {
    add(rituals: readonly Ritual[]): void {
      for (const ritual of rituals) {
        const position = entries.length;
        const folded = foldRitual(ritual, intentionLabels);
        entries.push(folded);
        const masks = new Map<string, number>();
        for (const field of FIELDS) {
          for (const word of folded[field].match(WORD) ?? [])
            masks.set(word, (masks.get(word) ?? 0) | BIT[field]);
        }
        for (const [word, mask] of masks) {
          const list = byWord.get(word);
          if (list) list.push(position * 32 + mask);
          else byWord.set(word, [position * 32 + mask]);
        }
      }
    },
    finish: (): CatalogueIndex => ({ entries, words: [...byWord.keys()], postings: [...byWord.values()] }),
  };
}

export function createIndex(rituals: readonly Ritual[], intentionLabels: IntentionLabels): CatalogueIndex {
  const builder = createIndexBuilder(intentionLabels);
  builder.add(rituals);
  return builder.finish();
}

/** The rituals with a word containing `part` (letters and digits only), and in which fields. */
interface Found {
  /** Each such ritual once, in no particular order. */
  positions: number[];
  /** By position: the fields holding `part` (0 for rituals not found). */
  masks: Uint8Array;
}

function fieldsContaining(index: CatalogueIndex, part: string): Found {
  const masks = new Uint8Array(index.entries.length);
  const positions: number[] = [];
  for (let w = 0; w < index.words.length; w++) {
    if (!index.words[w]!.includes(part)) continue;
    for (const packed of index.postings[w]!) {
      const position = Math.floor(packed / 32);
      if (masks[position] === 0) positions.push(position);
      masks[position]! |= packed & 31;
    }
  }
  return { positions, masks };
}

const ascending = (a: number, b: number) => a - b;
/** Shorter words sit inside too many others to narrow anything; their rituals are scanned. */
const MIN_NARROWING = 3;

/** Positions whose exact fields contain the folded query. */
function exactMatches(index: CatalogueIndex, folded: string): number[] {
  const parts = [...new Set(folded.match(WORD) ?? [])].filter((part) => part.length >= MIN_NARROWING);
  if (parts.length === 1 && parts[0] === folded) {
    // A single word: containing it in a field's word is containing it in the field.
    const { positions, masks } = fieldsContaining(index, folded);
    return positions.filter((p) => masks[p]! & EXACT_FIELDS).sort(ascending);
  }
  // Each word of a phrase lies inside a word of the field that holds the phrase: narrow by the
  // two longest, then check the phrase itself.
  let candidates: number[] | null = null;
  for (const part of parts.sort((a, b) => b.length - a.length).slice(0, 2)) {
    const { positions, masks } = fieldsContaining(index, part);
    candidates = (candidates ?? positions).filter((p) => masks[p]! & EXACT_FIELDS);
  }
  const pool = candidates ? candidates.sort(ascending) : index.entries.map((_, position) => position);
  return pool.filter((p) => isExact(index.entries[p]!, folded));
}

interface Matches {
  exact: number[];
  /** Rituals sharing a query word, best score first, ties in display order (worked out when needed). */
  scored: () => number[];
}

/** The query's matches over the whole catalogue, before any filter; null for an empty query. */
function matchAll(index: CatalogueIndex, query: string): Matches | null {
  const folded = foldText(query).trim();
  if (!folded) return null;
  let scored: number[] | undefined;
  return {
    exact: exactMatches(index, folded),
    scored: () => {
      if (scored) return scored;
      const scores = new Map<number, number>();
      for (const word of queryWords(query)) {
        const { positions, masks } = fieldsContaining(index, word);
        for (const position of positions) {
          scores.set(position, (scores.get(position) ?? 0) + WEIGHT_OF_MASK[masks[position]!]!);
        }
      }
      scored = [...scores]
        .filter(([, score]) => score > 0)
        .sort(([pa, sa], [pb, sb]) => sb - sa || pa - pb)
        .map(([position]) => position);
      return scored;
    },
  };
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
