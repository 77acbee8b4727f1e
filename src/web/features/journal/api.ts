import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { emptySuccessSchema } from '#shared/api/envelope.ts';
import {
  journalEntryResponseSchema,
  journalPageResponseSchema,
  type JournalEntry,
  type JournalEntryRequest,
  type NoteTarget,
} from '#shared/api/journal.ts';
import { request } from '#web/lib/api-client.ts';
import { worthQueuing } from '#web/lib/offline/send-result.ts';
import { JOURNAL_QUERY_KEY } from './keys.ts';
import { notePath } from './note-action.ts';

// The practice journal: the user's private notes on completed rituals and committed days.

export type { NoteTarget };

export interface JournalFilter {
  ritualId?: number | undefined;
  /** YYYY-MM. */
  month?: string | undefined;
}

const journalKeys = {
  all: JOURNAL_QUERY_KEY,
  list: (filter: JournalFilter) => ['me', 'journal', filter] as const,
};

/** The newest notes (up to 100) matching a filter. */
export function journalQuery(filter: JournalFilter = {}) {
  const params = new URLSearchParams({ limit: '100' });
  if (filter.ritualId !== undefined) params.set('ritual_id', String(filter.ritualId));
  if (filter.month) params.set('month', filter.month);
  return queryOptions({
    queryKey: journalKeys.list(filter),
    queryFn: async ({ signal }) =>
      (await request(`/api/v1/me/journal?${params}`, { signal, schema: journalPageResponseSchema })).data,
    // The user's own (forgotten on sign-out, like every 'me' query).
    meta: { user: true },
    staleTime: 30_000,
  });
}

// The same path the outbox and the service worker send a kept note to.
const pathOf = notePath;

export const targetOf = (entry: JournalEntry): NoteTarget =>
  entry.ritual_id === null
    ? { kind: 'day', date: entry.date ?? entry.entry_date }
    : { kind: 'ritual', ritualId: entry.ritual_id };

export async function saveNote(target: NoteTarget, body: JournalEntryRequest): Promise<JournalEntry> {
  return (await request(pathOf(target), { method: 'PUT', body, schema: journalEntryResponseSchema })).data;
}

export async function deleteNote(target: NoteTarget): Promise<void> {
  await request(pathOf(target), { method: 'DELETE', schema: emptySuccessSchema });
}

export const refreshJournal = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: journalKeys.all });

/** Saves (a body) or deletes (null) a note now, or keeps it for later: 'kept' when it waits. */
export async function sendNote(
  target: NoteTarget,
  note: JournalEntryRequest | null,
): Promise<'sent' | 'kept'> {
  try {
    if (note) await saveNote(target, note);
    else await deleteNote(target);
    return 'sent';
  } catch (error) {
    // The outbox loads with the first note it must keep, if the page has not started it yet.
    if (worthQueuing(error) && (await import('./note-outbox.ts')).keepNote(target, note)) return 'kept';
    throw error;
  }
}
