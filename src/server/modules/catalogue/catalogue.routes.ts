import { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  limitParamSchema,
  pageParamSchema,
  relatedRitualsResponseSchema,
  ritualIdParamSchema,
  ritualListResponseSchema,
  ritualResponseSchema,
} from '../../../shared/api/catalogue.ts';
import { FILTER_GROUPS } from '../../../shared/catalogue-filters.ts';
import { apiTag, ok, type RouteParam } from '../../platform/http/api-route.ts';
import { preparedAnswer } from '../../platform/http/compress-answers.ts';
import { LANG_QUERY, langQuery, parseParam } from '../../platform/http/request.ts';
import { parseCatalogueQuery } from './catalogue-query.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { wholeListAnswer } from './whole-list.ts';

const route = apiTag('Catalogue');
const JSON_TYPE = { 'content-type': 'application/json' };
const RITUAL_ID = { schema: ritualIdParamSchema, description: 'The ritual id.', required: true } as const;
const text = (description: string): RouteParam => ({ schema: z.string(), description });
const FILTER_QUERY = Object.fromEntries(
  FILTER_GROUPS.map((group) => [
    group,
    text(
      `Keep rituals with this ${group} (repeatable, or a comma list): OR within ${group}, AND with the other groups.`,
    ),
  ]),
);

export const catalogueApi = {
  list: route.open({
    method: 'get',
    path: '/api/v1/rituals',
    summary: 'Search, filter and page the active rituals in one language',
    description:
      'Hybrid search (exact results, then related ones when there are few) within the filters, with ' +
      'the count per option of each filter group for the current query. Without any parameter but ' +
      '`lang` the whole list is served from memory, precompressed, with a strong ETag (If-None-Match ' +
      'may answer 304). Without `page` or `limit` every match is answered.',
    query: {
      lang: LANG_QUERY,
      q: text('Search text, at most 200 characters.'),
      ...FILTER_QUERY,
      id: text('Keep only these ritual ids (repeatable, or a comma list; at most 1000).'),
      page: { schema: pageParamSchema, description: 'The page, from 1.' },
      limit: {
        schema: limitParamSchema,
        description: 'Results per page, 1 to 100 (24 when only `page` is given).',
      },
    },
    answers: {
      200: {
        description: 'The rituals, exact results first (most popular first), then related ones.',
        schema: ritualListResponseSchema,
        headers: { ETag: 'Changes only when the content does.' },
      },
      304: { description: 'The client’s copy (If-None-Match) is current.' },
    },
    errors: {
      400: ['invalid_filter', 'invalid_search', 'invalid_ritual_ids', 'invalid_page', 'invalid_limit'],
    },
  }),
  get: route.open({
    method: 'get',
    path: '/api/v1/rituals/{id}',
    summary: 'One active ritual',
    params: { id: RITUAL_ID },
    query: { lang: LANG_QUERY },
    answers: { 200: { description: 'The ritual.', schema: ritualResponseSchema } },
    errors: { 404: ['ritual_not_found'] },
  }),
  related: route.open({
    method: 'get',
    path: '/api/v1/rituals/{id}/related',
    summary: 'The rituals most like one',
    description: 'Up to four: a shared intention weighs most, then type and culture, then moment.',
    params: { id: RITUAL_ID },
    query: { lang: LANG_QUERY },
    answers: {
      200: { description: 'The related rituals, closest first.', schema: relatedRitualsResponseSchema },
    },
    errors: { 404: ['ritual_not_found'] },
  }),
};

export function catalogueRoutes(service: CatalogueService) {
  return new Hono()
    .get('/', async (c) => {
      const language = langQuery(c);
      const { query, paging, whole } = parseCatalogueQuery(c);
      // The answer's JSON is cut from the whole list's bytes (catalogue-body.ts), as c.json would
      // send it; a large one is left to hono/compress, which compresses off the event loop.
      if (!whole) {
        const { answer, large } = await service.search(language, query, paging);
        return large ? c.body(answer.json, 200, JSON_TYPE) : preparedAnswer(c, answer, 200);
      }
      const answer = wholeListAnswer(
        await service.list(language),
        c.req.header('accept-encoding'),
        c.req.header('if-none-match'),
      );
      if (answer.status === 304) return c.body(null, 304, answer.headers);
      return c.body(answer.body, 200, answer.headers);
    })
    .get('/:id', async (c) => {
      const lang = langQuery(c);
      // Anything that is not a ritual id cannot name a ritual: a 404, like an unknown id.
      const id = parseParam(ritualIdParamSchema, c.req.param('id'), 404, 'ritual_not_found');
      return ok(c, catalogueApi.get, 200, await service.get(lang, id));
    })
    .get('/:id/related', async (c) => {
      const lang = langQuery(c);
      const id = parseParam(ritualIdParamSchema, c.req.param('id'), 404, 'ritual_not_found');
      return ok(c, catalogueApi.related, 200, await service.related(lang, id));
    });
}
