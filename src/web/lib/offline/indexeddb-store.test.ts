import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { QUEUE_STORAGE_KEY } from '#web/features/daily-tip/commitment-queue.ts';
import { memoryStorage } from '#web/test/memory-storage.ts';
import { NOW, startPage, type Device } from '#web/test/offline-page.ts';
import { sendQueue } from '#web/sw/outbox-sender.ts';
import type { ActionRequest } from './action-kind.ts';
import { OUTBOX_STORAGE_KEY } from './action-store.ts';
import { idbBackend, openOutboxDb } from './idb-backend.ts';
import { OUTBOX_CHANNEL } from './outbox-channel.ts';

// The outbox over a real IndexedDB implementation (fake-indexeddb, a fresh one per test): the
// queue an older version kept in localStorage moves in once, the service worker reads what the
// pages keep, and two tabs share it without sending anything twice.

const MADE = ['2026-11-25T08:00:00.000Z', '2026-11-26T08:00:00.000Z', '2026-11-27T21:30:00.000Z'];

/**
 * A browser where an older version of the app kept its queue in localStorage: the one outbox of
 * the version before IndexedDB (its first completion from before actions said when they were
 * made), and the daily tip's commitments under their own, older key, a visitor's among them.
 */
function olderDevice(): Device {
  return {
    idb: new IDBFactory(),
    storage: memoryStorage({
      [OUTBOX_STORAGE_KEY]: JSON.stringify([
        { kind: 'complete', ritual_id: 3, owner: 'u1' },
        { kind: 'favorite', ritual_id: 4, owner: 'u1', favorite: true, made_at: MADE[0] },
        { kind: 'complete', ritual_id: 5, owner: 'u1', made_at: MADE[1] },
      ]),
      [QUEUE_STORAGE_KEY]: JSON.stringify([
        { date: '2026-11-26', made_at: MADE[1], owner: 'u1', tip: null },
        { date: '2026-11-27', made_at: MADE[2], owner: null, tip: null },
      ]),
    }),
  };
}

/** What the server receives for that queue, in order, each action with when it was made. */
const FROM_OLDER_VERSION: ActionRequest[] = [
  { method: 'POST', url: '/api/v1/me/completions', body: { ritual_id: 3, made_at: null } },
  { method: 'PUT', url: '/api/v1/me/favorites/4' },
  { method: 'POST', url: '/api/v1/me/completions', body: { ritual_id: 5, made_at: MADE[1] } },
  { method: 'POST', url: '/api/v1/me/commitments', body: { date: '2026-11-26', made_at: MADE[1] } },
  { method: 'POST', url: '/api/v1/me/commitments', body: { date: '2026-11-27', made_at: MADE[2] } },
];

const oldKeys = (device: Device) =>
  [OUTBOX_STORAGE_KEY, QUEUE_STORAGE_KEY].filter((key) => device.storage.data.has(key));

/** The service worker on Background Sync, over the same database; the network records and takes all. */
async function backgroundSync(device: Device): Promise<ActionRequest[]> {
  const requests: ActionRequest[] = [];
  await sendQueue({
    backend: idbBackend(openOutboxDb(device.idb)),
    now: () => NOW,
    announce: () => undefined,
    async fetch(input, init) {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      requests.push({ method: init?.method as ActionRequest['method'], url: String(input), body });
      return new Response('{}', { status: 201 });
    },
  });
  return requests;
}

describe('the queue an older version kept in localStorage', () => {
  it('moves into IndexedDB on the first start; the worker sends it once, in order, with when each action was made', async () => {
    const device = olderDevice();
    const offline = startPage(device, { online: false });
    offline.outbox.setUser('u1');
    await offline.outbox.stored();
    expect(offline.outbox.getSnapshot().actions).toHaveLength(5);
    expect(oldKeys(device)).toEqual([]);
    offline.close();

    expect(await backgroundSync(device)).toEqual(FROM_OLDER_VERSION);

    // Started again, online: nothing comes back from the old keys, nothing is sent twice.
    const again = startPage(device);
    again.outbox.setUser('u1');
    await again.outbox.stored();
    await again.outbox.flush();
    expect(again.sent).toEqual([]);
    expect(await again.store.read()).toEqual([]);
    expect(await backgroundSync(device)).toEqual([]);
    again.close();
  });

  it('is kept once however often the app starts before sending it', async () => {
    const device = olderDevice();
    for (let start = 0; start < 3; start++) {
      const page = startPage(device, { online: false });
      page.outbox.setUser('u1');
      await page.outbox.stored();
      expect(await page.store.read()).toHaveLength(5);
      page.close();
    }
    const page = startPage(device);
    page.outbox.setUser('u1');
    await vi.waitFor(async () => expect(await page.store.read()).toEqual([]));
    await page.outbox.flush();
    expect(page.sent).toEqual(FROM_OLDER_VERSION);
    page.close();
  });
});

describe('two tabs over one IndexedDB', () => {
  it('opened together after an update, they move the older queue in once and send each action once, in order', async () => {
    const device = olderDevice();
    const sent: ActionRequest[] = [];
    const channel = `${OUTBOX_CHANNEL}-${Math.random()}`;
    const tabs = [startPage(device, { sent, channel }), startPage(device, { sent, channel })];
    for (const tab of tabs) tab.outbox.setUser('u1');
    // The tab that waits for the lease retries after the back-off (200 ms, then 400 ms …).
    await vi.waitFor(
      async () => {
        expect(sent.length).toBeGreaterThanOrEqual(FROM_OLDER_VERSION.length);
        expect(await tabs[0]?.store.read()).toEqual([]);
      },
      { timeout: 10_000, interval: 20 },
    );
    await Promise.all(tabs.map((tab) => tab.outbox.flush()));
    expect(sent).toEqual(FROM_OLDER_VERSION);
    expect(oldKeys(device)).toEqual([]);
    for (const tab of tabs) tab.close();
  });

  it('an action kept in one tab while the other sends reaches the server once', async () => {
    const device: Device = { idb: new IDBFactory(), storage: memoryStorage() };
    const sent: ActionRequest[] = [];
    const channel = `${OUTBOX_CHANNEL}-${Math.random()}`;
    const [a, b] = [startPage(device, { sent, channel }), startPage(device, { sent, channel })];
    if (!a || !b) throw new Error('two tabs');
    a.outbox.setUser('u1');
    b.outbox.setUser('u1');
    await Promise.all([a.outbox.stored(), b.outbox.stored()]);
    const completions = [11, 12, 13].map((ritual_id) => ({ kind: 'complete', ritual_id, owner: 'u1' }));
    await Promise.all(completions.map((c, i) => (i % 2 === 0 ? a : b).outbox.add(c)));
    await vi.waitFor(async () => expect(await a.store.read()).toEqual([]), { timeout: 10_000, interval: 20 });
    await Promise.all([a.outbox.flush(), b.outbox.flush()]);
    const made_at = new Date(NOW).toISOString();
    expect(
      sent.map((r) => r.body).sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
    ).toEqual([11, 12, 13].map((ritual_id) => ({ ritual_id, made_at })));
    a.close();
    b.close();
  });
});
