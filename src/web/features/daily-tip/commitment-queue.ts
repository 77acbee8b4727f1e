import { isLocalDate, type LocalDate } from '#shared/local-date.ts';
import { parseInstant } from '#shared/zoned-time.ts';
import type { ActionKind, ActionRequest, OfflineAction, SendResult } from '#web/lib/offline/action-kind.ts';

// Daily-tip commitments as actions of the app's outbox (ADR 0005). Every commitment is kept there
// before any request, so a visitor's, an offline one or one the server failed to take is never
// lost; the server's idempotency makes resending safe.

/** Where the commitments were kept before every kind shared the outbox's store: moved in when read. */
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

export type CommitmentAction = QueuedCommitment & { kind: 'commitment' };

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

function isCommitment(value: OfflineAction): value is CommitmentAction {
  if (!value || typeof value !== 'object') return false;
  const entry = value as unknown as Record<string, unknown>;
  return (
    entry.kind === 'commitment' &&
    isLocalDate(entry.date) &&
    typeof entry.made_at === 'string' &&
    parseInstant(entry.made_at) !== null &&
    (entry.owner === null || typeof entry.owner === 'string') &&
    (entry.tip === null || isSnapshot(entry.tip))
  );
}

export interface CommitmentKindDeps {
  send(entry: Pick<QueuedCommitment, 'date' | 'made_at'>): Promise<SendResult>;
  onSynced?(entry: QueuedCommitment, body: unknown): void;
  /** `awaited`: the person who just committed is waiting for this answer and will be told. */
  onRefused?(entry: QueuedCommitment, message: string, awaited: boolean): void;
  onUnauthenticated?(): void;
}

/** One commitment per owner and date: the first is kept, a later one (a double tap) adds nothing. */
export function commitmentKind(deps: CommitmentKindDeps): ActionKind<CommitmentAction> {
  return {
    kind: 'commitment',
    isValid: isCommitment,
    subject: (entry) => entry.date,
    keep: 'first',
    send: (entry) => deps.send({ date: entry.date, made_at: entry.made_at }),
    ...(deps.onSynced ? { onSent: deps.onSynced } : {}),
    ...(deps.onRefused ? { onRefused: deps.onRefused } : {}),
    ...(deps.onUnauthenticated ? { onUnauthenticated: deps.onUnauthenticated } : {}),
    legacyKey: QUEUE_STORAGE_KEY,
  };
}

/** The request a commitment makes: its date and when it was made (ADR 0005). */
export function commitmentRequest(entry: Pick<QueuedCommitment, 'date' | 'made_at'>): ActionRequest {
  return {
    method: 'POST',
    url: '/api/v1/me/commitments',
    body: { date: entry.date, made_at: entry.made_at },
  };
}

/** The queued commitments among the outbox's actions. */
export function commitmentsIn(actions: readonly OfflineAction[]): CommitmentAction[] {
  return actions.filter(isCommitment);
}

/** The queued commitment of `date` the current person would see (theirs, or a visitor's). */
export function queuedFor(
  queue: readonly QueuedCommitment[],
  date: LocalDate,
  userId: string | null,
): QueuedCommitment | undefined {
  return queue.find((e) => e.date === date && (e.owner === userId || e.owner === null));
}
