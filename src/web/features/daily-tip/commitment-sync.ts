import { useSyncExternalStore } from 'react';
import { commitResponseSchema } from '#shared/api/daily-tip.ts';
import { ApiError, request } from '#web/lib/api-client.ts';
import { onReconnect } from '#web/lib/connectivity.ts';
import { dayAndMonth } from '#web/lib/format-date.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { i18n } from '#web/i18n/i18n.ts';
import { uiLanguage } from '#web/i18n/ui-language.ts';
import { SESSION_QUERY_KEY } from '../auth/session.ts';
import { progressKeys } from '../progress/keys.ts';
import { COMMITMENTS_QUERY_KEY } from './api.ts';
import { QUEUE_STORAGE_KEY, type QueuedCommitment } from './commitment-queue.ts';
import { notify } from '#web/ui/toast.ts';
import { createSyncEngine, type SendResult, type SyncSnapshot } from './sync-engine.ts';

// The page's one sync engine over localStorage and the real API (ADR 0005).

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

async function sendCommitment(entry: Pick<QueuedCommitment, 'date' | 'made_at'>): Promise<SendResult> {
  try {
    const body = await request('/api/v1/me/commitments', {
      method: 'POST',
      body: entry,
      language: uiLanguage(),
      schema: commitResponseSchema,
    });
    // 201 the first time, 200 after: the engine only needs to know it is in.
    return { status: 200, body };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, ...(error.message ? { message: error.message } : {}) };
  }
}

export const commitmentSync = createSyncEngine({
  storage: localStorageOrNull(),
  send: sendCommitment,
  isOnline: () => navigator.onLine !== false,
  now: () => new Date(),
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (timer) => window.clearTimeout(timer as number),
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

// Not while the server renders a page: it has no window, and no queue.
if (typeof window !== 'undefined') {
  onReconnect(() => commitmentSync.online());
  window.addEventListener('focus', () => void commitmentSync.flush());
  window.addEventListener('storage', (event) => {
    if (event.key === QUEUE_STORAGE_KEY) commitmentSync.reload();
  });
}

/** What the server rendered with: the queue lives in the browser, so it shows after hydration. */
const SERVER_SNAPSHOT: SyncSnapshot = { queue: [], synced: new Set(), userId: undefined };

export function useCommitmentSync(): SyncSnapshot {
  return useSyncExternalStore(commitmentSync.subscribe, commitmentSync.getSnapshot, () => SERVER_SNAPSHOT);
}
