import type { OfflineAction } from '../lib/offline/action-kind.ts';
import { classifyFailure } from '../lib/offline/backoff.ts';
import {
  claimLease,
  releaseLease,
  sameStored,
  type OutboxState,
  type StateBackend,
} from '../lib/offline/outbox-state.ts';
import { requestOf } from './outbox-requests.ts';

// Background Sync's send (ADR 0013): the worker reads the queue the pages keep in IndexedDB and
// sends the signed-in user's actions itself, in order, with the session cookie. A 2xx removes an
// action, a refusal removes it and is kept for the next page to tell; the first network failure,
// 5xx or 429 stops the run and rejects, so the browser fires the sync again later.

export const WORKER_HOLDER = 'worker';

export interface SenderDeps {
  backend: StateBackend;
  fetch: typeof fetch;
  now(): number;
  /** Tells open pages what changed (the actions delivered among them). */
  announce(sent: OfflineAction[]): void;
}

/** Thrown when the queue must be sent later: the browser retries the sync. */
export class SendLater extends Error {}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } } | null;
    return typeof body?.error?.message === 'string' ? body.error.message : '';
  } catch {
    return '';
  }
}

export async function sendQueue(deps: SenderDeps): Promise<void> {
  const { backend } = deps;
  const claim = () => backend.transact((s) => claimLease(s, WORKER_HOLDER, deps.now()));
  // A page is sending now: it finishes, or its lease runs out before the browser tries again.
  if (!(await claim())) throw new SendLater('a page is sending the queue');
  const sent: OfflineAction[] = [];
  const remove = (action: OfflineAction, refusal?: string) =>
    backend.transact((s): [OutboxState, void] => [
      {
        ...s,
        actions: s.actions.filter((a) => !sameStored(a, action)),
        refusals: refusal === undefined ? s.refusals : [...s.refusals, { action, message: refusal }],
      },
      undefined,
    ]);
  try {
    const state = await backend.transact((s) => [s, s]);
    const user = state.user;
    // Only the account the page last saw signed in: the cookie is theirs.
    if (user === null) return;
    for (const action of state.actions.filter((a) => a.owner === user)) {
      const request = requestOf(action);
      if (!request) continue;
      if (!(await claim())) throw new SendLater('a page took over');
      const response = await deps
        .fetch(request.url, {
          method: request.method,
          credentials: 'same-origin',
          headers: {
            Accept: 'application/json',
            'Accept-Language': state.language ?? 'es',
            ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        })
        .catch(() => null);
      if (response?.ok) {
        await remove(action);
        sent.push(action);
        continue;
      }
      const failure = classifyFailure(response?.status ?? 0);
      if (failure === 'refused') {
        await remove(action, await messageOf(response as Response));
        continue;
      }
      // The session is gone: kept for the next sign-in, which a page handles.
      if (failure === 'unauthenticated') return;
      throw new SendLater(`the server answered ${response?.status ?? 'nothing'}`);
    }
  } finally {
    await backend.transact((s) => releaseLease(s, WORKER_HOLDER)).catch(() => undefined);
    deps.announce(sent);
  }
}
