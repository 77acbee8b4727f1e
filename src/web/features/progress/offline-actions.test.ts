import { describe, expect, it } from 'vitest';
import { memoryStorage } from '#web/test/memory-storage.ts';
import type { AnyKind, OfflineAction, SendResult } from '#web/lib/offline/action-kind.ts';
import { localActionStore, OUTBOX_STORAGE_KEY } from '#web/lib/offline/action-store.ts';
import { createOutbox } from '#web/lib/offline/outbox-engine.ts';
import { isAction } from '#web/lib/offline/state-backends.ts';
import { readStoredList } from '#web/lib/offline/stored-list.ts';
import { noteKind, type NoteAction } from '../journal/note-action.ts';
import { completionKind, favoriteKind, type ProgressAction } from './offline-actions.ts';

type OutboxAction = ProgressAction | NoteAction;

const kinds = (deps: {
  send(a: OutboxAction): Promise<SendResult>;
  onRefused?(a: OutboxAction, m: string): void;
}) => [completionKind(deps), favoriteKind(deps), noteKind(deps)] as AnyKind[];

/** The stored actions of the kinds this file registers (a malformed one is left out). */
function readOutbox(storage: ReturnType<typeof memoryStorage>): OfflineAction[] {
  const known = new Map(kinds({ send: async () => ({ status: 200 }) }).map((k) => [k.kind, k]));
  return readStoredList(storage, OUTBOX_STORAGE_KEY, isAction).filter((a) => known.get(a.kind)?.isValid(a));
}

const MADE_AT = '2026-03-01T21:30:00.000Z';

/** The outbox with these kinds, whose server, connection and timers the test drives. */
function harness(answers: { status: number; message?: string }[] = []) {
  const storage = memoryStorage();
  const sent: OutboxAction[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const refused: string[] = [];
  let online = true;
  const outbox = createOutbox({
    store: localActionStore(storage, OUTBOX_STORAGE_KEY),
    isOnline: () => online,
    now: () => new Date(MADE_AT),
    setTimer(run, ms) {
      timers.push({ run, ms });
      return timers.length;
    },
    clearTimer() {},
  });
  const registered = kinds({
    async send(action) {
      sent.push(action);
      return answers.shift() ?? { status: 200 };
    },
    onRefused: (_a, message) => refused.push(message),
  });
  for (const kind of registered) outbox.register(kind);
  const engine = { ...outbox, enqueue: (action: OutboxAction) => void outbox.add(action) };
  return {
    engine,
    storage,
    read: async () => (await outbox.stored(), readOutbox(storage)),
    sent,
    timers,
    refused,
    setOnline: (v: boolean) => (online = v),
  };
}

/** Lets the engine's pending sends finish. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const complete = (ritual_id: number, owner = 'u1'): OutboxAction => ({
  kind: 'complete',
  ritual_id,
  owner,
  made_at: MADE_AT,
});
const favorite = (ritual_id: number, value: boolean, owner = 'u1'): OutboxAction => ({
  kind: 'favorite',
  ritual_id,
  owner,
  favorite: value,
  made_at: MADE_AT,
});

describe('completions and favourites in the outbox', () => {
  it('keeps actions offline and sends each once when the connection returns', async () => {
    const h = harness();
    h.engine.setUser('u1');
    h.setOnline(false);
    h.engine.enqueue(complete(4));
    h.engine.enqueue(complete(4));
    h.engine.enqueue(favorite(4, true));
    await h.engine.flush();
    expect(h.sent).toEqual([]);
    expect(await h.read()).toHaveLength(2);

    h.setOnline(true);
    h.engine.online();
    await h.engine.flush();
    expect(h.sent).toEqual([complete(4), favorite(4, true)]);
    expect(await h.read()).toEqual([]);
    h.engine.online();
    await h.engine.flush();
    expect(h.sent).toHaveLength(2);
  });

  it('a later favourite change replaces the earlier one: only the last choice is sent', async () => {
    const h = harness();
    h.setOnline(false);
    h.engine.setUser('u1');
    h.engine.enqueue(favorite(9, true));
    h.engine.enqueue(favorite(9, false));
    h.setOnline(true);
    h.engine.online();
    await h.engine.flush();
    expect(h.sent).toEqual([favorite(9, false)]);
  });

  it('retries a server failure after 200 ms, doubling, and drops a refusal with its reason', async () => {
    const h = harness([
      { status: 503 },
      { status: 503 },
      { status: 200 },
      { status: 404, message: 'No such ritual' },
    ]);
    h.engine.setUser('u1');
    await settled();
    h.engine.enqueue(complete(1));
    await settled();
    expect(h.timers.map((t) => t.ms)).toEqual([200]);
    h.timers[0]?.run();
    await settled();
    expect(h.timers.map((t) => t.ms)).toEqual([200, 400]);
    h.timers[1]?.run();
    await settled();
    expect(await h.read()).toEqual([]);

    h.engine.enqueue(complete(999));
    await settled();
    expect(h.refused).toEqual(['No such ritual']);
    expect(await h.read()).toEqual([]);
  });

  it("sends only the signed-in user's actions and keeps another account's for them", async () => {
    const h = harness();
    h.storage.setItem(
      OUTBOX_STORAGE_KEY,
      JSON.stringify([complete(1, 'u2'), complete(2, 'u1'), { kind: 'x' }]),
    );
    h.engine.reload();
    await h.engine.stored();
    h.engine.setUser('u1');
    await h.engine.flush();
    expect(h.sent).toEqual([complete(2, 'u1')]);
    expect(await h.read()).toEqual([complete(1, 'u2')]);
  });
});

const dayNote = (date: string, text: string | null, owner = 'u1'): OutboxAction => ({
  kind: 'note',
  owner,
  target: { kind: 'day', date },
  note: text === null ? null : { text, mood: 4 },
  made_at: MADE_AT,
});

describe('when an action was made', () => {
  it('is stamped when it is kept, and an earlier stamp is kept when it is sent later', async () => {
    const h = harness();
    h.engine.setUser('u1');
    h.setOnline(false);
    h.engine.enqueue({ kind: 'complete', ritual_id: 7, owner: 'u1' });
    h.engine.enqueue({ kind: 'complete', ritual_id: 8, owner: 'u1', made_at: '2026-02-28T23:10:00.000Z' });
    h.setOnline(true);
    h.engine.online();
    await settled();
    expect(h.sent.map((a) => [a.kind, a.made_at])).toEqual([
      ['complete', MADE_AT],
      ['complete', '2026-02-28T23:10:00.000Z'],
    ]);
  });
});

describe('journal notes in the outbox', () => {
  it('keeps only the last state of a note per day and sends it once when back online', async () => {
    const h = harness();
    h.engine.setUser('u1');
    h.setOnline(false);
    h.engine.enqueue(dayNote('2026-11-24', 'first'));
    h.engine.enqueue(dayNote('2026-11-24', 'second'));
    h.engine.enqueue(dayNote('2026-11-25', null));
    h.engine.enqueue(favorite(3, true));
    expect(await h.read()).toEqual([
      dayNote('2026-11-24', 'second'),
      dayNote('2026-11-25', null),
      favorite(3, true),
    ]);

    h.setOnline(true);
    h.engine.online();
    await h.engine.flush();
    expect(h.sent).toEqual([dayNote('2026-11-24', 'second'), dayNote('2026-11-25', null), favorite(3, true)]);
    expect(await h.read()).toEqual([]);
  });

  it('a ritual note and a day note are different things; a malformed stored note is dropped', async () => {
    const h = harness();
    const ritualNote: OutboxAction = {
      kind: 'note',
      owner: 'u1',
      target: { kind: 'ritual', ritualId: 7 },
      note: { text: 'calm', mood: null },
    };
    h.storage.setItem(
      OUTBOX_STORAGE_KEY,
      JSON.stringify([ritualNote, dayNote('2026-11-24', 'x'), { kind: 'note', owner: 'u1', target: {} }]),
    );
    expect(await h.read()).toEqual([ritualNote, dayNote('2026-11-24', 'x')]);
  });
});
