import { useQuery } from '@tanstack/react-query';
import type { AppTip } from '#shared/daily-tip.ts';
import { useSession } from '../auth/session.ts';
import { commitmentsQuery, tipQuery } from './api.ts';
import { queuedFor, type TipSnapshot } from './commitment-queue.ts';
import { commitmentSync, useCommitmentSync } from './commitment-sync.ts';
import { useLocalToday } from '#web/lib/use-local-today.ts';
import { useUiLanguage } from '#web/i18n/ui-language.ts';

/**
 * Where today's commitment stands for this person:
 * - none: not committed;
 * - done: the server has it;
 * - synced: the server has it, sent from this page a moment ago;
 * - pending: kept in the browser, waiting to be sent;
 * - local: a visitor's, kept in the browser until they sign in.
 */
export type TodayStatus = 'none' | 'done' | 'synced' | 'pending' | 'local';

export function snapshotOf(tip: AppTip): TipSnapshot {
  return {
    id: tip.id,
    title: tip.title,
    content: tip.content,
    category: tip.category,
    intention: tip.intention,
  };
}

export function useDailyTip() {
  const session = useSession();
  const userId = session.user?.id ?? null;
  const language = useUiLanguage();
  const today = useLocalToday(session.user?.timeZone);
  const tip = useQuery(tipQuery(language, today));
  const commitments = useQuery({
    ...commitmentsQuery(userId ?? '', language, today),
    enabled: userId !== null,
  });
  const sync = useCommitmentSync();

  const queued = queuedFor(sync.queue, today, userId);
  const onServer = commitments.data?.commitments.some((c) => c.date === today) ?? false;
  let status: TodayStatus = 'none';
  if (onServer) status = sync.synced.has(today) ? 'synced' : 'done';
  else if (queued) status = userId ? 'pending' : 'local';

  /** True once it is known whether today's tip exists and whether it is done. */
  const settled =
    !session.loading && !tip.isPending && (userId === null || !commitments.isPending || commitments.isError);

  return {
    session,
    userId,
    language,
    today,
    tip,
    commitments,
    sync,
    status,
    settled,
    commit: (current: AppTip) => commitmentSync.commit(today, snapshotOf(current)),
  };
}
