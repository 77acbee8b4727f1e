import { Hono } from 'hono';
import { ritualIdParamSchema } from '../../../shared/api/catalogue.ts';
import { completionRequestSchema } from '../../../shared/api/progress.ts';
import type { SignedIn } from '../auth/index.ts';
import { ok } from '../../platform/http/api-route.ts';
import { langQuery, parseJsonBody, parseParam } from '../../platform/http/request.ts';
import { completionsApi } from './completions-api.ts';
import type { CompletionsService } from './completions.service.ts';

const ritualId = (value: string) => parseParam(ritualIdParamSchema, value, 400, 'invalid_ritual_id');

/**
 * The signed-in user's completions and favourites under /api/v1/me. The user is the session's;
 * no route takes a user id.
 */
export function completionsRoutes(service: CompletionsService) {
  return new Hono<SignedIn>()
    .post('/completions', async (c) => {
      const lang = langQuery(c);
      const body = await parseJsonBody(c, completionRequestSchema, {
        invalid: 'invalid_ritual_id',
        fields: { made_at: 'completion_invalid_made_at' },
      });
      const { created, result } = await service.complete(
        c.get('user').id,
        body.ritual_id,
        lang,
        body.made_at ?? null,
      );
      return created
        ? ok(c, completionsApi.complete, 201, result)
        : ok(c, completionsApi.complete, 200, result);
    })
    .get('/completions', async (c) =>
      ok(c, completionsApi.completions, 200, await service.completions(c.get('user').id)),
    )
    .get('/favorites', async (c) =>
      ok(c, completionsApi.favorites, 200, await service.favorites(c.get('user').id)),
    )
    .put('/favorites/:ritualId', async (c) => {
      const state = await service.setFavorite(c.get('user').id, ritualId(c.req.param('ritualId')), true);
      return ok(c, completionsApi.addFavorite, 200, state);
    })
    .delete('/favorites/:ritualId', async (c) => {
      const state = await service.setFavorite(c.get('user').id, ritualId(c.req.param('ritualId')), false);
      return ok(c, completionsApi.removeFavorite, 200, state);
    });
}
