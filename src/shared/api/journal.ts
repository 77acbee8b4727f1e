import * as z from 'zod/mini';
import { successSchema } from './envelope.ts';

// The practice journal: a private note and a mood on a completed ritual or a committed day.
// PUT/DELETE /api/v1/me/journal/rituals/:ritualId, PUT/DELETE /api/v1/me/journal/days/:date,
// GET /api/v1/me/journal?limit=&before=&ritual_id=&month=YYYY-MM (newest first, with a cursor).
// Control characters other than line breaks are refused by the API's one text-field rule.

/** What a note is about: a completed ritual or a committed day. */
export type NoteTarget = { kind: 'ritual'; ritualId: number } | { kind: 'day'; date: string };

export const JOURNAL_TEXT_MAX = 2000;
export const JOURNAL_DEFAULT_LIMIT = 20;
export const JOURNAL_MAX_LIMIT = 100;

/** Counted in characters (code points), as a person counts them, not UTF-16 units. */
export const journalTextTooLong = (text: string) => [...text].length > JOURNAL_TEXT_MAX;

export const moodSchema = z.int().check(z.gte(1), z.lte(5));

export const journalEntryRequestSchema = z.strictObject({
  text: z.string(),
  mood: z.nullable(moodSchema),
});
export type JournalEntryRequest = z.infer<typeof journalEntryRequestSchema>;

/** `?limit=`: 1–100 (20 when absent). */
export const journalLimitSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,2}$/)),
  z.pipe(z.transform(Number), z.number().check(z.lte(JOURNAL_MAX_LIMIT))),
);
/** `?month=YYYY-MM`. */
export const journalMonthSchema = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/));
/** `?before=`: the opaque cursor of a previous page. */
export const journalCursorSchema = z.string().check(z.maxLength(200));

export const journalEntrySchema = z.object({
  kind: z.enum(['ritual', 'day']),
  ritual_id: z.nullable(z.number()),
  /** The committed day, for a note on a day. */
  date: z.nullable(z.string()),
  /** The local date the entry is listed under (the day of the completion or commitment). */
  entry_date: z.string(),
  text: z.string(),
  mood: z.nullable(z.number()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalPageSchema = z.object({
  entries: z.array(journalEntrySchema),
  /** Pass as `before` for the next page; null on the last page. */
  next_cursor: z.nullable(z.string()),
});
export type JournalPage = z.infer<typeof journalPageSchema>;

export const journalEntryResponseSchema = successSchema(journalEntrySchema);
export const journalPageResponseSchema = successSchema(journalPageSchema);
