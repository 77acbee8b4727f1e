import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { isLanguage, type Language } from '../../shared/languages.ts';
import { AppError, requestLanguage } from '../http/errors.ts';
import { parseJsonBody } from '../http/request.ts';
import { requireUser } from '../http/session.ts';
import type { ProgressService } from './progress.service.ts';

const ritualIdParam = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);
const completionBody = z.strictObject({ ritual_id: z.int().positive().max(999_999_999) });
const seenBody = z.strictObject({
  keys: z
    .array(z.string().regex(/^[a-z0-9_]{1,64}$/))
    .min(1)
    .max(100),
});

/** ?lang= when given (and valid), else the request's Accept-Language, else es. */
function language(c: Context): Language {
  const lang = c.req.query('lang');
  if (lang !== undefined && !isLanguage(lang)) throw new AppError(400, 'invalid_language');
  return requestLanguage(c);
}

function ritualId(c: Context): number {
  const parsed = ritualIdParam.safeParse(c.req.param('ritualId'));
  if (!parsed.success) throw new AppError(400, 'invalid_ritual_id');
  return parsed.data;
}

/**
 * The signed-in user's progress under /api/v1/me: completions, favourites, progress, achievement
 * celebrations and the data export. The user is the session's; no route takes a user id.
 */
export function progressRoutes(service: ProgressService) {
  return new Hono()
    .post('/completions', async (c) => {
      const user = requireUser(c);
      const lang = language(c);
      const body = await parseJsonBody(c, completionBody, { invalid: 'invalid_ritual_id' });
      const { created, result } = await service.complete(user.id, body.ritual_id, lang);
      return c.json({ success: true, data: result }, created ? 201 : 200);
    })
    .get('/completions', async (c) => {
      const user = requireUser(c);
      return c.json({ success: true, data: await service.completions(user.id) });
    })
    .get('/favorites', async (c) => {
      const user = requireUser(c);
      return c.json({ success: true, data: await service.favorites(user.id) });
    })
    .put('/favorites/:ritualId', async (c) => {
      const user = requireUser(c);
      return c.json({ success: true, data: await service.setFavorite(user.id, ritualId(c), true) });
    })
    .delete('/favorites/:ritualId', async (c) => {
      const user = requireUser(c);
      return c.json({ success: true, data: await service.setFavorite(user.id, ritualId(c), false) });
    })
    .get('/progress', async (c) => {
      const user = requireUser(c);
      return c.json({ success: true, data: await service.progress(user.id, language(c)) });
    })
    .get('/achievements/unseen', async (c) => {
      const user = requireUser(c);
      return c.json({ success: true, data: await service.unseenAchievements(user.id, language(c)) });
    })
    .post('/achievements/seen', async (c) => {
      const user = requireUser(c);
      const { keys } = await parseJsonBody(c, seenBody, { invalid: 'invalid_request' });
      return c.json({ success: true, data: { marked: await service.markSeen(user.id, keys) } });
    })
    .get('/export', async (c) => {
      const user = requireUser(c);
      const data = await service.export(user.id);
      const day = data.exported_at.slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="ritualia-data-${day}.json"`);
      return c.body(`${JSON.stringify(data, null, 2)}\n`, 200, {
        'Content-Type': 'application/json; charset=utf-8',
      });
    });
}
