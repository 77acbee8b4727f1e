import { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../http/errors.ts';
import { matchesEtag, pickEncoding } from '../http/encoded-body.ts';
import { langQuery } from '../http/request.ts';
import type { CatalogueService } from './catalogue.service.ts';

const ritualId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);

export function catalogueRoutes(service: CatalogueService) {
  return new Hono()
    .get('/', async (c) => {
      const list = await service.list(langQuery(c));
      const encoding = pickEncoding(c.req.header('accept-encoding'));
      const { bytes, etag } = list.variants[encoding];
      const headers: Record<string, string> = {
        ETag: etag,
        Vary: 'Accept-Encoding',
        'Cache-Control': 'no-cache',
      };
      if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
      headers['Content-Type'] = 'application/json; charset=utf-8';
      if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, headers);
    })
    .get('/:id', async (c) => {
      const lang = langQuery(c);
      const id = ritualId.safeParse(c.req.param('id'));
      if (!id.success) throw new AppError(404, 'ritual_not_found');
      return c.json({ success: true, data: await service.get(lang, id.data) });
    });
}
