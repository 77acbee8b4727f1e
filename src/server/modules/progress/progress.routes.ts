import { Hono } from 'hono';
import { userProgressResponseSchema } from '../../../shared/api/progress.ts';
import type { SignedIn } from '../auth/index.ts';
import { apiTag, ok } from '../../platform/http/api-route.ts';
import { LANG_QUERY, langQuery } from '../../platform/http/request.ts';
import type { ProgressService } from './progress.service.ts';

export const progressApi = {
  progress: apiTag('Progress').signedIn({
    method: 'get',
    path: '/api/v1/me/progress',
    summary: 'Points, level, streaks, achievements, activity and history',
    query: { lang: LANG_QUERY },
    answers: { 200: { description: 'The progress.', schema: userProgressResponseSchema } },
  }),
};

/** GET /api/v1/me/progress, for the session's user only: no route takes a user id. */
export function progressRoutes(service: ProgressService) {
  return new Hono<SignedIn>().get('/progress', async (c) =>
    ok(c, progressApi.progress, 200, await service.progress(c.get('user').id, langQuery(c))),
  );
}
