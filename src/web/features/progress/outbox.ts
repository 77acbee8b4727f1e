import type { JournalEntryRequest, NoteTarget } from '#shared/api/journal.ts';
import { readStoredList, writeStoredList } from '#web/lib/stored-list.ts';

// The browser's queue of ritual completions, favourite changes and journal notes the server has
// not confirmed: written before any request when the server cannot be reached, so an action taken
// offline or while the server is down is kept and sent once it is back. Completing is idempotent
// on the server (one per user and ritual); a favourite and a note (PUT or DELETE) are states, so
// resending is safe.

export const OUTBOX_STORAGE_KEY = 'ritualia.outbox';

export type OutboxAction = (
  | { kind: 'complete'; ritual_id: number; owner: string }
  | { kind: 'favorite'; ritual_id: number; owner: string; favorite: boolean }
  /** A note saved (`note`) or deleted (null). */
  | { kind: 'note'; owner: string; target: NoteTarget; note: JournalEntryRequest | null }
) & {
  /** When the person acted (ISO 8601, UTC), stamped when it is kept: a completion counts then. */
  made_at?: string;
};

type OutboxStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isTarget(value: unknown): value is NoteTarget {
  if (!value || typeof value !== 'object') return false;
  const t = value as Record<string, unknown>;
  return (
    (t.kind === 'ritual' && typeof t.ritualId === 'number' && Number.isInteger(t.ritualId)) ||
    (t.kind === 'day' && typeof t.date === 'string')
  );
}

function isNote(value: unknown): value is JournalEntryRequest | null {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const n = value as Record<string, unknown>;
  return typeof n.text === 'string' && (n.mood === null || typeof n.mood === 'number');
}

function isAction(value: unknown): value is OutboxAction {
  if (!value || typeof value !== 'object') return false;
  const a = value as Record<string, unknown>;
  if (a.made_at !== undefined && typeof a.made_at !== 'string') return false;
  if (a.kind === 'note') return typeof a.owner === 'string' && isTarget(a.target) && isNote(a.note);
  if (typeof a.ritual_id !== 'number' || !Number.isInteger(a.ritual_id) || typeof a.owner !== 'string')
    return false;
  return a.kind === 'complete' || (a.kind === 'favorite' && typeof a.favorite === 'boolean');
}

export function readOutbox(storage: OutboxStorage | null): OutboxAction[] {
  return readStoredList(storage, OUTBOX_STORAGE_KEY, isAction);
}

export function writeOutbox(storage: OutboxStorage | null, queue: readonly OutboxAction[]): boolean {
  return writeStoredList(storage, OUTBOX_STORAGE_KEY, queue);
}

const subject = (a: OutboxAction) =>
  a.kind === 'note'
    ? a.target.kind === 'ritual'
      ? `note:ritual:${a.target.ritualId}`
      : `note:day:${a.target.date}`
    : `${a.kind}:${a.ritual_id}`;

const same = (a: OutboxAction, b: OutboxAction) => a.owner === b.owner && subject(a) === subject(b);

/**
 * Adds an action: a completion once per ritual; a favourite change or a note replaces the earlier
 * one on the same thing, since only the last state the person chose counts.
 */
export function addAction(queue: readonly OutboxAction[], action: OutboxAction): OutboxAction[] {
  if (action.kind === 'complete') return queue.some((a) => same(a, action)) ? [...queue] : [...queue, action];
  return [...queue.filter((a) => !same(a, action)), action];
}

/** Removes an action once the server has it, unless a newer change for it came in meanwhile. */
export function removeAction(queue: readonly OutboxAction[], sent: OutboxAction): OutboxAction[] {
  return queue.filter((a) => !(same(a, sent) && equalState(a, sent)));
}

function equalState(a: OutboxAction, b: OutboxAction): boolean {
  if (a.kind === 'favorite' && b.kind === 'favorite') return a.favorite === b.favorite;
  if (a.kind === 'note' && b.kind === 'note') return JSON.stringify(a.note) === JSON.stringify(b.note);
  return a.kind === 'complete';
}

/** The queued favourite state of a ritual for this user, if a change waits. */
export function queuedFavorite(
  queue: readonly OutboxAction[],
  owner: string,
  ritualId: number,
): boolean | undefined {
  const action = queue.find((a) => a.kind === 'favorite' && a.owner === owner && a.ritual_id === ritualId);
  return action?.kind === 'favorite' ? action.favorite : undefined;
}

/** Whether this user's completion of a ritual waits to be sent. */
export function queuedCompletion(queue: readonly OutboxAction[], owner: string, ritualId: number): boolean {
  return queue.some((a) => a.kind === 'complete' && a.owner === owner && a.ritual_id === ritualId);
}
