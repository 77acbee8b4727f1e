import { request } from '#web/lib/api-client.ts';
import { outbox } from '#web/lib/offline/page-outbox.ts';
import { sendResultOf } from '#web/lib/offline/send-result.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { uiLanguage } from '#web/i18n/ui-language.ts';
import { notifyRefusedAction } from '#web/pwa/pwa-texts.ts';
import { SESSION_QUERY_KEY } from '../auth/session.ts';
import { progressKeys } from './keys.ts';
import {
  completionKind,
  favoriteKind,
  progressRequest,
  type CompletionAction,
  type FavoriteAction,
  type ProgressAction,
  type ProgressKindDeps,
} from './offline-actions.ts';

// Completions and favourite changes in the page's outbox, sent to the real API. Loaded by the
// buttons that keep them and by the app once the page is idle (pwa/after-load.tsx).

// The schemas (and zod) load beside the request, not with the page.
const progressApi = () => import('#shared/api/progress.ts');

function send(action: ProgressAction) {
  const { method, url, body } = progressRequest(action);
  return sendResultOf(() =>
    request(url, {
      method,
      body,
      language: uiLanguage(),
      schema: () =>
        progressApi().then((m) =>
          action.kind === 'complete' ? m.completionResponseSchema : m.favoriteStateResponseSchema,
        ),
    }),
  );
}

const deps: ProgressKindDeps = {
  send,
  // Points, levels and the lists are read again from the server, which now has the action.
  onSent: () => void queryClient.invalidateQueries({ queryKey: progressKeys.all }),
  onRefused: (_action, reason) => notifyRefusedAction(reason),
  onUnauthenticated: () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
};

outbox.register(completionKind(deps));
outbox.register(favoriteKind(deps));

/** Keeps a completion the server could not take now, to send it later. */
export function keepCompletion(ritualId: number, owner: string): void {
  const action: CompletionAction = { kind: 'complete', ritual_id: ritualId, owner };
  void outbox.add(action);
}

/** Keeps a favourite change the server could not take now; a later one replaces it. */
export function keepFavorite(ritualId: number, owner: string, favorite: boolean): void {
  const action: FavoriteAction = { kind: 'favorite', ritual_id: ritualId, owner, favorite };
  void outbox.add(action);
}
