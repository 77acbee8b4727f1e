import {
  journalTextTooLong,
  type JournalEntry,
  type JournalEntryRequest,
  type JournalPage,
} from '../../../shared/api/journal.ts';
import type { DataExport } from '../../../shared/api/data-export.ts';
import { localDateOf, userTimeZone } from '../../../shared/zoned-time.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { JournalListQuery, JournalRepository, JournalTarget } from './journal.repository.ts';

type Row = Awaited<ReturnType<JournalRepository['all']>>[number];

function entryView(row: Row): JournalEntry {
  return {
    kind: row.ritual_id === null ? 'day' : 'ritual',
    ritual_id: row.ritual_id === null ? null : Number(row.ritual_id),
    date: row.commitment_date,
    entry_date: row.entry_date,
    text: row.text,
    mood: row.mood === null ? null : Number(row.mood),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The cursor is the last entry's sort key, base64url so clients treat it as opaque. */
export const encodeCursor = (row: Row) => Buffer.from(`${row.entry_date}|${row.id}`).toString('base64url');

export function decodeCursor(cursor: string): JournalListQuery['before'] {
  const [entryDate, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!entryDate || !id || rest.length > 0 || !/^\d{4}-\d{2}-\d{2}$/.test(entryDate)) return null;
  return { entryDate, id };
}

export function createJournalService(repository: JournalRepository, clock: () => Date = () => new Date()) {
  /** The date a note is listed under; 404 when the user has not done what the note is about. */
  async function entryDate(userId: string, target: JournalTarget): Promise<string> {
    if ('date' in target) {
      if (!(await repository.findCommitment(userId, target.date)))
        throw new AppError(404, 'journal_day_not_committed');
      return target.date;
    }
    const completion = await repository.findCompletion(userId, target.ritualId);
    if (!completion) throw new AppError(404, 'journal_ritual_not_completed');
    return localDateOf(completion.completed_at, userTimeZone(await repository.timeZone(userId)));
  }

  return {
    async put(userId: string, target: JournalTarget, body: JournalEntryRequest): Promise<JournalEntry> {
      if (journalTextTooLong(body.text)) throw new AppError(400, 'journal_text_too_long');
      const date = await entryDate(userId, target);
      return entryView(
        await repository.upsert(userId, target, date, body.text, body.mood, clock().toISOString()),
      );
    },

    async remove(userId: string, target: JournalTarget): Promise<void> {
      if (!(await repository.remove(userId, target))) throw new AppError(404, 'journal_entry_not_found');
    },

    async list(userId: string, query: JournalListQuery): Promise<JournalPage> {
      const rows = await repository.list(userId, query);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        entries: page.map(entryView),
        next_cursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      };
    },

    /** The moods of the user's notes listed on `from` or later, for the progress page's insights. */
    async moodsSince(userId: string, from: string): Promise<{ date: string; mood: number }[]> {
      return (await repository.moodsSince(userId, from)).map((row) => ({
        date: row.entry_date,
        mood: Number(row.mood),
      }));
    },

    async exportSection(userId: string): Promise<Pick<DataExport, 'journal'>> {
      return { journal: (await repository.all(userId)).map(entryView) };
    },
  };
}
export type JournalService = ReturnType<typeof createJournalService>;
