import { readStoredList, writeStoredList } from '#web/lib/stored-list.ts';

// The browser's queue of ritual completions and favourite changes the server has not confirmed:
// written before any request when the server cannot be reached, so an action taken offline or
// while the server is down is kept and sent once it is back. Completing is idempotent on the
// server (one per user and ritual) and a favourite is a state, so resending is safe.

export const OUTBOX_STORAGE_KEY = 'ritualia.outbox';

export type OutboxAction =
  | { kind: 'complete'; ritual_id: number; owner: string }
  | { kind: 'favorite'; ritual_id: number; owner: string; favorite: boolean };

type OutboxStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isAction(value: unknown): value is OutboxAction {
  if (!value || typeof value !== 'object') return false;
  const a = value as Record<string, unknown>;
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

const same = (a: OutboxAction, b: OutboxAction) =>
  a.kind === b.kind && a.ritual_id === b.ritual_id && a.owner === b.owner;

/**
 * Adds an action: a completion once per ritual; a favourite change replaces the earlier one for
 * that ritual, since only the last state the person chose counts.
 */
export function addAction(queue: readonly OutboxAction[], action: OutboxAction): OutboxAction[] {
  if (action.kind === 'complete') return queue.some((a) => same(a, action)) ? [...queue] : [...queue, action];
  return [...queue.filter((a) => !same(a, action)), action];
}

/** Removes an action once the server has it, unless a newer change for it came in meanwhile. */
export function removeAction(queue: readonly OutboxAction[], sent: OutboxAction): OutboxAction[] {
  return queue.filter((a) => !(same(a, sent) && (a.kind !== 'favorite' || equalState(a, sent))));
}

function equalState(a: OutboxAction, b: OutboxAction): boolean {
  return a.kind === 'favorite' && b.kind === 'favorite' && a.favorite === b.favorite;
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
