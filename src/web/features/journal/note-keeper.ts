import type { JournalEntryRequest, NoteTarget } from '#shared/api/journal.ts';

// Small on purpose (no schemas): the app's outbox, loaded after every page, imports it.

/** The query key under which every journal list is kept. */
export const JOURNAL_QUERY_KEY = ['me', 'journal'] as const;

/**
 * Keeps a note the server could not take (no answer, or the server failing) to send it later;
 * answers whether it did. The app's one outbox of offline actions sets it once loaded: it lives in
 * `progress`, which builds on the journal, so the journal is told of it rather than importing it.
 */
export type NoteKeeper = (target: NoteTarget, note: JournalEntryRequest | null, error: unknown) => boolean;

let keeper: NoteKeeper = () => false;

export function setNoteKeeper(next: NoteKeeper): void {
  keeper = next;
}

export const keepNote: NoteKeeper = (target, note, error) => keeper(target, note, error);
