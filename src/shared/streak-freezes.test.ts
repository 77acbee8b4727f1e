import { describe, expect, it } from 'vitest';
import { freezesToUse } from './streak-freezes.ts';

const TODAY = '2025-06-10';

describe('freezesToUse', () => {
  it('covers the first missed day after the latest commitment', () => {
    expect(
      freezesToUse({ committed: ['2025-06-08'], frozen: [], bought: ['2025-06-01'], today: TODAY }),
    ).toEqual(['2025-06-09']);
  });

  it('uses nothing while the streak is intact, nor for today', () => {
    expect(
      freezesToUse({ committed: ['2025-06-09'], frozen: [], bought: ['2025-06-01'], today: TODAY }),
    ).toEqual([]);
    expect(freezesToUse({ committed: [], frozen: [], bought: ['2025-06-01'], today: TODAY })).toEqual([]);
  });

  it('uses one freeze per missed day, oldest first, until none is left', () => {
    const input = {
      committed: ['2025-06-05'],
      frozen: [],
      bought: ['2025-06-01', '2025-06-02'],
      today: TODAY,
    };
    expect(freezesToUse(input)).toEqual(['2025-06-06', '2025-06-07']);
  });

  it('never uses a freeze twice, and continues after a frozen day', () => {
    const input = {
      committed: ['2025-06-07'],
      frozen: ['2025-06-08'],
      bought: ['2025-06-01', '2025-06-01'],
      today: TODAY,
    };
    expect(freezesToUse(input)).toEqual(['2025-06-09']);
    expect(freezesToUse({ ...input, bought: ['2025-06-01'] })).toEqual([]);
  });

  it('does not cover a day missed before the freeze was bought', () => {
    // Bought on the missed day itself: it covers it.
    const sameDay = { committed: ['2025-06-08'], frozen: [], bought: ['2025-06-09'], today: TODAY };
    expect(freezesToUse(sameDay)).toEqual(['2025-06-09']);
    // 8 June was missed before any freeze: the streak ended there, and 9 June is not covered.
    expect(freezesToUse({ ...sameDay, committed: ['2025-06-07'] })).toEqual([]);
    expect(freezesToUse({ ...sameDay, bought: ['2025-06-10'] })).toEqual([]);
  });
});
