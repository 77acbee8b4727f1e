import { Hono } from 'hono';
import { achievementsSeenRequestSchema } from '../../../shared/api/progress.ts';
import type { SignedIn } from '../auth/index.ts';
import { ok } from '../../platform/http/api-route.ts';
import { langQuery, parseJsonBody } from '../../platform/http/request.ts';
import { achievementsApi } from './achievements-api.ts';
import type { AchievementViews } from './achievement-views.service.ts';

/**
 * The celebrations under /api/v1/me/achievements: an unlock is celebrated once, on any device.
 * The user is the session's; no route takes a user id.
 */
export function achievementsRoutes(views: AchievementViews) {
  return new Hono<SignedIn>()
    .get('/achievements/unseen', async (c) =>
      ok(c, achievementsApi.unseen, 200, await views.unseen(c.get('user').id, langQuery(c))),
    )
    .post('/achievements/seen', async (c) => {
      const { keys } = await parseJsonBody(c, achievementsSeenRequestSchema, { invalid: 'invalid_request' });
      return ok(c, achievementsApi.seen, 200, { marked: await views.markSeen(c.get('user').id, keys) });
    });
}
