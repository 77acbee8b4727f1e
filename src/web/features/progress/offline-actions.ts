import type { ActionKind, ActionRequest, OfflineAction, SendResult } from '#web/lib/offline/action-kind.ts';

// Ritual completions and favourite changes as actions of the app's outbox: kept when the server
// cannot be reached or fails, and sent once it is back. Completing is idempotent on the server (one
// per user and ritual) and a favourite is a state, so resending is safe.

export interface CompletionAction extends OfflineAction {
  kind: 'complete';
  ritual_id: number;
  owner: string;
}

export interface FavoriteAction extends OfflineAction {
  kind: 'favorite';
  ritual_id: number;
  owner: string;
  favorite: boolean;
}

export type ProgressAction = CompletionAction | FavoriteAction;

function isRitualAction(value: OfflineAction): value is OfflineAction & { ritual_id: number; owner: string } {
  const a = value as unknown as Record<string, unknown>;
  return typeof a.ritual_id === 'number' && Number.isInteger(a.ritual_id) && typeof a.owner === 'string';
}

export interface ProgressKindDeps {
  /** The HTTP status of the send (0 when no answer came) and, for a refusal, its text. */
  send(action: ProgressAction): Promise<SendResult>;
  onSent?(action: ProgressAction): void;
  onRefused?(action: ProgressAction, message: string): void;
  onUnauthenticated?(): void;
}

function hooks(deps: ProgressKindDeps) {
  return {
    send: deps.send,
    ...(deps.onSent ? { onSent: deps.onSent } : {}),
    ...(deps.onRefused ? { onRefused: deps.onRefused } : {}),
    ...(deps.onUnauthenticated ? { onUnauthenticated: deps.onUnauthenticated } : {}),
  };
}

/** A completion is sent once per ritual (the first one kept counts, with when it was made). */
export function completionKind(deps: ProgressKindDeps): ActionKind<CompletionAction> {
  return {
    kind: 'complete',
    isValid: (a): a is CompletionAction => a.kind === 'complete' && isRitualAction(a),
    subject: (a) => String(a.ritual_id),
    keep: 'first',
    ...hooks(deps),
  };
}

/** A favourite change replaces the earlier one on the same ritual: only the last choice counts. */
export function favoriteKind(deps: ProgressKindDeps): ActionKind<FavoriteAction> {
  return {
    kind: 'favorite',
    isValid: (a): a is FavoriteAction =>
      a.kind === 'favorite' && isRitualAction(a) && typeof (a as FavoriteAction).favorite === 'boolean',
    subject: (a) => String(a.ritual_id),
    keep: 'last',
    state: (a) => a.favorite,
    ...hooks(deps),
  };
}

/** The request a completion or a favourite change makes (by the page, or the service worker). */
export function progressRequest(action: ProgressAction): ActionRequest {
  return action.kind === 'complete'
    ? // It counts when the person completed it (ADR 0005), not when it reaches the server.
      {
        method: 'POST',
        url: '/api/v1/me/completions',
        body: { ritual_id: action.ritual_id, made_at: action.made_at ?? null },
      }
    : { method: action.favorite ? 'PUT' : 'DELETE', url: `/api/v1/me/favorites/${action.ritual_id}` };
}

/** The queued favourite state of a ritual for this user, if a change waits. */
export function queuedFavorite(
  queue: readonly OfflineAction[],
  owner: string,
  ritualId: number,
): boolean | undefined {
  const action = queue.find(
    (a): a is FavoriteAction =>
      a.kind === 'favorite' && a.owner === owner && (a as FavoriteAction).ritual_id === ritualId,
  );
  return action?.favorite;
}

/** Whether this user's completion of a ritual waits to be sent. */
export function queuedCompletion(queue: readonly OfflineAction[], owner: string, ritualId: number): boolean {
  return queue.some(
    (a) => a.kind === 'complete' && a.owner === owner && (a as CompletionAction).ritual_id === ritualId,
  );
}
