import { describe, expect, it } from 'vitest';
import { memoryStorage } from '#web/test/memory-storage.ts';
import type { SendResult } from '#web/lib/offline/action-kind.ts';
import { localActionStore, OUTBOX_STORAGE_KEY } from '#web/lib/offline/action-store.ts';
import { createOutbox } from '#web/lib/offline/outbox-engine.ts';
import { isAction } from '#web/lib/offline/state-backends.ts';
import { readStoredList } from '#web/lib/offline/stored-list.ts';
import { commitmentsIn, QUEUE_STORAGE_KEY, type QueuedCommitment } from './commitment-queue.ts';
import { createCommitments } from './commitments.ts';

const TIP = { id: 60, title: 'Tip', content: 'Breathe', category: 'meditation', intention: 'wellbeing' };

/** The outbox with the commitment kind, whose server, clock, connection and timers the test drives. */
function harness(answers: (SendResult | Error)[] = [], storage = memoryStorage()) {
  const store = localActionStore(storage, OUTBOX_STORAGE_KEY);
  const sent: { date: string; made_at: string }[] = [];
  const timers: { run: () => void; ms: number; id: number }[] = [];
  const synced: string[] = [];
  const refused: [string, string, boolean][] = [];
  let online = true;
  let unauthenticated = 0;
  let nextId = 0;
  const outbox = createOutbox({
    store,
    isOnline: () => online,
    now: () => new Date('2025-03-01T08:00:00.000Z'),
    setTimer(run, ms) {
      const id = ++nextId;
      timers.push({ run, ms, id });
      return id;
    },
    clearTimer(id) {
      const index = timers.findIndex((t) => t.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
  });
  const commitments = createCommitments(outbox, {
    async send(entry) {
      sent.push(entry);
      const answer = answers.shift() ?? { status: 201 };
      if (answer instanceof Error) throw answer;
      return answer;
    },
    onSynced: (entry) => synced.push(entry.date),
    onRefused: (entry, message, awaited) => refused.push([entry.date, message, awaited]),
    onUnauthenticated: () => (unauthenticated += 1),
  });
  const engine = { ...outbox, ...commitments };
  return {
    engine,
    storage,
    sent,
    timers,
    synced,
    refused,
    answers,
    get unauthenticated() {
      return unauthenticated;
    },
    setOnline(value: boolean) {
      online = value;
    },
    /** The commitments kept in storage, as they were kept before every kind shared one store. */
    stored: async (): Promise<QueuedCommitment[]> => (
      await outbox.stored(),
      commitmentsIn(readStoredList(storage, OUTBOX_STORAGE_KEY, isAction)).map(
        ({ kind: _kind, ...entry }) => entry,
      )
    ),
    /** Fires the next pending timer. */
    async tick() {
      const timer = timers.shift();
      if (!timer) throw new Error('no timer pending');
      timer.run();
      await Promise.resolve();
      await new Promise((r) => setImmediate(r));
      return timer.ms;
    },
  };
}

describe('commitments in the outbox', () => {
  it('keeps a visitor’s commitment in the browser and sends nothing', async () => {
    const h = harness();
    h.engine.setUser(null);
    expect(await h.engine.commit('2025-03-01', TIP)).toEqual({ kind: 'local' });
    expect(h.sent).toEqual([]);
    expect(await h.stored()).toEqual([
      { date: '2025-03-01', made_at: '2025-03-01T08:00:00.000Z', owner: null, tip: TIP },
    ]);
    expect(h.engine.getSnapshot().queue).toHaveLength(1);
  });

  it('sends a signed-in commitment at once and forgets it once the server has it', async () => {
    const h = harness([{ status: 201, body: { ok: 1 } }]);
    h.engine.setUser('u1');
    const outcome = await h.engine.commit('2025-03-01', TIP);
    expect(outcome).toEqual({ kind: 'synced', body: { ok: 1 } });
    expect(h.sent).toEqual([{ date: '2025-03-01', made_at: '2025-03-01T08:00:00.000Z' }]);
    expect(await h.stored()).toEqual([]);
    expect(h.synced).toEqual(['2025-03-01']);
    expect(h.engine.getSnapshot().synced.has('2025-03-01')).toBe(true);
  });

  it('merges a visitor’s commitments into the account that signs in, each sent once', async () => {
    const h = harness();
    h.engine.setUser(null);
    await h.engine.commit('2025-02-28', TIP);
    await h.engine.commit('2025-03-01', TIP);
    await h.engine.commit('2025-03-01', TIP); // a double click
    expect(await h.stored()).toHaveLength(2);
    h.engine.setUser('u1');
    await h.engine.flush();
    expect(h.sent.map((e) => e.date)).toEqual(['2025-02-28', '2025-03-01']);
    expect(await h.stored()).toEqual([]);
    await h.engine.flush();
    expect(h.sent).toHaveLength(2);
  });

  it('queues while offline and sends when the connection returns', async () => {
    const h = harness();
    h.engine.setUser('u1');
    h.setOnline(false);
    expect(await h.engine.commit('2025-03-01', TIP)).toEqual({ kind: 'queued' });
    expect(h.sent).toEqual([]);
    h.setOnline(true);
    h.engine.online();
    await h.engine.flush();
    expect(h.sent).toHaveLength(1);
    expect(await h.stored()).toEqual([]);
  });

  it('retries a failing server with back-off from 200 ms doubling to 30 s, never giving up', async () => {
    const failures: (SendResult | Error)[] = [
      new TypeError('Failed to fetch'),
      ...Array.from({ length: 10 }, () => ({ status: 503 })),
    ];
    const h = harness(failures);
    h.engine.setUser('u1');
    expect(await h.engine.commit('2025-03-01', TIP)).toEqual({ kind: 'queued' });
    const delays: number[] = [];
    for (let i = 0; i < 11; i++) delays.push(await h.tick());
    expect(delays).toEqual([200, 400, 800, 1600, 3200, 6400, 12_800, 25_600, 30_000, 30_000, 30_000]);
    expect(h.sent).toHaveLength(12);
    expect(await h.stored()).toEqual([]); // the 12th attempt got the default 201
    expect(h.timers).toEqual([]);
  });

  it('drops a definitive refusal and reports it, keeping the rest', async () => {
    const h = harness([{ status: 400, message: 'Too old' }, { status: 201 }]);
    h.engine.setUser(null);
    await h.engine.commit('2025-02-01', TIP);
    await h.engine.commit('2025-03-01', TIP);
    h.engine.setUser('u1');
    await h.engine.flush();
    expect(h.refused).toEqual([['2025-02-01', 'Too old', false]]);
    expect(h.synced).toEqual(['2025-03-01']);
    expect(await h.stored()).toEqual([]);
  });

  it('tells the person waiting when their own commitment is refused', async () => {
    const h = harness([{ status: 400, message: 'Not today' }]);
    h.engine.setUser('u1');
    expect(await h.engine.commit('2025-03-01', TIP)).toEqual({ kind: 'refused', message: 'Not today' });
    expect(h.refused).toEqual([['2025-03-01', 'Not today', true]]);
  });

  it('keeps the queue for the next sign-in when the session is gone (401), without a retry loop', async () => {
    const h = harness([{ status: 401 }]);
    h.engine.setUser('u1');
    expect(await h.engine.commit('2025-03-01', TIP)).toEqual({ kind: 'queued' });
    expect(h.unauthenticated).toBe(1);
    expect(h.timers).toEqual([]);
    expect(await h.stored()).toHaveLength(1);
  });

  it('never sends one account’s commitments for another', async () => {
    const h = harness();
    h.engine.setUser('u1');
    h.setOnline(false);
    await h.engine.commit('2025-03-01', TIP);
    h.engine.setUser(null);
    h.setOnline(true);
    h.engine.setUser('u2');
    await h.engine.flush();
    expect(h.sent).toEqual([]);
    h.engine.setUser('u1');
    await h.engine.flush();
    expect(h.sent).toHaveLength(1);
  });

  it('waits to know who is signed in before sending', async () => {
    const h = harness();
    expect(await h.engine.commit('2025-03-01', TIP)).toEqual({ kind: 'queued' });
    expect(h.sent).toEqual([]);
    h.engine.setUser('u1');
    await h.engine.flush();
    expect(h.sent).toHaveLength(1);
  });

  it('picks up what another tab queued', async () => {
    const h = harness();
    h.engine.setUser('u1');
    h.storage.setItem(
      QUEUE_STORAGE_KEY,
      JSON.stringify([{ date: '2025-03-01', made_at: '2025-03-01T07:00:00.000Z', owner: 'u1', tip: null }]),
    );
    h.engine.reload();
    await h.engine.flush();
    expect(h.sent).toEqual([{ date: '2025-03-01', made_at: '2025-03-01T07:00:00.000Z' }]);
  });

  it('sends a queue kept under the old key once, moving it into the one store', async () => {
    const old = [{ date: '2025-02-27', made_at: '2025-02-27T07:00:00.000Z', owner: null, tip: TIP }];
    const h = harness([], memoryStorage({ [QUEUE_STORAGE_KEY]: JSON.stringify(old) }));
    await h.engine.stored();
    expect(h.storage.data.has(QUEUE_STORAGE_KEY)).toBe(false);
    expect(await h.stored()).toEqual(old);
    h.engine.setUser('u1');
    await h.engine.flush();
    expect(h.sent).toEqual([{ date: '2025-02-27', made_at: '2025-02-27T07:00:00.000Z' }]);
    expect(await h.stored()).toEqual([]);
  });
});
