import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  JOURNAL_DEFAULT_LIMIT,
  JOURNAL_MAX_LIMIT,
  journalEntryRequestSchema,
} from '../../shared/api/journal.ts';
import { isLocalDate } from '../../shared/local-date.ts';
import { AppError } from '../http/errors.ts';
import { parseJsonBody } from '../http/request.ts';
import { requireUser } from '../http/session.ts';
import type { JournalTarget } from './journal.repository.ts';
import { decodeCursor, type JournalService } from './journal.service.ts';

const positiveId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);
const listQuery = z.strictObject({
  limit: z
    .string()
    .regex(/^[1-9]\d{0,2}$/)
    .transform(Number)
    .pipe(z.number().max(JOURNAL_MAX_LIMIT))
    .default(JOURNAL_DEFAULT_LIMIT),
  before: z.string().max(200).optional(),
  ritual_id: positiveId.optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
});

function ritualTarget(c: Context): JournalTarget {
  const parsed = positiveId.safeParse(c.req.param('ritualId'));
  if (!parsed.success) throw new AppError(400, 'invalid_ritual_id');
  return { ritualId: parsed.data };
}

function dayTarget(c: Context): JournalTarget {
  const date = c.req.param('date');
  if (!isLocalDate(date)) throw new AppError(400, 'invalid_date');
  return { date };
}

const body = (c: Context) =>
  parseJsonBody(c, journalEntryRequestSchema, {
    invalid: 'invalid_journal',
    fields: { mood: 'invalid_mood' },
  });

/** The signed-in user's practice journal, under /api/v1/me. Notes never appear in public answers. */
export function journalRoutes(service: JournalService) {
  return new Hono()
    .get('/journal', async (c) => {
      const user = requireUser(c);
      const parsed = listQuery.safeParse(c.req.query());
      if (!parsed.success) throw new AppError(400, 'invalid_journal_query');
      const { limit, before, ritual_id, month } = parsed.data;
      const cursor = before === undefined ? null : decodeCursor(before);
      if (before !== undefined && !cursor) throw new AppError(400, 'invalid_journal_query');
      const page = await service.list(user.id, {
        limit,
        before: cursor,
        ritualId: ritual_id ?? null,
        month: month ?? null,
      });
      return c.json({ success: true, data: page });
    })
    .put('/journal/rituals/:ritualId', async (c) => {
      const user = requireUser(c);
      const target = ritualTarget(c);
      return c.json({ success: true, data: await service.put(user.id, target, await body(c)) });
    })
    .delete('/journal/rituals/:ritualId', async (c) => {
      const user = requireUser(c);
      await service.remove(user.id, ritualTarget(c));
      return c.json({ success: true });
    })
    .put('/journal/days/:date', async (c) => {
      const user = requireUser(c);
      const target = dayTarget(c);
      return c.json({ success: true, data: await service.put(user.id, target, await body(c)) });
    })
    .delete('/journal/days/:date', async (c) => {
      const user = requireUser(c);
      await service.remove(user.id, dayTarget(c));
      return c.json({ success: true });
    });
}
