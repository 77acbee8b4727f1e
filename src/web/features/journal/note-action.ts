import type { JournalEntryRequest, NoteTarget } from '#shared/api/journal.ts';
import type { ActionKind, ActionRequest, OfflineAction, SendResult } from '#web/lib/offline/action-kind.ts';

// Journal notes as actions of the app's outbox: a note saved (`note`) or deleted (null) that the
// server could not take now. A note is a state (PUT or DELETE), so resending is safe, and only the
// last state of a note counts.

export interface NoteAction extends OfflineAction {
  kind: 'note';
  owner: string;
  target: NoteTarget;
  note: JournalEntryRequest | null;
}

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

export interface NoteKindDeps {
  send(action: NoteAction): Promise<SendResult>;
  onSent?(action: NoteAction): void;
  onRefused?(action: NoteAction, message: string): void;
  onUnauthenticated?(): void;
}

/** A ritual's note and a day's note are different things; a later state replaces the earlier one. */
export function noteKind(deps: NoteKindDeps): ActionKind<NoteAction> {
  return {
    kind: 'note',
    isValid: (a): a is NoteAction => {
      const n = a as unknown as Record<string, unknown>;
      return a.kind === 'note' && typeof a.owner === 'string' && isTarget(n.target) && isNote(n.note);
    },
    subject: (a) => (a.target.kind === 'ritual' ? `ritual:${a.target.ritualId}` : `day:${a.target.date}`),
    keep: 'last',
    state: (a) => a.note,
    send: deps.send,
    ...(deps.onSent ? { onSent: deps.onSent } : {}),
    ...(deps.onRefused ? { onRefused: deps.onRefused } : {}),
    ...(deps.onUnauthenticated ? { onUnauthenticated: deps.onUnauthenticated } : {}),
  };
}

/** The path of a ritual's or a day's note. */
export const notePath = (target: NoteTarget): string =>
  target.kind === 'ritual'
    ? `/api/v1/me/journal/rituals/${target.ritualId}`
    : `/api/v1/me/journal/days/${target.date}`;

/** The request a note makes: saved (PUT) or deleted. */
export function noteRequest(action: NoteAction): ActionRequest {
  return action.note
    ? { method: 'PUT', url: notePath(action.target), body: action.note }
    : { method: 'DELETE', url: notePath(action.target) };
}
