import { useSession } from '#web/features/auth/session.ts';
import { readQueue } from '#web/features/daily-tip/commitment-queue.ts';
import { useOutbox } from '#web/features/progress/outbox-sync.ts';

function storedCommitments(userId: string): number {
  try {
    return readQueue(window.localStorage).filter((e) => e.owner === userId).length;
  } catch {
    return 0;
  }
}

/** How many of the signed-in user's actions wait for the server: commitments, completions, favourites. */
export function usePendingActions(): number {
  const { user } = useSession();
  const actions = useOutbox();
  if (!user) return 0;
  return actions.filter((a) => a.owner === user.id).length + storedCommitments(user.id);
}
