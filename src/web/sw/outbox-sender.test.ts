import { describe, expect, it } from 'vitest';
import type { OfflineAction } from '#web/lib/offline/action-kind.ts';
import { createActionStore } from '#web/lib/offline/action-store.ts';
import { EMPTY_STATE, LEASE_MS, type OutboxState, type StateBackend } from '#web/lib/offline/outbox-state.ts';
import { memoryBackend } from '#web/lib/offline/state-backends.ts';
import { sendQueue, SendLater } from './outbox-sender.ts';

// What the service worker does on Background Sync, over the same record the pages keep: the
// network is the only thing faked.

const NOW = Date.parse('2026-11-28T10:00:00.000Z');
const MADE_AT = '2026-11-28T09:00:00.000Z';
const complete = (ritual_id: number, owner = 'u1'): OfflineAction =>
  ({ kind: 'complete', ritual_id, owner, made_at: MADE_AT }) as OfflineAction;
const commitment = (date: string, owner: string | null = 'u1'): OfflineAction =>
  ({ kind: 'commitment', date, made_at: MADE_AT, owner, tip: null }) as OfflineAction;
const note = (date: string, text: string | null): OfflineAction =>
  ({
    kind: 'note',
    owner: 'u1',
    target: { kind: 'day', date },
    note: text === null ? null : { text, mood: null },
  }) as OfflineAction;

function harness(
  state: Partial<OutboxState>,
  answers: (number | [number, unknown])[] = [],
  whileSending: (backend: StateBackend) => Promise<unknown> = async () => undefined,
) {
  const backend = memoryBackend({ ...EMPTY_STATE, user: 'u1', language: 'fr', ...state });
  const requests: { method: string; url: string; body: unknown; language: string | null }[] = [];
  const announced: OfflineAction[][] = [];
  const run = () =>
    sendQueue({
      backend,
      now: () => NOW,
      announce: (sent) => announced.push(sent),
      async fetch(input, init) {
        const headers = new Headers(init?.headers);
        requests.push({
          method: init?.method ?? 'GET',
          url: String(input),
          body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
          language: headers.get('accept-language'),
        });
        await whileSending(backend);
        const answer = answers.shift() ?? 201;
        if (answer === 0) throw new TypeError('Failed to fetch');
        const [status, body] = Array.isArray(answer) ? answer : [answer, {}];
        return new Response(JSON.stringify(body), { status });
      },
    });
  return { backend, requests, announced, run };
}

describe('the service worker sending the queue', () => {
  it("sends the signed-in user's actions in order, as the page would, and removes each", async () => {
    const h = harness({
      actions: [complete(4), complete(5, 'u2'), commitment('2026-11-28'), note('2026-11-27', null)],
    });
    await h.run();
    expect(h.requests).toEqual([
      {
        method: 'POST',
        url: '/api/v1/me/completions',
        body: { ritual_id: 4, made_at: MADE_AT },
        language: 'fr',
      },
      {
        method: 'POST',
        url: '/api/v1/me/commitments',
        body: { date: '2026-11-28', made_at: MADE_AT },
        language: 'fr',
      },
      { method: 'DELETE', url: '/api/v1/me/journal/days/2026-11-27', body: undefined, language: 'fr' },
    ]);
    expect(h.backend.state().actions).toEqual([complete(5, 'u2')]);
    expect(h.announced).toEqual([[complete(4), commitment('2026-11-28'), note('2026-11-27', null)]]);
    expect(h.backend.state().lease).toBeNull();
  });

  it('drops a refusal and keeps its message for the next page; stops at a server failure to retry later', async () => {
    const refusal = { error: { code: 'completion_too_old', message: 'Trop ancien' } };
    const h = harness({ actions: [complete(1), complete(2), complete(3)] }, [[422, refusal], 503]);
    await expect(h.run()).rejects.toBeInstanceOf(SendLater);
    expect(h.requests.map((r) => r.body)).toEqual([
      { ritual_id: 1, made_at: MADE_AT },
      { ritual_id: 2, made_at: MADE_AT },
    ]);
    expect(h.backend.state().actions).toEqual([complete(2), complete(3)]);
    expect(h.backend.state().refusals).toEqual([{ action: complete(1), message: 'Trop ancien' }]);
    expect(h.backend.state().lease).toBeNull();
  });

  it('stops without a network (429 alike) and keeps everything', async () => {
    for (const answer of [0, 429]) {
      const h = harness({ actions: [complete(1)] }, [answer]);
      await expect(h.run()).rejects.toBeInstanceOf(SendLater);
      expect(h.backend.state().actions).toEqual([complete(1)]);
    }
  });

  it('sends nothing while a page holds the lease, or when nobody is signed in; a 401 keeps the queue', async () => {
    const held = harness({ actions: [complete(1)], lease: { holder: 'page:x', until: NOW + 1000 } });
    await expect(held.run()).rejects.toBeInstanceOf(SendLater);
    expect(held.requests).toEqual([]);

    const lapsed = harness({ actions: [complete(1)], lease: { holder: 'page:x', until: NOW - 1 } });
    await lapsed.run();
    expect(lapsed.backend.state().actions).toEqual([]);

    const visitor = harness({ actions: [complete(1)], user: null });
    await visitor.run();
    expect(visitor.requests).toEqual([]);

    const gone = harness({ actions: [complete(1), complete(2)] }, [401]);
    await gone.run();
    expect(gone.requests).toHaveLength(1);
    expect(gone.backend.state().actions).toEqual([complete(1), complete(2)]);
  });

  it("keeps a visitor's action for the next sign-in, and ends the sync at a 401 without asking for another", async () => {
    const visitors = commitment('2026-11-28', null);
    // The page last saw u1 signed in, but the session is gone: the server answers 401.
    const expired = harness({ actions: [visitors, complete(1), complete(2)] }, [401]);
    await expired.run();
    expect(expired.requests.map((r) => r.url)).toEqual(['/api/v1/me/completions']);
    expect(expired.backend.state()).toMatchObject({
      actions: [visitors, complete(1), complete(2)],
      refusals: [],
      lease: null,
    });
    expect(expired.announced).toEqual([[]]);

    // Signed out (the page saw a visitor): nothing is sent, nothing is dropped, no retry.
    const signedOut = harness({ user: null, actions: [visitors, complete(1)] });
    await signedOut.run();
    expect(signedOut.requests).toEqual([]);
    expect(signedOut.backend.state().actions).toEqual([visitors, complete(1)]);
  });

  it('leaves an action the page replaced meanwhile: only the one it sent is removed', async () => {
    const h = harness({ actions: [note('2026-11-27', 'first')] }, [200], (backend) =>
      createActionStore({ backend, legacy: null, channel: null, now: () => NOW }).update(() => [
        note('2026-11-27', 'second'),
      ]),
    );
    await h.run();
    expect(h.requests.map((r) => r.body)).toEqual([{ text: 'first', mood: null }]);
    expect(h.backend.state().actions).toEqual([note('2026-11-27', 'second')]);
  });
});

describe('the lease between the page and the worker', () => {
  it('is held by one sender at a time and taken over once it runs out', async () => {
    let now = NOW;
    const backend = memoryBackend();
    const page = createActionStore({ backend, legacy: null, channel: null, now: () => now });
    expect(await page.claim('page:a')).toBe(true);
    expect(await page.claim('page:b')).toBe(false);
    expect(await page.claim('page:a')).toBe(true);
    now += LEASE_MS + 1;
    expect(await page.claim('page:b')).toBe(true);
    await page.release('page:a');
    expect(await page.claim('page:a')).toBe(false);
    await page.release('page:b');
    expect(await page.claim('page:a')).toBe(true);
  });
});
