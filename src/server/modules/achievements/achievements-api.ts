import {
  achievementsSeenRequestSchema,
  achievementsSeenResponseSchema,
  unseenAchievementsResponseSchema,
} from '../../../shared/api/progress.ts';
import { defineRoute } from '../../platform/http/api-route.ts';
import { LANG_QUERY } from '../../platform/http/request.ts';

// The celebrations: shown with the user's progress in the reference.
const SIGNED_IN = { session: 'required', tag: 'Progress' } as const;

export const achievementsApi = {
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
