import { useSyncExternalStore } from 'react';
import { queryClient } from '../../app/query-client.ts';
import { currentLocale } from '../../i18n/language.ts';
import { i18n } from '../../i18n/i18n.ts';
import { uiLanguage } from '../../i18n/ui-language.ts';
import { SESSION_QUERY_KEY } from '../auth/session.ts';
import { progressKeys } from '../progress/keys.ts';
import { COMMITMENTS_QUERY_KEY } from './api.ts';
import { QUEUE_STORAGE_KEY, type QueuedCommitment } from './commitment-queue.ts';
import { notify } from './notifications.ts';
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
  const response = await fetch(`/api/v1/me/commitments?lang=${uiLanguage()}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(entry),
  });
  const body = (await response.json().catch(() => undefined)) as
    { error?: { message?: unknown } } | undefined;
  const message = typeof body?.error?.message === 'string' ? body.error.message : undefined;
  return { status: response.status, body, ...(message ? { message } : {}) };
}

function formatDate(date: string): string {
  return new Intl.DateTimeFormat(currentLocale(i18n.language), {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
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
    notify('error', t('toast.failure'), t('toast.refusedLater', { date: formatDate(entry.date), reason }));
  },
  onUnauthenticated: () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
});

window.addEventListener('online', () => commitmentSync.online());
window.addEventListener('storage', (event) => {
  if (event.key === QUEUE_STORAGE_KEY) commitmentSync.reload();
});

export function useCommitmentSync(): SyncSnapshot {
  return useSyncExternalStore(
    commitmentSync.subscribe,
    commitmentSync.getSnapshot,
    commitmentSync.getSnapshot,
  );
}
