import { useSyncExternalStore } from 'react';
import { ApiError, request } from '#web/lib/api-client.ts';
import { connectivity, onReconnect } from '#web/lib/connectivity.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { i18n } from '#web/i18n/i18n.ts';
import { uiLanguage } from '#web/i18n/ui-language.ts';
import { notify } from '#web/ui/toast.ts';
import { loadPwaTexts } from '#web/pwa/pwa-texts.ts';
import { SESSION_QUERY_KEY, type CurrentUser } from '../auth/session.ts';
import { JOURNAL_QUERY_KEY, setNoteKeeper } from '../journal/note-keeper.ts';
import { progressKeys } from './keys.ts';
import { createOutboxEngine } from './outbox-engine.ts';
import { OUTBOX_STORAGE_KEY, type OutboxAction } from './outbox.ts';

// The page's one queue of completions, favourite changes and journal notes, over localStorage and
// the real API.

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// The schemas (and zod) load beside the request, not with the page.
const progressApi = () => import('#shared/api/progress.ts');
const journalApi = () => import('../journal/api.ts');

async function send(action: OutboxAction): Promise<{ status: number; message?: string }> {
  try {
    if (action.kind === 'note') {
      const journal = await journalApi();
      if (action.note) await journal.saveNote(action.target, action.note);
      else await journal.deleteNote(action.target);
    } else if (action.kind === 'complete')
      await request('/api/v1/me/completions', {
        method: 'POST',
        // It counts when the person completed it (ADR 0005), not when it reaches the server.
        body: { ritual_id: action.ritual_id, made_at: action.made_at ?? null },
        language: uiLanguage(),
        schema: () => progressApi().then((m) => m.completionResponseSchema),
      });
    else
      await request(`/api/v1/me/favorites/${action.ritual_id}`, {
        method: action.favorite ? 'PUT' : 'DELETE',
        schema: () => progressApi().then((m) => m.favoriteStateResponseSchema),
      });
    return { status: 200 };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, ...(error.message ? { message: error.message } : {}) };
  }
}

export const outbox = createOutboxEngine({
  storage: localStorageOrNull(),
  send,
  isOnline: () => connectivity() !== 'offline',
  now: () => new Date(),
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (timer) => window.clearTimeout(timer as number),
  // Points, levels and the lists are read again from the server, which now has the action.
  onSent(action) {
    if (action.kind === 'note') void queryClient.invalidateQueries({ queryKey: JOURNAL_QUERY_KEY });
    else void queryClient.invalidateQueries({ queryKey: progressKeys.all });
  },
  onRefused(_action, reason) {
    const language = uiLanguage();
    void loadPwaTexts(language).then(() =>
      notify('error', i18n.getFixedT(language, 'pwa')('outbox.refused'), reason || undefined),
    );
  },
  onUnauthenticated: () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
});

// Not while the server renders a page: it has no window, and no queue.
if (typeof window !== 'undefined') {
  onReconnect(() => outbox.online());
  window.addEventListener('focus', () => void outbox.flush());
  window.addEventListener('storage', (event) => {
    if (event.key === OUTBOX_STORAGE_KEY) outbox.reload();
  });
}

setNoteKeeper((target, note, error) => {
  const user = queryClient.getQueryData<CurrentUser | null>(SESSION_QUERY_KEY);
  if (!user || !worthQueuing(error)) return false;
  outbox.enqueue({ kind: 'note', owner: user.id, target, note });
  return true;
});

/** What the server rendered with: the queue lives in the browser, so it shows after hydration. */
const NOTHING_QUEUED: readonly OutboxAction[] = [];

/** Whether a failed request is one to keep and send later (no answer, or the server failing). */
export function worthQueuing(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

export function useOutbox(): readonly OutboxAction[] {
  return useSyncExternalStore(outbox.subscribe, outbox.getQueue, () => NOTHING_QUEUED);
}
