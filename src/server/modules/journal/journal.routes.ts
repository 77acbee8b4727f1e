import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ZodMiniType } from 'zod/mini';
import { ritualIdParamSchema } from '../../../shared/api/catalogue.ts';
import { localDateQuerySchema } from '../../../shared/api/local-date-query.ts';
import {
  JOURNAL_DEFAULT_LIMIT,
  journalCursorSchema,
  journalEntryRequestSchema,
  journalLimitSchema,
  journalMonthSchema,
} from '../../../shared/api/journal.ts';
import type { SignedIn } from '../auth/index.ts';
import { ok } from '../../platform/http/api-route.ts';
import { AppError } from '../../platform/http/errors.ts';
import { parseJsonBody, parseParam, parseQuery } from '../../platform/http/request.ts';
import { journalApi } from './journal-api.ts';
import type { JournalTarget } from './journal.repository.ts';
import { decodeCursor, type JournalService } from './journal.service.ts';

const QUERY_KEYS = new Set(['limit', 'before', 'ritual_id', 'month']);

const ritualTarget = (c: Context): JournalTarget => ({
  ritualId: parseParam(ritualIdParamSchema, c.req.param('ritualId'), 400, 'invalid_ritual_id'),
});
const dayTarget = (c: Context): JournalTarget => ({
  date: parseParam(localDateQuerySchema, c.req.param('date'), 400, 'invalid_date'),
});
const body = (c: Context) =>
  parseJsonBody(c, journalEntryRequestSchema, {
    invalid: 'invalid_journal',
    fields: { mood: 'invalid_mood' },
  });

// A note on a ritual and a note on a day are written and deleted alike: only the path naming the
// target differs. The target is read before the body, so a bad path is the error a client sees.
type Target = (c: Context) => JournalTarget;

function saveNote(
  service: JournalService,
  target: Target,
  route: typeof journalApi.putRitual | typeof journalApi.putDay,
) {
  return async (c: Context<SignedIn>) => {
    const at = target(c);
    return ok(c, route, 200, await service.put(c.get('user').id, at, await body(c)));
  };
}

function deleteNote(
  service: JournalService,
  target: Target,
  route: typeof journalApi.deleteRitual | typeof journalApi.deleteDay,
) {
  return async (c: Context<SignedIn>) => {
    await service.remove(c.get('user').id, target(c));
    return ok(c, route, 200);
  };
}

/** The signed-in user's practice journal, in the private API under /api/v1/me. Never public. */
export function journalRoutes(service: JournalService) {
  return new Hono<SignedIn>()
    .get('/journal', async (c) => {
      if (Object.keys(c.req.query()).some((key) => !QUERY_KEYS.has(key))) {
        throw new AppError(400, 'invalid_journal_query');
      }
      const query = <T extends ZodMiniType>(schema: T, key: string) =>
        parseQuery(schema, c.req.query(key), 400, 'invalid_journal_query');
      const before = query(journalCursorSchema, 'before');
      const cursor = before === undefined ? null : decodeCursor(before);
      if (before !== undefined && !cursor) throw new AppError(400, 'invalid_journal_query');
      const page = await service.list(c.get('user').id, {
        limit: query(journalLimitSchema, 'limit') ?? JOURNAL_DEFAULT_LIMIT,
        before: cursor,
        ritualId: query(ritualIdParamSchema, 'ritual_id') ?? null,
        month: query(journalMonthSchema, 'month') ?? null,
      });
      return ok(c, journalApi.list, 200, page);
    })
    .put('/journal/rituals/:ritualId', saveNote(service, ritualTarget, journalApi.putRitual))
    .delete('/journal/rituals/:ritualId', deleteNote(service, ritualTarget, journalApi.deleteRitual))
    .put('/journal/days/:date', saveNote(service, dayTarget, journalApi.putDay))
    .delete('/journal/days/:date', deleteNote(service, dayTarget, journalApi.deleteDay));
}
