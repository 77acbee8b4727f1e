import { describe, expect, it } from 'vitest';
import { remembered, rememberedPerKey } from './remembered.ts';

describe('remembered reads', () => {
  it('reads once per key, shares the read between racing callers, and keeps keys apart', async () => {
    const reads: string[] = [];
    const texts = rememberedPerKey(async (language: string) => {
      reads.push(language);
      return `texts in ${language}`;
    });
    const [a, b] = await Promise.all([texts('es'), texts('es')]);
    expect([a, b]).toEqual(['texts in es', 'texts in es']);
    expect(await texts('fr')).toBe('texts in fr');
    expect(await texts('es')).toBe('texts in es');
    expect(reads).toEqual(['es', 'fr']);
  });

  it('forgets a failed read, so the next call reads again', async () => {
    let calls = 0;
    const rules = remembered(async (through: string) => {
      calls += 1;
      if (calls === 1) throw new Error(`database gone (${through})`);
      return ['rule'];
    });
    await expect(rules('trx-1')).rejects.toThrow('database gone (trx-1)');
    expect(await rules('trx-2')).toEqual(['rule']);
    expect(await rules('trx-3')).toEqual(['rule']);
    expect(calls).toBe(2);
  });
});
