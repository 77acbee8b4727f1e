import {
  achievementsSeenRequestSchema,
  achievementsSeenResponseSchema,
  unseenAchievementsResponseSchema,
} from '../../../shared/api/progress.ts';
import { apiTag } from '../../platform/http/api-route.ts';
import { LANG_QUERY } from '../../platform/http/request.ts';

// The celebrations: shown with the user's progress in the reference.
const route = apiTag('Progress');

export const achievementsApi = {
  unseen: route.signedIn({
    method: 'get',
    path: '/api/v1/me/achievements/unseen',
    summary: 'Unlocked achievements not celebrated yet',
    query: { lang: LANG_QUERY },
    answers: { 200: { description: 'The unlocks, oldest first.', schema: unseenAchievementsResponseSchema } },
  }),
  seen: route.signedIn({
    method: 'post',
    path: '/api/v1/me/achievements/seen',
    summary: 'Mark unlocks as celebrated',
    body: { schema: achievementsSeenRequestSchema, required: true },
    answers: { 200: { description: 'How many were newly marked.', schema: achievementsSeenResponseSchema } },
    errors: { 400: ['invalid_request'] },
  }),
};
