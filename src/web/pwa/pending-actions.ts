import { useSession } from '#web/features/auth/session.ts';
import { useOutbox } from '#web/lib/offline/page-outbox.ts';

/**
 * How many of the signed-in user's actions wait for the server: commitments, completions,
 * favourites, notes (of every kind kept, registered on this page yet or not).
 */
export function usePendingActions(): number {
  const { user } = useSession();
  const { actions } = useOutbox();
  if (!user) return 0;
  return actions.filter((a) => a.owner === user.id).length;
}
