import type { JournalEntryRequest, NoteTarget } from '#shared/api/journal.ts';
import { outbox } from '#web/lib/offline/page-outbox.ts';
import { sendResultOf } from '#web/lib/offline/send-result.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { notifyRefusedAction } from '#web/pwa/pwa-texts.ts';
import { SESSION_QUERY_KEY, type CurrentUser } from '../auth/session.ts';
import { JOURNAL_QUERY_KEY } from './keys.ts';
import { noteKind, type NoteAction } from './note-action.ts';

// Journal notes in the page's outbox. Loaded when a note must be kept (api.ts) and by the app once
// the page is idle (pwa/after-load.tsx), so notes kept on an earlier visit are sent.

// The journal's requests (and their schemas) load when a note is sent, not with the outbox.
const journalApi = () => import('./api.ts');

outbox.register(
  noteKind({
    send: (action) =>
      sendResultOf(async () => {
        const journal = await journalApi();
        if (action.note) await journal.saveNote(action.target, action.note);
        else await journal.deleteNote(action.target);
      }),
    onSent: () => void queryClient.invalidateQueries({ queryKey: JOURNAL_QUERY_KEY }),
    onRefused: (_action, reason) => notifyRefusedAction(reason),
    onUnauthenticated: () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  }),
);

/** Keeps a note for the signed-in user to send later; false when nobody is signed in. */
export function keepNote(target: NoteTarget, note: JournalEntryRequest | null): boolean {
  const user = queryClient.getQueryData<CurrentUser | null>(SESSION_QUERY_KEY);
  if (!user) return false;
  const action: NoteAction = { kind: 'note', owner: user.id, target, note };
  void outbox.add(action);
  return true;
}
