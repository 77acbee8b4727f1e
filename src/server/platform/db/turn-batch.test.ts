import { describe, expect, it } from 'vitest';
import { batchedPerTurn } from './turn-batch.ts';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedPerTurn', () => {
  it('loads the keys asked in one turn together, each once, and answers every caller', async () => {
    const loads: string[][] = [];
    const get = batchedPerTurn(async (keys: string[]) => {
      loads.push(keys);
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, `value of ${k}`]));
    });
    const answers = await Promise.all([get('a'), get('b'), get('a'), get('missing')]);
    expect(answers).toEqual(['value of a', 'value of b', 'value of a', undefined]);
    expect(loads).toEqual([['a', 'b', 'missing']]);
    // A later turn loads again.
    expect(await get('a')).toBe('value of a');
    expect(loads).toHaveLength(2);
  });

  it('sends a full batch at once and starts another', async () => {
    const loads: number[][] = [];
    const get = batchedPerTurn(async (keys: number[]) => {
      loads.push(keys);
      return new Map(keys.map((k) => [k, k * 2]));
    }, 3);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((k) => get(k)));
    expect(answers).toEqual([2, 4, 6, 8, 10]);
    expect(loads).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it("gives every caller of a batch the load's error, and the next turn a fresh try", async () => {
    let fail = true;
    const get = batchedPerTurn(async (keys: string[]) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((k) => [k, k]));
    });
    const failed = await Promise.allSettled([get('a'), get('b')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await turn();
    expect(await get('a')).toBe('a');
  });
});
