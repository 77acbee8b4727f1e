import { isLocalDate, parseInstant, type LocalDate } from '#shared/local-date.ts';
import { readStoredList, writeStoredList } from '#web/lib/stored-list.ts';

// The browser's queue of daily-tip commitments not yet confirmed by the server (ADR 0005). Every
// commitment is written here before any request, so a visitor's, an offline one or one the
// server failed to take is never lost; the server's idempotency makes resending safe.

export const QUEUE_STORAGE_KEY = 'ritualia.dailyTip.queue';

/** What the UI needs to show a queued commitment's tip before the server has it. */
export interface TipSnapshot {
  id: number;
  title: string | null;
  content: string;
  category: string;
  intention: string;
}

export interface QueuedCommitment {
  /** The local calendar date committed to. */
  date: LocalDate;
  /** When the person committed (ISO 8601, UTC). */
  made_at: string;
  /** The account it was made in, or null for a visitor (merged into the next account to sign in). */
  owner: string | null;
  tip: TipSnapshot | null;
}

type QueueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isSnapshot(value: unknown): value is TipSnapshot {
  if (!value || typeof value !== 'object') return false;
  const tip = value as Record<string, unknown>;
  return (
    typeof tip.id === 'number' &&
    (tip.title === null || typeof tip.title === 'string') &&
    typeof tip.content === 'string' &&
    typeof tip.category === 'string' &&
    typeof tip.intention === 'string'
  );
}

function isEntry(value: unknown): value is QueuedCommitment {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    isLocalDate(entry.date) &&
    typeof entry.made_at === 'string' &&
    parseInstant(entry.made_at) !== null &&
    (entry.owner === null || typeof entry.owner === 'string') &&
    (entry.tip === null || isSnapshot(entry.tip))
  );
}

/** The stored queue; unreadable storage or entries are left out rather than breaking the page. */
export function readQueue(storage: QueueStorage | null): QueuedCommitment[] {
  return readStoredList(storage, QUEUE_STORAGE_KEY, isEntry);
}

/** False when the browser refuses to store (blocked or full storage): the page keeps it in memory. */
export function writeQueue(storage: QueueStorage | null, queue: readonly QueuedCommitment[]): boolean {
  return writeStoredList(storage, QUEUE_STORAGE_KEY, queue);
}

/** Adds a commitment unless the same owner already queued that date (the first one is kept). */
export function enqueue(queue: readonly QueuedCommitment[], entry: QueuedCommitment): QueuedCommitment[] {
  if (queue.some((e) => e.date === entry.date && e.owner === entry.owner)) return [...queue];
  return [...queue, entry];
}

/** The entries a signed-in user sends: their own and the visitor's (which become theirs). */
export function entriesToSend(queue: readonly QueuedCommitment[], userId: string): QueuedCommitment[] {
  return queue.filter((e) => e.owner === userId || e.owner === null);
}

/** On sign-in, the visitor's commitments are handed to the account (one per date). */
export function claimVisitorEntries(queue: readonly QueuedCommitment[], userId: string): QueuedCommitment[] {
  const claimed: QueuedCommitment[] = [];
  for (const entry of queue) {
    const next = entry.owner === null ? { ...entry, owner: userId } : entry;
    if (!claimed.some((e) => e.date === next.date && e.owner === next.owner)) claimed.push(next);
  }
  return claimed;
}

export function withoutEntry(
  queue: readonly QueuedCommitment[],
  date: LocalDate,
  owner: string | null,
): QueuedCommitment[] {
  return queue.filter((e) => !(e.date === date && e.owner === owner));
}

/** The queued commitment of `date` the current person would see (theirs, or a visitor's). */
export function queuedFor(
  queue: readonly QueuedCommitment[],
  date: LocalDate,
  userId: string | null,
): QueuedCommitment | undefined {
  return queue.find((e) => e.date === date && (e.owner === userId || e.owner === null));
}
