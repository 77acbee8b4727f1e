import { Hono } from 'hono';
import { insightsResponseSchema } from '../../../shared/api/insights.ts';
import type { SignedIn } from '../auth/index.ts';
import { apiTag, ok } from '../../platform/http/api-route.ts';
import type { InsightsService } from './insights.service.ts';

export const insightsApi = {
  insights: apiTag('Progress').signedIn({
    method: 'get',
    path: '/api/v1/me/insights',
    summary: 'How practice feels, week by week',
    description:
      'The last 12 ISO weeks (Monday first) in the user’s time zone, oldest first: the days with a completion or commitment, the mean mood of the journal notes, the streak at each week’s end, and the new and full moons; plus what the weeks show about mood and practice (a difference is named only when the data holds it).',
    answers: { 200: { description: 'The weeks and the finding.', schema: insightsResponseSchema } },
  }),
};

/** GET /api/v1/me/insights, for the session's user only: no route takes a user id. */
export function insightsRoutes(service: InsightsService) {
  return new Hono<SignedIn>().get('/insights', async (c) =>
    ok(c, insightsApi.insights, 200, await service.insights(c.get('user').id)),
  );
}
