import { forceCloseDatabase, IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '#web/test/memory-storage.ts';
import { NOW, startPage, type Device } from '#web/test/offline-page.ts';
import { OUTBOX_STORAGE_KEY } from './action-store.ts';
import { OUTBOX_DB } from './idb-backend.ts';
import { browserBackend } from './state-backends.ts';

// Where IndexedDB is missing, refused or stops working, the outbox keeps its actions in
// localStorage: a page closed then loses nothing, and the next start that can open IndexedDB
// moves them in, each once.

const made_at = new Date(NOW).toISOString();
const complete = (ritual_id: number, stamped = made_at) => ({
  kind: 'complete',
  ritual_id,
  owner: 'u1',
  made_at: stamped,
});
const kept = (device: Device): unknown =>
  JSON.parse(device.storage.getItem(OUTBOX_STORAGE_KEY) ?? 'null') as unknown;

/** A database an app version after this one left behind at a version this one cannot open. */
async function leftByNewerVersion(): Promise<IDBFactory> {
  const idb = new IDBFactory();
  await new Promise<void>((resolve, reject) => {
    const request = idb.open(OUTBOX_DB, 2);
    request.addEventListener('success', () => {
      request.result.close();
      resolve();
    });
    request.addEventListener('error', () => reject(request.error ?? new Error('open failed')));
  });
  return idb;
}

function denied(): never {
  throw new DOMException('Access to the Indexed Database API is denied in this context.', 'SecurityError');
}

afterEach(() => {
  delete (globalThis as { indexedDB?: unknown }).indexedDB;
});

const refusing = {
  open() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
} as unknown as IDBFactory;

/** A page offline with u1 signed in: what it keeps, it keeps on the device. */
async function keepOffline(device: Device, ...ritualIds: number[]) {
  const page = startPage(device, { online: false });
  page.outbox.setUser('u1');
  for (const id of ritualIds) expect(await page.outbox.add(complete(id))).toEqual({ kind: 'queued' });
  await page.outbox.stored();
  page.close();
}

/** The next start in a browser whose IndexedDB works: what it finds in the outbox. */
async function nextStart(device: Device) {
  const page = startPage({ ...device, idb: new IDBFactory() }, { online: false });
  const found = await page.store.read();
  page.close();
  return found;
}

describe('without a working IndexedDB', () => {
  it.each([
    ['the browser has none', async () => undefined],
    ['opening it is refused (a private mode, blocked storage)', async () => refusing],
    ['it cannot be opened (a database a newer version left)', leftByNewerVersion],
  ])('keeps actions in localStorage when %s, and a later start moves them in', async (_case, idb) => {
    const older = complete(1, '2026-11-27T08:00:00.000Z');
    const device: Device = {
      idb: await idb(),
      storage: memoryStorage({ [OUTBOX_STORAGE_KEY]: JSON.stringify([older]) }),
    };
    await keepOffline(device, 2);
    expect(kept(device)).toEqual([older, complete(2)]);
    // Closed and opened again the same way: still there, once.
    await keepOffline(device, 2, 3);
    expect(kept(device)).toEqual([older, complete(2), complete(3)]);

    expect(await nextStart(device)).toEqual([older, complete(2), complete(3)]);
    expect(kept(device)).toBeNull();
  });

  it('starts over localStorage where merely reading indexedDB throws (an opaque origin)', async () => {
    Object.defineProperty(globalThis, 'indexedDB', { configurable: true, get: denied });
    const device: Device = { idb: undefined, storage: memoryStorage() };
    const backend = browserBackend(device.storage, OUTBOX_STORAGE_KEY);
    await backend.transact((s) => [{ ...s, actions: [complete(1)] }, undefined]);
    expect(kept(device)).toEqual([complete(1)]);
  });

  it('keeps what follows in localStorage once the browser closes the connection, and loses nothing', async () => {
    const idb = new IDBFactory();
    const connections: IDBDatabase[] = [];
    const watched = {
      open(name: string, version?: number) {
        const request = idb.open(name, version);
        request.addEventListener('success', () => connections.push(request.result));
        return request;
      },
    } as unknown as IDBFactory;
    const device: Device = { idb: watched, storage: memoryStorage() };
    const page = startPage(device, { online: false });
    page.outbox.setUser('u1');
    await page.outbox.add(complete(1));
    // As Safari does to a page left in the background, or clearing the site's data would.
    // (The package types its argument as the class rather than a connection.)
    type Connection = Parameters<typeof forceCloseDatabase>[0];
    for (const connection of connections) forceCloseDatabase(connection as unknown as Connection);
    expect(await page.outbox.add(complete(2))).toEqual({ kind: 'queued' });
    await page.outbox.stored();
    expect(kept(device)).toEqual([complete(2)]);
    page.close();

    const next = startPage({ ...device, idb }, { online: false });
    expect(await next.store.read()).toEqual([complete(1), complete(2)]);
    expect(kept(device)).toBeNull();
    next.close();
  });
});
