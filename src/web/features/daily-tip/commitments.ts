import type { LocalDate } from '#shared/local-date.ts';
import { actionId, type Outcome } from '#web/lib/offline/action-kind.ts';
import type { Outbox, OutboxSnapshot } from '#web/lib/offline/outbox-engine.ts';
import {
  commitmentKind,
  commitmentsIn,
  type CommitmentKindDeps,
  type QueuedCommitment,
  type TipSnapshot,
} from './commitment-queue.ts';

// The daily tip's view of the outbox: its commitments, the dates this page saw confirmed, and a
// commit whose outcome the person waits for.

export type CommitOutcome = Outcome;

export interface SyncSnapshot {
  queue: readonly QueuedCommitment[];
  /** Dates this page saw confirmed by the server, for the "synced" note. */
  synced: ReadonlySet<LocalDate>;
  /** The signed-in user's id, null for a visitor, undefined while unknown. */
  userId: string | null | undefined;
}

const PREFIX = actionId('commitment', '');

function viewOf(snapshot: OutboxSnapshot): SyncSnapshot {
  const synced = new Set<LocalDate>();
  for (const id of snapshot.sent) if (id.startsWith(PREFIX)) synced.add(id.slice(PREFIX.length));
  return { queue: commitmentsIn(snapshot.actions), synced, userId: snapshot.userId };
}

export function createCommitments(outbox: Outbox, deps: CommitmentKindDeps) {
  outbox.register(commitmentKind(deps));
  let seen: OutboxSnapshot | undefined;
  let view: SyncSnapshot | undefined;
  return {
    subscribe: outbox.subscribe,
    /** The same object until the outbox changes (React compares snapshots by identity). */
    getSnapshot(): SyncSnapshot {
      const current = outbox.getSnapshot();
      if (current !== seen || !view) {
        seen = current;
        view = viewOf(current);
      }
      return view;
    },
    /** Records a commitment here first, then tries the server when someone is signed in. */
    commit(date: LocalDate, tip: TipSnapshot | null): Promise<CommitOutcome> {
      const user = outbox.user();
      const owner = typeof user === 'string' ? user : null;
      const action = { kind: 'commitment', date, owner, tip };
      return outbox.add(action, { awaited: true });
    },
  };
}
export type Commitments = ReturnType<typeof createCommitments>;
