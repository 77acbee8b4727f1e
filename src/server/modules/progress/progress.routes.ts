import { Hono } from 'hono';
import { ritualIdParamSchema } from '../../../shared/api/catalogue.ts';
import {
  achievementsSeenRequestSchema,
  achievementsSeenResponseSchema,
  completionListResponseSchema,
  completionRequestSchema,
  completionResponseSchema,
  favoriteListResponseSchema,
  favoriteStateResponseSchema,
  unseenAchievementsResponseSchema,
  userProgressResponseSchema,
} from '../../../shared/api/progress.ts';
import type { SignedIn } from '../auth/index.ts';
import { defineRoute, ok } from '../../platform/http/api-route.ts';
import { LANG_QUERY, langQuery, parseJsonBody, parseParam } from '../../platform/http/request.ts';
import type { ProgressService } from './progress.service.ts';

const TAG = 'Progress';
const SIGNED_IN = { session: 'required', tag: TAG } as const;
const RITUAL_ID = {
  ritualId: { schema: ritualIdParamSchema, description: 'The ritual id.', required: true },
} as const;
const FAVORITE_ANSWER = {
  200: { description: 'The new state.', schema: favoriteStateResponseSchema },
} as const;

export const progressApi = {
  complete: defineRoute({
    ...SIGNED_IN,
    method: 'post',
    path: '/api/v1/me/completions',
    summary: 'Complete a ritual (once per ritual)',
    description:
      'The first completion stores the points (201); a repeat answers with the same body and 200. Unlocked achievements come in the requested language. A completion kept on the device names when it was made (made_at): it counts then, within the 7 days commitments have.',
    query: { lang: LANG_QUERY },
    body: { schema: completionRequestSchema, required: true },
    answers: {
      200: { description: 'Already completed: the stored result.', schema: completionResponseSchema },
      201: { description: 'Completed now.', schema: completionResponseSchema },
    },
    errors: {
      400: [
        'invalid_language',
        'invalid_ritual_id',
        'completion_invalid_made_at',
        'completion_made_at_in_future',
        'completion_too_old',
      ],
      401: ['not_authenticated'],
      404: ['ritual_not_found'],
    },
  }),
  completions: defineRoute({
    ...SIGNED_IN,
    method: 'get',
    path: '/api/v1/me/completions',
    summary: 'The rituals the user completed',
    answers: { 200: { description: 'The completions.', schema: completionListResponseSchema } },
    errors: { 401: ['not_authenticated'] },
  }),
  favorites: defineRoute({
    ...SIGNED_IN,
    method: 'get',
    path: '/api/v1/me/favorites',
    summary: 'The user’s favourite rituals',
    answers: { 200: { description: 'The favourites.', schema: favoriteListResponseSchema } },
    errors: { 401: ['not_authenticated'] },
  }),
  addFavorite: defineRoute({
    ...SIGNED_IN,
    method: 'put',
    path: '/api/v1/me/favorites/{ritualId}',
    summary: 'Keep a ritual as a favourite',
    params: RITUAL_ID,
    answers: FAVORITE_ANSWER,
    errors: { 400: ['invalid_ritual_id'], 401: ['not_authenticated'], 404: ['ritual_not_found'] },
  }),
  removeFavorite: defineRoute({
    ...SIGNED_IN,
    method: 'delete',
    path: '/api/v1/me/favorites/{ritualId}',
    summary: 'Forget a favourite (succeeds when it was none)',
    params: RITUAL_ID,
    answers: FAVORITE_ANSWER,
    errors: { 400: ['invalid_ritual_id'], 401: ['not_authenticated'] },
  }),
  progress: defineRoute({
    ...SIGNED_IN,
    method: 'get',
    path: '/api/v1/me/progress',
    summary: 'Points, level, streaks, achievements, activity and history',
    query: { lang: LANG_QUERY },
    answers: { 200: { description: 'The progress.', schema: userProgressResponseSchema } },
    errors: { 400: ['invalid_language'], 401: ['not_authenticated'] },
  }),
  unseen: defineRoute({
    ...SIGNED_IN,
    method: 'get',
    path: '/api/v1/me/achievements/unseen',
    summary: 'Unlocked achievements not celebrated yet',
    query: { lang: LANG_QUERY },
    answers: { 200: { description: 'The unlocks, oldest first.', schema: unseenAchievementsResponseSchema } },
    errors: { 400: ['invalid_language'], 401: ['not_authenticated'] },
  }),
  seen: defineRoute({
    ...SIGNED_IN,
    method: 'post',
    path: '/api/v1/me/achievements/seen',
    summary: 'Mark unlocks as celebrated',
    body: { schema: achievementsSeenRequestSchema, required: true },
    answers: { 200: { description: 'How many were newly marked.', schema: achievementsSeenResponseSchema } },
    errors: { 400: ['invalid_request'], 401: ['not_authenticated'] },
  }),
};

const ritualId = (value: string) => parseParam(ritualIdParamSchema, value, 400, 'invalid_ritual_id');

/**
 * The signed-in user's progress under /api/v1/me: completions, favourites, progress, achievement
 * celebrations and the data export. The user is the session's; no route takes a user id.
 */
export function progressRoutes(service: ProgressService) {
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
      return created ? ok(c, progressApi.complete, 201, result) : ok(c, progressApi.complete, 200, result);
    })
    .get('/completions', async (c) =>
      ok(c, progressApi.completions, 200, await service.completions(c.get('user').id)),
    )
    .get('/favorites', async (c) =>
      ok(c, progressApi.favorites, 200, await service.favorites(c.get('user').id)),
    )
    .put('/favorites/:ritualId', async (c) => {
      const state = await service.setFavorite(c.get('user').id, ritualId(c.req.param('ritualId')), true);
      return ok(c, progressApi.addFavorite, 200, state);
    })
    .delete('/favorites/:ritualId', async (c) => {
      const state = await service.setFavorite(c.get('user').id, ritualId(c.req.param('ritualId')), false);
      return ok(c, progressApi.removeFavorite, 200, state);
    })
    .get('/progress', async (c) =>
      ok(c, progressApi.progress, 200, await service.progress(c.get('user').id, langQuery(c))),
    )
    .get('/achievements/unseen', async (c) =>
      ok(c, progressApi.unseen, 200, await service.unseenAchievements(c.get('user').id, langQuery(c))),
    )
    .post('/achievements/seen', async (c) => {
      const { keys } = await parseJsonBody(c, achievementsSeenRequestSchema, { invalid: 'invalid_request' });
      return ok(c, progressApi.seen, 200, { marked: await service.markSeen(c.get('user').id, keys) });
    });
}
