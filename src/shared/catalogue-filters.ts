import type { Ritual } from './api/catalogue.ts';
import { CULTURES, INTENTIONS, MOMENTS, RITUAL_TYPES } from './taxonomy.ts';
import type { Culture, Intention, Moment, RitualType } from './taxonomy.ts';

// The catalogue's filters, as they live in the URL:
// ?q=text&type=candles&type=ritualBaths&intention=love,money&culture=…&moment=…&favorites=1
// Repeated parameters and comma lists are both accepted; unknown keys are dropped. `favorites`
// keeps only the signed-in user's favourites; the page applies it (it needs the user's list) and
// ignores it for visitors.

export const FILTER_GROUPS = ['intention', 'type', 'culture', 'moment'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

export interface FilterValues {
  intention: Intention;
  type: RitualType;
  culture: Culture;
  moment: Moment;
}

export type CatalogueFilters = { q: string; favorites: boolean } & { [G in FilterGroup]: FilterValues[G][] };

const ALLOWED: { [G in FilterGroup]: readonly FilterValues[G][] } = {
  intention: INTENTIONS,
  type: RITUAL_TYPES,
  culture: CULTURES,
  moment: MOMENTS,
};

/** What parsing needs of URLSearchParams (shared code is typed without DOM or Node globals). */
export interface QueryParams {
  get(name: string): string | null;
  getAll(name: string): string[];
}

export const EMPTY_FILTERS: CatalogueFilters = {
  q: '',
  favorites: false,
  intention: [],
  type: [],
  culture: [],
  moment: [],
};

function readGroup<G extends FilterGroup>(params: QueryParams, group: G): FilterValues[G][] {
  const allowed: readonly string[] = ALLOWED[group];
  const values = params
    .getAll(group)
    .flatMap((raw: string) => raw.split(','))
    .map((value) => value.trim())
    .filter((value) => allowed.includes(value)) as FilterValues[G][];
  return [...new Set(values)];
}

export function parseFilters(params: QueryParams): CatalogueFilters {
  return {
    q: (params.get('q') ?? '').trim(),
    favorites: ['1', 'true'].includes(params.get('favorites') ?? ''),
    intention: readGroup(params, 'intention'),
    type: readGroup(params, 'type'),
    culture: readGroup(params, 'culture'),
    moment: readGroup(params, 'moment'),
  };
}

/** The URL query as [name, value] pairs (for `new URLSearchParams(…)`): q first, then each group. */
export function filtersToQuery(filters: CatalogueFilters): [string, string][] {
  const entries: [string, string][] = [];
  const q = filters.q.trim();
  if (q) entries.push(['q', q]);
  for (const group of FILTER_GROUPS) {
    for (const value of filters[group]) entries.push([group, value]);
  }
  if (filters.favorites) entries.push(['favorites', '1']);
  return entries;
}

export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return (
    filters.q.trim() !== '' || filters.favorites || FILTER_GROUPS.some((group) => filters[group].length > 0)
  );
}

export function countActiveFilters(filters: CatalogueFilters): number {
  return FILTER_GROUPS.reduce(
    (sum, group) => sum + filters[group].length,
    (filters.q.trim() ? 1 : 0) + (filters.favorites ? 1 : 0),
  );
}

export function toggleFilterValue(
  filters: CatalogueFilters,
  group: FilterGroup,
  value: string,
): CatalogueFilters {
  const current: readonly string[] = filters[group];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...filters, [group]: next };
}

export function removeFilterValue(
  filters: CatalogueFilters,
  group: FilterGroup,
  value: string,
): CatalogueFilters {
  return { ...filters, [group]: (filters[group] as readonly string[]).filter((v) => v !== value) };
}

/**
 * The filters as one test: AND across groups, OR within a group; an empty group does not filter.
 * Made once per query, so a scan of thousands of rituals looks each value up in a set.
 */
export function filterTest(filters: Pick<CatalogueFilters, FilterGroup>): (ritual: Ritual) => boolean {
  const chosen = FILTER_GROUPS.filter((group) => filters[group].length > 0).map(
    (group) => [group, new Set<string>(filters[group])] as const,
  );
  return (ritual) => chosen.every(([group, values]) => values.has(ritual[group]));
}

export function applyFilters(rituals: readonly Ritual[], filters: CatalogueFilters): Ritual[] {
  return rituals.filter(filterTest(filters));
}
