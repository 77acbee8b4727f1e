import { describe, expect, it } from 'vitest';
import type { Difficulty } from './taxonomy.ts';
import { TONIGHT_ROW_SIZE, tonightRituals } from './tonight-rituals.ts';

const ritual = (id: number, difficulty: Difficulty) => ({ id, difficulty });
const ids = (list: { id: number }[]) => list.map((r) => r.id);

describe('tonightRituals', () => {
  it('puts an easy ritual first even when the catalogue lists it last', () => {
    const moment = [
      ritual(16, 'medium'),
      ritual(10, 'hard'),
      ritual(35, 'medium'),
      ritual(14, 'medium'),
      ritual(71, 'easy'),
    ];
    const row = tonightRituals(moment);
    expect(row).toHaveLength(TONIGHT_ROW_SIZE);
    expect(row[0]).toEqual(ritual(71, 'easy'));
  });

  it('shows the simplest first and keeps the catalogue’s order within each difficulty', () => {
    const moment = [
      ritual(1, 'hard'),
      ritual(2, 'medium'),
      ritual(3, 'easy'),
      ritual(4, 'medium'),
      ritual(5, 'easy'),
      ritual(6, 'easy'),
    ];
    expect(ids(tonightRituals(moment, 6))).toEqual([3, 5, 6, 2, 4, 1]);
    expect(ids(tonightRituals(moment))).toEqual([3, 5, 6, 2]);
  });

  it('shows what there is when the moment has fewer rituals than the row holds, and leaves its input alone', () => {
    const moment = [ritual(8, 'medium'), ritual(9, 'easy')];
    expect(ids(tonightRituals(moment))).toEqual([9, 8]);
    expect(ids(moment)).toEqual([8, 9]);
    expect(tonightRituals([])).toEqual([]);
  });
});
