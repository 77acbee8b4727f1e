import { useSyncExternalStore } from 'react';
import { commitResponseSchema } from '#shared/api/daily-tip.ts';
import { request } from '#web/lib/api-client.ts';
import { dayAndMonth } from '#web/lib/format-date.ts';
import { outbox } from '#web/lib/offline/page-outbox.ts';
import { sendResultOf } from '#web/lib/offline/send-result.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { i18n } from '#web/i18n/i18n.ts';
import { uiLanguage } from '#web/i18n/ui-language.ts';
import { notify } from '#web/ui/toast.ts';
import { SESSION_QUERY_KEY } from '../auth/session.ts';
import { progressKeys } from '../progress/keys.ts';
import { COMMITMENTS_QUERY_KEY } from './api.ts';
import { commitmentRequest } from './commitment-queue.ts';
import { createCommitments, type SyncSnapshot } from './commitments.ts';

// The daily tip's commitments in the page's outbox, sent to the real API (ADR 0005).

export const commitmentSync = createCommitments(outbox, {
  send: (entry) =>
    sendResultOf(() =>
      request(commitmentRequest(entry).url, {
        method: 'POST',
        body: commitmentRequest(entry).body,
        language: uiLanguage(),
        schema: commitResponseSchema,
      }),
    ),
  onSynced: () => {
    void queryClient.invalidateQueries({ queryKey: COMMITMENTS_QUERY_KEY });
    // Points, streaks and any achievement the commitment unlocked (its toast) are read again.
    void queryClient.invalidateQueries({ queryKey: progressKeys.all });
  },
  onRefused(entry, reason, awaited) {
    // The person who is waiting for this answer is told by the screen they acted on.
    if (awaited) return;
    const t = i18n.getFixedT(null, 'dailyTip');
    notify(
      'error',
      t('toast.failure'),
      t('toast.refusedLater', { date: dayAndMonth(entry.date, i18n.language), reason }),
    );
  },
  onUnauthenticated: () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
});

/** What the server rendered with: the queue lives in the browser, so it shows after hydration. */
const SERVER_SNAPSHOT: SyncSnapshot = { queue: [], synced: new Set(), userId: undefined };

export function useCommitmentSync(): SyncSnapshot {
  return useSyncExternalStore(commitmentSync.subscribe, commitmentSync.getSnapshot, () => SERVER_SNAPSHOT);
}
