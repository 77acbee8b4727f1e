import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  journeyDayParamSchema,
  journeyMarkRequestSchema,
  journeyRestartSchema,
  journeySlugSchema,
} from '../../../shared/api/journeys.ts';
import type { SignedIn } from '../auth/index.ts';
import { ok } from '../../platform/http/api-route.ts';
import { langQuery, parseJsonBody, parseParam, parseQuery } from '../../platform/http/request.ts';
import { journeysApi } from './journeys-api.ts';
import type { JourneysService } from './journeys.service.ts';

// A slug that cannot name a journey is one that does not exist: the same 404 as an unknown one.
const slugOf = (c: Context) => parseParam(journeySlugSchema, c.req.param('slug'), 404, 'journey_not_found');

/** GET /api/v1/journeys and /api/v1/journeys/:slug: public, the same for everyone. */
export function journeyRoutes(service: JourneysService) {
  return new Hono()
    .get('/', async (c) => {
      c.header('Cache-Control', 'public, max-age=600');
      return ok(c, journeysApi.list, 200, await service.list(langQuery(c)));
    })
    .get('/:slug', async (c) => {
      const language = langQuery(c);
      const journey = await service.get(slugOf(c), language);
      c.header('Cache-Control', 'public, max-age=600');
      return ok(c, journeysApi.get, 200, journey);
    });
}

/** The signed-in user's journeys, in the private API under /api/v1/me. */
export function myJourneyRoutes(service: JourneysService) {
  return new Hono<SignedIn>()
    .get('/journeys', async (c) =>
      ok(c, journeysApi.mine, 200, await service.mine(c.get('user').id, langQuery(c))),
    )
    .put('/journeys/:slug', async (c) => {
      const language = langQuery(c);
      const slug = slugOf(c);
      const restart = parseQuery(
        journeyRestartSchema,
        c.req.query('restart'),
        400,
        'invalid_journey_restart',
      );
      const { created, enrolment } = await service.join(c.get('user').id, slug, restart === '1', language);
      return created ? ok(c, journeysApi.join, 201, enrolment) : ok(c, journeysApi.join, 200, enrolment);
    })
    .delete('/journeys/:slug', async (c) => {
      await service.leave(c.get('user').id, slugOf(c));
      return ok(c, journeysApi.leave, 200);
    })
    .post('/journeys/:slug/days/:day', async (c) => {
      const language = langQuery(c);
      const slug = slugOf(c);
      const day = parseParam(journeyDayParamSchema, c.req.param('day'), 400, 'invalid_journey_day');
      // No body (or an empty one) is a mark made now; one kept on the device says when.
      const body = await parseJsonBody(c, journeyMarkRequestSchema, {
        invalid: 'invalid_journey_mark',
        fields: { made_at: 'journey_invalid_made_at' },
        emptyAs: {},
      });
      const madeAt = body.made_at ?? null;
      const { enrolment } = await service.markPractice(c.get('user').id, slug, day, language, madeAt);
      return ok(c, journeysApi.markDay, 200, enrolment);
    });
}
