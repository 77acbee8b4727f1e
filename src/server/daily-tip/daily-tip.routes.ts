import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  COMMITMENT_LIST_DEFAULT_LIMIT,
  COMMITMENT_LIST_MAX_LIMIT,
  commitRequestSchema,
} from '../../shared/api/daily-tip.ts';
import { isLocalDate, localDateOf, type LocalDate } from '../../shared/local-date.ts';
import { AppError } from '../http/errors.ts';
import { langQuery, parseJsonBody } from '../http/request.ts';
import { requireUser } from '../http/session.ts';
import type { DailyTipService } from './daily-tip.service.ts';

const dateQuery = z.string().refine(isLocalDate).optional();
const limitQuery = z
  .string()
  .regex(/^[1-9]\d{0,3}$/)
  .transform(Number)
  .pipe(z.number().max(COMMITMENT_LIST_MAX_LIMIT))
  .default(COMMITMENT_LIST_DEFAULT_LIMIT);

/** An optional YYYY-MM-DD query parameter; anything else is a 400 that says how to write it. */
function parseDate(c: Context, name: string): LocalDate | undefined {
  const parsed = dateQuery.safeParse(c.req.query(name));
  if (!parsed.success) throw new AppError(400, 'invalid_date');
  return parsed.data;
}

/** GET /api/v1/daily-tip: public; the tip of a local date (default: today in UTC) in a language. */
export function dailyTipRoutes(service: DailyTipService, now: () => Date = () => new Date()) {
  return new Hono().get('/', async (c) => {
    const lang = langQuery(c);
    const date = parseDate(c, 'date') ?? localDateOf(now(), 'UTC');
    const tip = await service.tipFor(lang, date);
    // The same for everyone until the content changes, which only happens at start-up.
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Vary', 'Accept-Encoding');
    return c.json({ success: true, data: tip });
  });
}

/**
 * The signed-in user's commitments and streak, under /api/v1/me. `?today=` is the browser's
 * local date (accepted when it is today somewhere); without it the profile's time zone decides.
 */
export function commitmentRoutes(service: DailyTipService) {
  return new Hono()
    .post('/commitments', async (c) => {
      const user = requireUser(c);
      const body = await parseJsonBody(c, commitRequestSchema, {
        invalid: 'invalid_commitment',
        fields: { date: 'invalid_date', made_at: 'commitment_invalid_made_at' },
      });
      const result = await service.commit(user.id, { date: body.date, madeAt: body.made_at ?? null });
      return c.json({ success: true, data: result.body }, result.created ? 201 : 200);
    })
    .get('/commitments', async (c) => {
      const user = requireUser(c);
      const lang = langQuery(c);
      const limit = limitQuery.safeParse(c.req.query('limit'));
      if (!limit.success) throw new AppError(400, 'invalid_request');
      const data = await service.list(user.id, lang, limit.data, parseDate(c, 'today'));
      return c.json({ success: true, data });
    })
    .get('/streak', async (c) => {
      const user = requireUser(c);
      return c.json({ success: true, data: await service.streak(user.id, parseDate(c, 'today')) });
    });
}
