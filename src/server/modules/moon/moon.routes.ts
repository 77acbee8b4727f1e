import { Hono } from 'hono';
import { timeZoneSchema } from '../../../shared/api/account.ts';
import { moonDateQuerySchema, moonResponseSchema } from '../../../shared/api/moon.ts';
import { localDateOf } from '../../../shared/zoned-time.ts';
import { apiTag, ok } from '../../platform/http/api-route.ts';
import { parseQuery } from '../../platform/http/request.ts';
import type { MoonService } from './moon.service.ts';

export const moonApi = {
  night: apiTag('Moon').open({
    method: 'get',
    path: '/api/v1/moon',
    summary: 'Tonight’s moon: phase, illumination and the next full and new moon',
    description:
      'Computed offline; instants are ISO 8601 in UTC. The same date and zone always answer the same.',
    query: {
      date: {
        schema: moonDateQuerySchema,
        description: 'YYYY-MM-DD (1900–2199); today in the zone when absent.',
      },
      tz: { schema: timeZoneSchema, description: 'An IANA zone such as Europe/Madrid; UTC when absent.' },
    },
    answers: { 200: { description: 'The night.', schema: moonResponseSchema } },
    errors: { 400: ['invalid_date', 'invalid_time_zone'] },
  }),
};

/** GET /api/v1/moon?date=YYYY-MM-DD&tz=Area/City: public. */
export function moonRoutes(service: MoonService, now: () => Date = () => new Date()) {
  return new Hono().get('/', (c) => {
    const timeZone = parseQuery(timeZoneSchema, c.req.query('tz'), 400, 'invalid_time_zone') ?? 'UTC';
    const dated = parseQuery(moonDateQuerySchema, c.req.query('date'), 400, 'invalid_date');
    // A dated answer never changes; today's changes at midnight somewhere.
    c.header('Cache-Control', dated ? 'public, max-age=86400' : 'public, max-age=600');
    return ok(c, moonApi.night, 200, service.night(dated ?? localDateOf(now(), timeZone), timeZone));
  });
}
