import { describe, expect, it } from 'vitest';
import type { Difficulty } from './taxonomy.ts';
import { TONIGHT_ROW_SIZE, tonightRituals } from './tonight-rituals.ts';

const ritual = (id: number, difficulty: Difficulty) => ({ id, difficulty });
/** A moment's rituals in catalogue order, each written as [id, difficulty]. */
const moment = (...rows: [number, Difficulty][]) => rows.map(([id, difficulty]) => ritual(id, difficulty));
const ids = (list: { id: number }[]) => list.map((r) => r.id);

describe('tonightRituals', () => {
  it('puts an easy ritual first even when the catalogue lists it last', () => {
    const easyLast = moment([16, 'medium'], [10, 'hard'], [35, 'medium'], [14, 'medium'], [71, 'easy']);
    const row = tonightRituals(easyLast);
    expect(row).toHaveLength(TONIGHT_ROW_SIZE);
    expect(row[0]).toEqual(ritual(71, 'easy'));
  });

  it('shows the simplest first and keeps the catalogue’s order within each difficulty', () => {
    const mixed = moment([1, 'hard'], [2, 'medium'], [3, 'easy'], [4, 'medium'], [5, 'easy'], [6, 'easy']);
    expect(ids(tonightRituals(mixed, 6))).toEqual([3, 5, 6, 2, 4, 1]);
    expect(ids(tonightRituals(mixed))).toEqual([3, 5, 6, 2]);
  });

  it('shows what there is when the moment has fewer rituals than the row holds, and leaves its input alone', () => {
    const small = moment([8, 'medium'], [9, 'easy']);
    expect(ids(tonightRituals(small))).toEqual([9, 8]);
    expect(ids(small)).toEqual([8, 9]);
    expect(tonightRituals([])).toEqual([]);
  });
});
