import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LocalDate } from '../../../shared/local-date.ts';
import type { Database } from '../../platform/db/schema.ts';
import { storedTimeZone } from '../../platform/db/user-time-zone.ts';
import { userRows } from '../../platform/db/user-rows.ts';

// Every query names the session's user: a note is only ever read or written by its author.

export type JournalTarget = { ritualId: number } | { date: LocalDate };

const targetColumn = (target: JournalTarget) =>
  'ritualId' in target
    ? ({ column: 'ritual_id', value: target.ritualId } as const)
    : ({ column: 'commitment_date', value: target.date } as const);

export interface JournalListQuery {
  limit: number;
  before: { entryDate: LocalDate; id: string } | null;
  ritualId: number | null;
  month: string | null;
}

export function createJournalRepository(db: Kysely<Database>) {
  return {
    timeZone(userId: string) {
      return storedTimeZone(db, userId);
    },

    findCompletion(userId: string, ritualId: number) {
      return userRows(db, 'completed_rituals', userId, ['completed_at'])
        .where('ritual_id', '=', ritualId)
        .executeTakeFirst();
    },

    findCommitment(userId: string, date: LocalDate) {
      return userRows(db, 'daily_commitments', userId, ['commitment_date'])
        .where('commitment_date', '=', date)
        .executeTakeFirst();
    },

    /** Creates or replaces the note on a target (one per user and target). */
    async upsert(
      userId: string,
      target: JournalTarget,
      entryDate: LocalDate,
      text: string,
      mood: number | null,
      at: string,
    ) {
      const { column } = targetColumn(target);
      // The row comes back from the upsert itself: a delete that lands between the write and a
      // separate read would otherwise leave nothing to answer with.
      return db
        .insertInto('journal_entries')
        .values({
          id: randomUUID(),
          user_id: userId,
          ritual_id: 'ritualId' in target ? target.ritualId : null,
          commitment_date: 'date' in target ? target.date : null,
          entry_date: entryDate,
          text,
          mood,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.columns(['user_id', column]).doUpdateSet({ text, mood, updated_at: at }))
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** True when a note was there to delete. */
    async remove(userId: string, target: JournalTarget): Promise<boolean> {
      const { column, value } = targetColumn(target);
      const result = await db
        .deleteFrom('journal_entries')
        .where('user_id', '=', userId)
        .where(column, '=', value)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Newest first: by entry date, then id, so the cursor is exact. */
    list(userId: string, query: JournalListQuery) {
      let q = db.selectFrom('journal_entries').selectAll().where('user_id', '=', userId);
      if (query.ritualId !== null) q = q.where('ritual_id', '=', query.ritualId);
      if (query.month !== null) {
        q = q.where('entry_date', '>=', `${query.month}-01`).where('entry_date', '<=', `${query.month}-31`);
      }
      const before = query.before;
      if (before) {
        q = q.where((eb) =>
          eb.or([
            eb('entry_date', '<', before.entryDate),
            eb.and([eb('entry_date', '=', before.entryDate), eb('id', '<', before.id)]),
          ]),
        );
      }
      return q
        .orderBy('entry_date', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit + 1)
        .execute();
    },

    /** The moods of the notes listed on `from` or later (the progress page's insights). */
    moodsSince(userId: string, from: LocalDate) {
      return db
        .selectFrom('journal_entries')
        .select(['entry_date', 'mood'])
        .where('user_id', '=', userId)
        .where('entry_date', '>=', from)
        .where('mood', 'is not', null)
        .execute();
    },

    /** For the data export: every note, oldest first. */
    all(userId: string) {
      return db
        .selectFrom('journal_entries')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('entry_date')
        .orderBy('id')
        .execute();
    },
  };
}
export type JournalRepository = ReturnType<typeof createJournalRepository>;
