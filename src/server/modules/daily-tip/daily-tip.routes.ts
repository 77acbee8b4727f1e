import { Hono } from 'hono';
import {
  commitmentLimitQuerySchema,
  commitmentListResponseSchema,
  COMMITMENT_LIST_DEFAULT_LIMIT,
  commitRequestSchema,
  commitResponseSchema,
  dailyTipResponseSchema,
  streakResponseSchema,
} from '../../../shared/api/daily-tip.ts';
import { localDateQuerySchema } from '../../../shared/api/local-date-query.ts';
import { localDateOf } from '../../../shared/zoned-time.ts';
import type { SignedIn } from '../auth/index.ts';
import { apiTag, ok } from '../../platform/http/api-route.ts';
import { LANG_QUERY, langQuery, parseJsonBody, parseQuery } from '../../platform/http/request.ts';
import type { DailyTipService } from './daily-tip.service.ts';

const route = apiTag('Daily tip');
const TODAY_QUERY = {
  schema: localDateQuerySchema,
  description:
    'The browser’s local date, YYYY-MM-DD, accepted when it is today somewhere on Earth; without it the profile’s time zone decides.',
} as const;
const COMMIT_ERRORS = [
  'invalid_commitment',
  'invalid_date',
  'commitment_future_date',
  'commitment_not_today',
  'commitment_invalid_made_at',
  'commitment_made_at_in_future',
  'commitment_made_at_not_on_date',
  'commitment_too_old',
] as const;

export const dailyTipApi = {
  tip: route.open({
    method: 'get',
    path: '/api/v1/daily-tip',
    summary: 'The tip of a local date',
    query: {
      lang: LANG_QUERY,
      date: { schema: localDateQuerySchema, description: 'YYYY-MM-DD; today in UTC when absent.' },
    },
    answers: { 200: { description: 'The tip.', schema: dailyTipResponseSchema } },
    errors: { 400: ['invalid_date'], 404: ['no_tips_found'] },
  }),
  commit: route.signedIn({
    method: 'post',
    path: '/api/v1/me/commitments',
    summary: 'Commit to a date’s tip (once per date)',
    description:
      'Idempotent: the first request for a date stores the commitment (201); every repeat gets the same body with 200. A queued commitment names when it was made (made_at).',
    body: { schema: commitRequestSchema, required: true },
    answers: {
      200: { description: 'Already committed: the stored commitment.', schema: commitResponseSchema },
      201: { description: 'Committed now.', schema: commitResponseSchema },
    },
    errors: { 400: COMMIT_ERRORS, 404: ['no_tips_found'] },
  }),
  commitments: route.signedIn({
    method: 'get',
    path: '/api/v1/me/commitments',
    summary: 'The user’s commitments, newest first, with the streak',
    query: {
      lang: LANG_QUERY,
      limit: {
        schema: commitmentLimitQuerySchema,
        description: `How many commitments, 1 to 400 (default ${COMMITMENT_LIST_DEFAULT_LIMIT}).`,
      },
      today: TODAY_QUERY,
    },
    answers: { 200: { description: 'The commitments and streak.', schema: commitmentListResponseSchema } },
    errors: { 400: ['invalid_request', 'invalid_date'] },
  }),
  streak: route.signedIn({
    method: 'get',
    path: '/api/v1/me/streak',
    summary: 'The user’s commitment streak',
    query: { today: TODAY_QUERY },
    answers: { 200: { description: 'The streak.', schema: streakResponseSchema } },
    errors: { 400: ['invalid_date'] },
  }),
};

/** GET /api/v1/daily-tip: public; the tip of a local date (default: today in UTC) in a language. */
export function dailyTipRoutes(service: DailyTipService, now: () => Date = () => new Date()) {
  return new Hono().get('/', async (c) => {
    const lang = langQuery(c);
    const date = parseQuery(localDateQuerySchema, c.req.query('date'), 400, 'invalid_date');
    const tip = await service.tipFor(lang, date ?? localDateOf(now(), 'UTC'));
    // The same for everyone until the content changes, which only happens at start-up.
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Vary', 'Accept-Encoding, Accept-Language');
    return ok(c, dailyTipApi.tip, 200, tip);
  });
}

/**
 * The signed-in user's commitments and streak, under /api/v1/me. `?today=` is the browser's
 * local date (accepted when it is today somewhere); without it the profile's time zone decides.
 */
export function commitmentRoutes(service: DailyTipService) {
  return new Hono<SignedIn>()
    .post('/commitments', async (c) => {
      const body = await parseJsonBody(c, commitRequestSchema, {
        invalid: 'invalid_commitment',
        fields: { date: 'invalid_date', made_at: 'commitment_invalid_made_at' },
      });
      const result = await service.commit(c.get('user').id, {
        date: body.date,
        madeAt: body.made_at ?? null,
      });
      return result.created
        ? ok(c, dailyTipApi.commit, 201, result.body)
        : ok(c, dailyTipApi.commit, 200, result.body);
    })
    .get('/commitments', async (c) => {
      const lang = langQuery(c);
      const limit = parseQuery(commitmentLimitQuerySchema, c.req.query('limit'), 400, 'invalid_request');
      const today = parseQuery(localDateQuerySchema, c.req.query('today'), 400, 'invalid_date');
      const data = await service.list(c.get('user').id, lang, limit ?? COMMITMENT_LIST_DEFAULT_LIMIT, today);
      return ok(c, dailyTipApi.commitments, 200, data);
    })
    .get('/streak', async (c) => {
      const today = parseQuery(localDateQuerySchema, c.req.query('today'), 400, 'invalid_date');
      return ok(c, dailyTipApi.streak, 200, await service.streak(c.get('user').id, today));
    });
}
