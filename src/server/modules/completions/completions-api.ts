import { ritualIdParamSchema } from '../../../shared/api/catalogue.ts';
import {
  completionListResponseSchema,
  completionRequestSchema,
  completionResponseSchema,
  favoriteListResponseSchema,
  favoriteStateResponseSchema,
} from '../../../shared/api/progress.ts';
import { apiTag } from '../../platform/http/api-route.ts';
import { LANG_QUERY } from '../../platform/http/request.ts';

// Completions and favourites: shown with the user's progress in the reference.
const route = apiTag('Progress');
const RITUAL_ID = {
  ritualId: { schema: ritualIdParamSchema, description: 'The ritual id.', required: true },
} as const;
const FAVORITE_ANSWER = {
  200: { description: 'The new state.', schema: favoriteStateResponseSchema },
} as const;

export const completionsApi = {
  complete: route.signedIn({
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
        'invalid_ritual_id',
        'completion_invalid_made_at',
        'completion_made_at_in_future',
        'completion_too_old',
      ],
      404: ['ritual_not_found'],
    },
  }),
  completions: route.signedIn({
    method: 'get',
    path: '/api/v1/me/completions',
    summary: 'The rituals the user completed',
    answers: { 200: { description: 'The completions.', schema: completionListResponseSchema } },
  }),
  favorites: route.signedIn({
    method: 'get',
    path: '/api/v1/me/favorites',
    summary: 'The user’s favourite rituals',
    answers: { 200: { description: 'The favourites.', schema: favoriteListResponseSchema } },
  }),
  addFavorite: route.signedIn({
    method: 'put',
    path: '/api/v1/me/favorites/{ritualId}',
    summary: 'Keep a ritual as a favourite',
    params: RITUAL_ID,
    answers: FAVORITE_ANSWER,
    errors: { 400: ['invalid_ritual_id'], 404: ['ritual_not_found'] },
  }),
  removeFavorite: route.signedIn({
    method: 'delete',
    path: '/api/v1/me/favorites/{ritualId}',
    summary: 'Forget a favourite (succeeds when it was none)',
    params: RITUAL_ID,
    answers: FAVORITE_ANSWER,
    errors: { 400: ['invalid_ritual_id'] },
  }),
};
