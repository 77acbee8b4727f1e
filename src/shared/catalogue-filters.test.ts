import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  applyFilters,
  countActiveFilters,
  filtersToQuery,
  hasActiveFilters,
  parseFilters,
  removeFilterValue,
  toggleFilterValue,
} from './catalogue-filters.ts';
import { makeRitual } from './ritual-fixture.ts';

const rituals = [
  makeRitual({ id: 1, type: 'candles', intention: 'love', culture: 'celtic', moment: 'night' }),
  makeRitual({ id: 2, type: 'candles', intention: 'money', culture: 'andean', moment: 'dawn' }),
  makeRitual({ id: 3, type: 'ritualBaths', intention: 'love', culture: 'andean', moment: 'fullMoon' }),
  makeRitual({ id: 4, type: 'invocations', intention: 'protection', culture: 'celtic', moment: 'night' }),
];
const ids = (list: { id: number }[]) => list.map((r) => r.id);

describe('parseFilters', () => {
  it('reads repeated parameters and comma lists, trims and drops unknown or duplicate keys', () => {
    const filters = parseFilters(
      new URLSearchParams(
        'q=%20vela%20&type=candles&type=ritualBaths,bogus&intention=love,%20money&intention=love',
      ),
    );
    expect(filters).toEqual({
      q: 'vela',
      favorites: false,
      type: ['candles', 'ritualBaths'],
      intention: ['love', 'money'],
      culture: [],
      moment: [],
    });
  });

  it('gives empty filters for an empty query string', () => {
    expect(parseFilters(new URLSearchParams(''))).toEqual(EMPTY_FILTERS);
  });

  it('round-trips through search params', () => {
    const filters = { ...EMPTY_FILTERS, q: 'luna', type: ['candles' as const], moment: ['night' as const] };
    const params = new URLSearchParams(filtersToQuery(filters));
    expect(params.toString()).toBe('q=luna&type=candles&moment=night');
    expect(parseFilters(params)).toEqual(filters);
  });

  it('reads and writes the favourites switch', () => {
    expect(parseFilters(new URLSearchParams('favorites=1')).favorites).toBe(true);
    expect(parseFilters(new URLSearchParams('favorites=true')).favorites).toBe(true);
    expect(parseFilters(new URLSearchParams('favorites=0')).favorites).toBe(false);
    expect(parseFilters(new URLSearchParams('favorites=')).favorites).toBe(false);
    const filters = { ...EMPTY_FILTERS, type: ['candles' as const], favorites: true };
    expect(new URLSearchParams(filtersToQuery(filters)).toString()).toBe('type=candles&favorites=1');
    expect(parseFilters(new URLSearchParams(filtersToQuery(filters)))).toEqual(filters);
  });
});

describe('applyFilters', () => {
  it('returns everything without filters', () => {
    expect(ids(applyFilters(rituals, EMPTY_FILTERS))).toEqual([1, 2, 3, 4]);
  });

  it('ORs values within a group', () => {
    expect(ids(applyFilters(rituals, { ...EMPTY_FILTERS, intention: ['love', 'protection'] }))).toEqual([
      1, 3, 4,
    ]);
  });

  it('ANDs across groups', () => {
    const filters = { ...EMPTY_FILTERS, intention: ['love' as const], culture: ['andean' as const] };
    expect(ids(applyFilters(rituals, filters))).toEqual([3]);
  });

  it('combines OR within and AND across', () => {
    const filters = {
      ...EMPTY_FILTERS,
      type: ['candles' as const, 'invocations' as const],
      moment: ['night' as const],
    };
    expect(ids(applyFilters(rituals, filters))).toEqual([1, 4]);
  });

  it('returns nothing when groups exclude each other', () => {
    const filters = { ...EMPTY_FILTERS, type: ['ritualBaths' as const], moment: ['dawn' as const] };
    expect(applyFilters(rituals, filters)).toEqual([]);
  });
});

describe('filter helpers', () => {
  it('toggles and removes values', () => {
    const on = toggleFilterValue(EMPTY_FILTERS, 'type', 'candles');
    expect(on.type).toEqual(['candles']);
    expect(toggleFilterValue(on, 'type', 'candles').type).toEqual([]);
    expect(removeFilterValue(on, 'type', 'candles').type).toEqual([]);
    expect(EMPTY_FILTERS.type).toEqual([]);
  });

  it('counts active filters, the search text as one', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, q: '  ' })).toBe(false);
    const filters = { ...EMPTY_FILTERS, q: 'x', type: ['candles' as const], culture: ['celtic' as const] };
    expect(hasActiveFilters(filters)).toBe(true);
    expect(countActiveFilters(filters)).toBe(3);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, favorites: true })).toBe(true);
    expect(countActiveFilters({ ...filters, favorites: true })).toBe(4);
  });
});
