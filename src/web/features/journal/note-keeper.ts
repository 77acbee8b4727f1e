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

let keeper: NoteKeeper | undefined;
let loadKeeper: (() => Promise<unknown>) | undefined;

export function setNoteKeeper(next: NoteKeeper): void {
  keeper = next;
}

/**
 * How to load the outbox when a note must be kept before it has loaded: the app starts it once the
 * page is idle, and a save can fail sooner (the server down from the first request).
 */
export function setNoteKeeperLoader(load: () => Promise<unknown>): void {
  loadKeeper = load;
}

export async function keepNote(...args: Parameters<NoteKeeper>): Promise<boolean> {
  if (!keeper && loadKeeper) await loadKeeper();
  return keeper?.(...args) ?? false;
}
