import { describe, expect, it } from 'vitest';
import type { CommitmentList } from '../../../shared/api/daily-tip.ts';
import type { QueuedCommitment } from './commitment-queue.ts';
import { pathItems, streakWithQueued } from './path-items.ts';

const tip = (id: number, date: string) => ({
  id,
  title: `Tip ${id}`,
  content: `Text ${id}`,
  category: 'meditation',
  intention: 'gratitude',
  dayOfYear: id,
  date,
});

const list: CommitmentList = {
  commitments: [
    {
      date: '2025-03-09',
      tip_id: 68,
      committed_at: '',
      received_at: '',
      points_earned: 10,
      tip: tip(68, '2025-03-09'),
    },
    { date: '2025-03-08', tip_id: 67, committed_at: '', received_at: '', points_earned: 10, tip: null },
  ],
  total: 2,
  streak: {
    current: 2,
    longest: 4,
    latest: '2025-03-09',
    status: { kind: 'consecutive', days: 2 },
    today: '2025-03-10',
  },
};

const queued = (date: string): QueuedCommitment => ({
  date,
  made_at: `${date}T08:00:00.000Z`,
  owner: null,
  tip: { id: 69, title: null, content: 'Queued text', category: 'offering', intention: 'love' },
});

describe('magical path items', () => {
  it('lists the server’s and the queued commitments newest first, one per date', () => {
    const items = pathItems(list, [queued('2025-03-10'), queued('2025-03-09')]);
    expect(items.map((i) => [i.date, i.pending, i.content])).toEqual([
      ['2025-03-10', true, 'Queued text'],
      ['2025-03-09', false, 'Text 68'],
      ['2025-03-08', false, null],
    ]);
    expect(pathItems(undefined, [])).toEqual([]);
  });

  it('keeps the server’s streak, or recomputes it with what is still queued', () => {
    const today = '2025-03-10';
    expect(streakWithQueued(list.streak, pathItems(list, []), today)).toBe(list.streak);
    expect(streakWithQueued(list.streak, pathItems(list, [queued(today)]), today)).toEqual({
      current: 3,
      longest: 4,
      status: { kind: 'consecutive', days: 3 },
    });
    // A visitor's first commitment, before the server knows anything.
    expect(streakWithQueued(undefined, pathItems(undefined, [queued(today)]), today)).toEqual({
      current: 1,
      longest: 1,
      status: { kind: 'started' },
    });
  });
});
