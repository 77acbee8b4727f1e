import { describe, expect, it } from 'vitest';
import {
  claimVisitorEntries,
  enqueue,
  entriesToSend,
  QUEUE_STORAGE_KEY,
  queuedFor,
  readQueue,
  withoutEntry,
  writeQueue,
  type QueuedCommitment,
} from './commitment-queue.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const entry = (date: string, owner: string | null = null): QueuedCommitment => ({
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
    expect(readQueue(memoryStorage({ [QUEUE_STORAGE_KEY]: '{oops' }))).toEqual([]);
    expect(readQueue(memoryStorage({ [QUEUE_STORAGE_KEY]: '{"a":1}' }))).toEqual([]);
    const mixed = [entry('2025-03-01'), { date: '2025-02-30', made_at: 'x', owner: null, tip: null }, 7];
    expect(readQueue(memoryStorage({ [QUEUE_STORAGE_KEY]: JSON.stringify(mixed) }))).toEqual([
      entry('2025-03-01'),
    ]);
  });

  it('reports storage that refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeQueue(full, [entry('2025-03-01')])).toBe(false);
    expect(writeQueue(null, [])).toBe(false);
  });
});

describe('commitment queue rules', () => {
  it('keeps one entry per owner and date (the first)', () => {
    const first = entry('2025-03-01');
    const later = { ...entry('2025-03-01'), made_at: '2025-03-01T20:00:00.000Z' };
    expect(enqueue(enqueue([], first), later)).toEqual([first]);
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
