import { Hono } from 'hono';
import {
  ritualIdParamSchema,
  ritualListResponseSchema,
  ritualResponseSchema,
} from '../../shared/api/catalogue.ts';
import { defineRoute, ok } from '../http/api-route.ts';
import { matchesEtag, pickEncoding } from '../http/encoded-body.ts';
import { LANG_QUERY, langQuery, parseParam } from '../http/request.ts';
import type { CatalogueService } from './catalogue.service.ts';

const TAG = 'Catalogue';
const RITUAL_ID = { schema: ritualIdParamSchema, description: 'The ritual id.', required: true } as const;

export const catalogueApi = {
  list: defineRoute({
    method: 'get',
    path: '/api/v1/rituals',
    tag: TAG,
    summary: 'Every active ritual in one language',
    description: 'Served from memory, precompressed, with a strong ETag; If-None-Match may answer 304.',
    session: 'none',
    query: { lang: LANG_QUERY },
    answers: {
      200: {
        description: 'The rituals, most popular first.',
        schema: ritualListResponseSchema,
        headers: { ETag: 'Changes only when the content does.' },
      },
      304: { description: 'The client’s copy (If-None-Match) is current.' },
    },
    errors: { 400: ['invalid_language'] },
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/v1/rituals/{id}',
    tag: TAG,
    summary: 'One active ritual',
    session: 'none',
    params: { id: RITUAL_ID },
    query: { lang: LANG_QUERY },
    answers: { 200: { description: 'The ritual.', schema: ritualResponseSchema } },
    errors: { 400: ['invalid_language'], 404: ['ritual_not_found'] },
  }),
};

export function catalogueRoutes(service: CatalogueService) {
  return new Hono()
    .get('/', async (c) => {
      const list = await service.list(langQuery(c));
      const encoding = pickEncoding(c.req.header('accept-encoding'));
      const { bytes, etag } = list.variants[encoding];
      const headers: Record<string, string> = {
        ETag: etag,
        Vary: 'Accept-Encoding, Accept-Language',
        'Cache-Control': 'no-cache',
      };
      if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
      headers['Content-Type'] = 'application/json; charset=utf-8';
      if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
      // Encoded once from the same rituals `get` answers with (catalogue.service.ts).
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, headers);
    })
    .get('/:id', async (c) => {
      const lang = langQuery(c);
      // Anything that is not a ritual id cannot name a ritual: a 404, like an unknown id.
      const id = parseParam(ritualIdParamSchema, c.req.param('id'), 404, 'ritual_not_found');
      return ok(c, catalogueApi.get, 200, await service.get(lang, id));
    });
}
