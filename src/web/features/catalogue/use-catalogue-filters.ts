import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersToQuery, parseFilters, type CatalogueFilters } from '#shared/catalogue-filters.ts';

/**
 * The catalogue's search and filters, read from and written to the URL. Every change is a new
 * history entry, so Back and Forward step through them.
 */
export function useCatalogueFilters(): {
  filters: CatalogueFilters;
  setFilters: (next: CatalogueFilters) => void;
} {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const setFilters = useCallback((next: CatalogueFilters) => setParams(filtersToQuery(next)), [setParams]);
  return { filters, setFilters };
}
