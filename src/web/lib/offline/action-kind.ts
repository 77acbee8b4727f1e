// What every kept action is, and what a feature tells the outbox about a kind of action it
// registers: how to send it, which earlier action it replaces or merges with, and what follows
// when the server takes or refuses it.

export interface OfflineAction {
  kind: string;
  /** The account it was made in, or null for a visitor (handed to the next account to sign in). */
  owner: string | null;
  /** When the person acted (ISO 8601, UTC), stamped when it is kept; older stored actions may lack it. */
  made_at?: string;
}

/**
 * How the outbox names an action in its snapshot (`sent`, `sending`): its kind and what it is about
 * (the kind's `subject`), so a screen finds its own action there.
 */
export const actionId = (kind: string, subject: string) => `${kind}:${subject}`;

/**
 * An action's request as plain data, so the service worker can send it without the page's code
 * (ADR 0013): the page's own send makes the same request.
 */
export interface ActionRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  /** Same-origin path. */
  url: string;
  /** Sent as JSON. */
  body?: unknown;
}

/** What a send got back: the HTTP status (0 when no answer came) and, for a refusal, its text. */
export interface SendResult {
  status: number;
  body?: unknown;
  message?: string;
}

export type Outcome =
  /** The server has it (201 the first time, 200 after). */
  | { kind: 'synced'; body: unknown }
  /** Kept in the browser and sent later (offline, server failure, session unknown). */
  | { kind: 'queued' }
  /** A visitor's: kept in the browser until they sign in. */
  | { kind: 'local' }
  /** The server refused it for good (too old, …); `message` says why in the person's language. */
  | { kind: 'refused'; message: string };

export interface ActionKind<A extends OfflineAction> {
  kind: A['kind'];
  /** Whether a stored entry of this kind is well formed (a malformed one is dropped). */
  isValid(value: OfflineAction): value is A;
  /** What the action is about: one account keeps one action per subject (see `keep`). */
  subject(action: A): string;
  /**
   * For two actions on the same subject: 'first' keeps the earlier one (an event the server
   * records once); 'last' replaces it (a state, where only the last choice counts).
   */
  keep: 'first' | 'last';
  /**
   * The state an action sets, compared when the server confirms one: a newer change on the same
   * subject made meanwhile stays queued. Without it, any action on the subject is settled.
   */
  state?(action: A): unknown;
  send(action: A): Promise<SendResult>;
  onSent?(action: A, body: unknown): void;
  /** `awaited`: the person who just acted is waiting for this answer and will be told. */
  onRefused?(action: A, message: string, awaited: boolean): void;
  /** The server no longer knows the session: the app should check who is signed in. */
  onUnauthenticated?(): void;
  /** A list this kind was kept under before every kind shared one store; moved in when read. */
  legacyKey?: string;
}

// oxlint-disable-next-line typescript/no-explicit-any -- a registry of kinds of different shapes
export type AnyKind = ActionKind<any>;
export type Kinds = ReadonlyMap<string, AnyKind>;

const sameSubject = (kinds: Kinds, a: OfflineAction, b: OfflineAction) =>
  a.kind === b.kind && kinds.get(a.kind)?.subject(a) === kinds.get(b.kind)?.subject(b);

const sameState = (kind: AnyKind, a: OfflineAction, b: OfflineAction) =>
  !kind.state || JSON.stringify(kind.state(a)) === JSON.stringify(kind.state(b));

/** Adds an action after the rule of its kind (an unknown kind is simply added). */
export function addAction(
  kinds: Kinds,
  queue: readonly OfflineAction[],
  action: OfflineAction,
): OfflineAction[] {
  const kind = kinds.get(action.kind);
  if (!kind) return [...queue, action];
  const same = (a: OfflineAction) => a.owner === action.owner && sameSubject(kinds, a, action);
  if (kind.keep === 'first') return queue.some(same) ? [...queue] : [...queue, action];
  return [...queue.filter((a) => !same(a)), action];
}

/** On sign-in, a visitor's actions are handed to the account, merged after their kind's rule. */
export function claimVisitorActions(
  kinds: Kinds,
  queue: readonly OfflineAction[],
  userId: string,
): OfflineAction[] {
  let claimed: OfflineAction[] = [];
  for (const action of queue)
    claimed = addAction(kinds, claimed, action.owner === null ? { ...action, owner: userId } : action);
  return claimed;
}

/**
 * Removes what the server settled (took, or refused for good): the same owner's action on the same
 * subject with the same state, and with `visitorToo` a visitor's one as well.
 */
export function withoutSettled(
  kinds: Kinds,
  queue: readonly OfflineAction[],
  settled: OfflineAction,
  visitorToo: boolean,
): OfflineAction[] {
  const kind = kinds.get(settled.kind);
  if (!kind) return [...queue];
  return queue.filter(
    (a) =>
      !(
        (a.owner === settled.owner || (visitorToo && a.owner === null)) &&
        sameSubject(kinds, a, settled) &&
        sameState(kind, a, settled)
      ),
  );
}

/** The actions a signed-in user sends: their own and a visitor's, of the kinds registered so far. */
export function actionsToSend(
  kinds: Kinds,
  queue: readonly OfflineAction[],
  userId: string,
): OfflineAction[] {
  return queue.filter((a) => kinds.has(a.kind) && (a.owner === userId || a.owner === null));
}

/** Drops stored entries of a registered kind that are malformed; other kinds wait for theirs. */
export function wellFormed(kinds: Kinds, queue: readonly OfflineAction[]): OfflineAction[] {
  return queue.filter((a) => kinds.get(a.kind)?.isValid(a) ?? true);
}
