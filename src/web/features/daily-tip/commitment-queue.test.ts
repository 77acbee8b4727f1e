import { describe, expect, it } from 'vitest';
import { memoryStorage } from '#web/test/memory-storage.ts';
import {
  actionsToSend,
  addAction,
  claimVisitorActions,
  wellFormed,
  withoutSettled,
  type AnyKind,
} from '#web/lib/offline/action-kind.ts';
import { OUTBOX_STORAGE_KEY } from '#web/lib/offline/action-store.ts';
import { isAction } from '#web/lib/offline/state-backends.ts';
import { readStoredList, writeStoredList } from '#web/lib/offline/stored-list.ts';
import { commitmentKind, queuedFor, type CommitmentAction } from './commitment-queue.ts';

const kinds = new Map<string, AnyKind>([
  ['commitment', commitmentKind({ send: async () => ({ status: 201 }) })],
]);
type Storage = ReturnType<typeof memoryStorage> | null;
const readQueue = (storage: Storage) =>
  wellFormed(kinds, readStoredList(storage, OUTBOX_STORAGE_KEY, isAction));
const writeQueue = (storage: Storage | typeof full, queue: CommitmentAction[]) =>
  writeStoredList(storage, OUTBOX_STORAGE_KEY, queue);
const enqueue = (queue: CommitmentAction[], e: CommitmentAction) => addAction(kinds, queue, e);
const entriesToSend = (queue: CommitmentAction[], user: string) =>
  actionsToSend(kinds, queue, user) as CommitmentAction[];
const claimVisitorEntries = (queue: CommitmentAction[], user: string) =>
  claimVisitorActions(kinds, queue, user) as CommitmentAction[];
const withoutEntry = (queue: CommitmentAction[], date: string, owner: string | null) =>
  withoutSettled(kinds, queue, { ...entry(date), owner }, false);

const full = {
  getItem: () => null,
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => undefined,
};

const entry = (date: string, owner: string | null = null): CommitmentAction => ({
  kind: 'commitment',
  date,
  made_at: `${date}T09:00:00.000Z`,
  owner,
  tip: { id: 1, title: 'Tip', content: 'Breathe', category: 'meditation', intention: 'wellbeing' },
});

describe('commitment queue storage', () => {
  it('round-trips through storage', () => {
    const storage = memoryStorage();
    expect(writeQueue(storage, [entry('2025-03-01'), entry('2025-03-02', 'u1')])).toBe(true);
    expect(readQueue(storage)).toEqual([entry('2025-03-01'), entry('2025-03-02', 'u1')]);
  });

  it('reads nothing from missing, broken or foreign data, and drops bad entries', () => {
    expect(readQueue(null)).toEqual([]);
    expect(readQueue(memoryStorage())).toEqual([]);
    expect(readQueue(memoryStorage({ [OUTBOX_STORAGE_KEY]: '{oops' }))).toEqual([]);
    expect(readQueue(memoryStorage({ [OUTBOX_STORAGE_KEY]: '{"a":1}' }))).toEqual([]);
    const mixed = [
      entry('2025-03-01'),
      { kind: 'commitment', date: '2025-02-30', made_at: 'x', owner: null, tip: null },
      7,
    ];
    expect(readQueue(memoryStorage({ [OUTBOX_STORAGE_KEY]: JSON.stringify(mixed) }))).toEqual([
      entry('2025-03-01'),
    ]);
  });

  it('reports storage that refuses to write', () => {
    expect(writeQueue(full, [entry('2025-03-01')])).toBe(false);
    expect(writeQueue(null, [])).toBe(false);
  });
});

describe('commitment queue rules', () => {
  it('keeps one entry per owner and date (the first)', () => {
    const first = entry('2025-03-01');
    const later = { ...entry('2025-03-01'), made_at: '2025-03-01T20:00:00.000Z' };
    expect(enqueue(enqueue([], first) as CommitmentAction[], later)).toEqual([first]);
    expect(enqueue([first], entry('2025-03-01', 'u1'))).toHaveLength(2);
  });

  it('sends a user’s own entries and the visitor’s, never another account’s', () => {
    const queue = [entry('2025-03-01'), entry('2025-03-02', 'u1'), entry('2025-03-03', 'u2')];
    expect(entriesToSend(queue, 'u1').map((e) => e.date)).toEqual(['2025-03-01', '2025-03-02']);
  });

  it('hands the visitor’s entries to the account that signs in, merging duplicates', () => {
    const queue = [
      entry('2025-03-01'),
      entry('2025-03-01', 'u1'),
      entry('2025-03-02'),
      entry('2025-03-03', 'u2'),
    ];
    expect(claimVisitorEntries(queue, 'u1').map((e) => [e.date, e.owner])).toEqual([
      ['2025-03-01', 'u1'],
      ['2025-03-02', 'u1'],
      ['2025-03-03', 'u2'],
    ]);
  });

  it('removes and finds entries', () => {
    const queue = [entry('2025-03-01'), entry('2025-03-01', 'u1')];
    expect(withoutEntry(queue, '2025-03-01', null)).toEqual([entry('2025-03-01', 'u1')]);
    expect(queuedFor(queue, '2025-03-01', 'u2')?.owner).toBeNull();
    expect(queuedFor([entry('2025-03-01', 'u1')], '2025-03-01', 'u2')).toBeUndefined();
    expect(queuedFor([entry('2025-03-01', 'u1')], '2025-03-01', 'u1')?.owner).toBe('u1');
  });
});
