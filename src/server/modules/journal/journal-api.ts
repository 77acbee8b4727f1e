import { ritualIdParamSchema } from '../../../shared/api/catalogue.ts';
import { localDateQuerySchema } from '../../../shared/api/local-date-query.ts';
import { emptySuccessSchema } from '../../../shared/api/envelope.ts';
import {
  journalCursorSchema,
  journalEntryRequestSchema,
  journalEntryResponseSchema,
  journalLimitSchema,
  journalMonthSchema,
  journalPageResponseSchema,
} from '../../../shared/api/journal.ts';
import { apiTag } from '../../platform/http/api-route.ts';

// The journal routes as the API document describes them; handlers answer through `ok` with these.

const RITUAL = {
  ritualId: { schema: ritualIdParamSchema, description: 'A ritual the user completed.', required: true },
} as const;
const DAY = {
  date: {
    schema: localDateQuerySchema,
    description: 'A day the user committed to, YYYY-MM-DD.',
    required: true,
  },
} as const;
const BODY = {
  schema: journalEntryRequestSchema,
  required: true,
  description: 'A note of up to 2,000 characters (line breaks allowed) and a mood from 1 to 5, or null.',
} as const;
const SAVED = { 200: { description: 'The stored note.', schema: journalEntryResponseSchema } } as const;
const DELETED = { 200: { description: 'Deleted.', schema: emptySuccessSchema } } as const;
const BODY_ERRORS = ['invalid_journal', 'invalid_mood', 'journal_text_too_long'] as const;

const route = apiTag('Journal');

export const journalApi = {
  list: route.signedIn({
    method: 'get',
    path: '/api/v1/me/journal',
    summary: 'The user’s notes, newest first, a page at a time',
    query: {
      limit: { schema: journalLimitSchema, description: '1–100; 20 when absent.' },
      before: { schema: journalCursorSchema, description: 'The next_cursor of the previous page.' },
      ritual_id: { schema: ritualIdParamSchema, description: 'Only the notes on this ritual.' },
      month: { schema: journalMonthSchema, description: 'Only the notes listed in this month, YYYY-MM.' },
    },
    answers: { 200: { description: 'A page of notes.', schema: journalPageResponseSchema } },
    errors: { 400: ['invalid_journal_query'] },
  }),
  putRitual: route.signedIn({
    method: 'put',
    path: '/api/v1/me/journal/rituals/{ritualId}',
    summary: 'Write or replace the note on a completed ritual',
    params: RITUAL,
    body: BODY,
    answers: SAVED,
    errors: {
      400: ['invalid_ritual_id', ...BODY_ERRORS],
      404: ['journal_ritual_not_completed'],
    },
  }),
  deleteRitual: route.signedIn({
    method: 'delete',
    path: '/api/v1/me/journal/rituals/{ritualId}',
    summary: 'Delete the note on a ritual',
    params: RITUAL,
    answers: DELETED,
    errors: { 400: ['invalid_ritual_id'], 404: ['journal_entry_not_found'] },
  }),
  putDay: route.signedIn({
    method: 'put',
    path: '/api/v1/me/journal/days/{date}',
    summary: 'Write or replace the note on a committed day',
    params: DAY,
    body: BODY,
    answers: SAVED,
    errors: {
      400: ['invalid_date', ...BODY_ERRORS],
      404: ['journal_day_not_committed'],
    },
  }),
  deleteDay: route.signedIn({
    method: 'delete',
    path: '/api/v1/me/journal/days/{date}',
    summary: 'Delete the note on a day',
    params: DAY,
    answers: DELETED,
    errors: { 400: ['invalid_date'], 404: ['journal_entry_not_found'] },
  }),
};
