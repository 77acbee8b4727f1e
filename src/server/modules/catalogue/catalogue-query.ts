import type { Context } from 'hono';
import {
  DEFAULT_PAGE_SIZE,
  limitParamSchema,
  MAX_QUERY_IDS,
  MAX_QUERY_LENGTH,
  pageParamSchema,
  ritualIdParamSchema,
} from '../../../shared/api/catalogue.ts';
import { FILTER_GROUPS, parseFilters, type QueryParams } from '../../../shared/catalogue-filters.ts';
import type { CatalogueQuery } from '../../../shared/catalogue-lookup.ts';
import { AppError } from '../../platform/http/errors.ts';
import { parseParam, parseQuery } from '../../platform/http/request.ts';

export interface ParsedCatalogueQuery {
  query: CatalogueQuery;
  paging: { page: number; limit: number | null };
  /** No search, filter, ids or paging: the whole list, answered from its encoded copy. */
  whole: boolean;
}

/** Repeated keys and comma lists, as in the page's URL (catalogue-filters.ts). */
const listValues = (params: QueryParams, key: string) =>
  params
    .getAll(key)
    .flatMap((raw) => raw.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

/**
 * The query of GET /api/v1/rituals. The page's URL parser drops what it does not know (a stale
 * link still opens); the API says what is wrong instead, with a localized 400.
 */
export function parseCatalogueQuery(c: Context): ParsedCatalogueQuery {
  const url = new URL(c.req.url);
  const params = url.searchParams;
  const filters = parseFilters(params);
  // parseFilters keeps every known value, so a value it left out is unknown.
  for (const group of FILTER_GROUPS) {
    const kept: readonly string[] = filters[group];
    if (listValues(params, group).some((value) => !kept.includes(value))) {
      throw new AppError(400, 'invalid_filter');
    }
  }
  const q = filters.q;
  if (q.length > MAX_QUERY_LENGTH) throw new AppError(400, 'invalid_search');
  const rawIds = listValues(params, 'id');
  if (rawIds.length > MAX_QUERY_IDS) throw new AppError(400, 'invalid_ritual_ids');
  const ids = params.has('id')
    ? new Set(rawIds.map((raw) => parseParam(ritualIdParamSchema, raw, 400, 'invalid_ritual_ids')))
    : null;
  const page = parseQuery(pageParamSchema, params.get('page') ?? undefined, 400, 'invalid_page');
  const limit = parseQuery(limitParamSchema, params.get('limit') ?? undefined, 400, 'invalid_limit');
  const paged = page !== undefined || limit !== undefined;
  const filtered = q !== '' || ids !== null || FILTER_GROUPS.some((group) => filters[group].length > 0);
  return {
    query: { q, filters, ids },
    paging: { page: page ?? 1, limit: paged ? (limit ?? DEFAULT_PAGE_SIZE) : null },
    whole: !paged && !filtered,
  };
}
