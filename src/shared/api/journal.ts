import * as z from 'zod/mini';

// The practice journal: a private note and a mood on a completed ritual or a committed day.
// PUT/DELETE /api/v1/me/journal/rituals/:ritualId, PUT/DELETE /api/v1/me/journal/days/:date,
// GET /api/v1/me/journal?limit=&before=&ritual_id=&month=YYYY-MM (newest first, with a cursor).

export const JOURNAL_TEXT_MAX = 2000;
export const JOURNAL_DEFAULT_LIMIT = 20;
export const JOURNAL_MAX_LIMIT = 100;
/** Control characters other than tab, line feed and carriage return. */
const isControl = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);

/** What is wrong with a note's text, or null when it can be stored. */
export function journalTextProblem(text: string): 'too_long' | 'control_characters' | null {
  if ([...text].length > JOURNAL_TEXT_MAX) return 'too_long';
  return [...text].some((ch) => isControl(ch.codePointAt(0) ?? 0)) ? 'control_characters' : null;
}

export const journalEntryRequestSchema = z.strictObject({
  text: z.string(),
  mood: z.nullable(z.int().check(z.gte(1), z.lte(5))),
});
export type JournalEntryRequest = z.infer<typeof journalEntryRequestSchema>;

export interface JournalEntry {
  kind: 'ritual' | 'day';
  ritual_id: number | null;
  /** The committed day, for a note on a day. */
  date: string | null;
  /** The local date the entry is listed under (the day of the completion or commitment). */
  entry_date: string;
  text: string;
  mood: number | null;
  created_at: string;
  updated_at: string;
}

export interface JournalPage {
  entries: JournalEntry[];
  /** Pass as `before` for the next page; null on the last page. */
  next_cursor: string | null;
}
