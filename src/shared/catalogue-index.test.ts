import { describe, expect, it } from 'vitest';
import type { Ritual } from './api/catalogue.ts';
import { searchRituals } from './catalogue-lookup.ts';
import {
  foldRitual,
  foldText,
  isExact,
  MAX_HYBRID_RESULTS,
  MIN_EXACT,
  queryWords,
  relatedScore,
  type IntentionLabels,
} from './catalogue-search.ts';
import { INTENTIONS } from './taxonomy.ts';

// The trigram index only narrows the candidates: its results must be those of judging every
// ritual by the rules, which this test does the slow way over random catalogues and queries.

const labels = Object.fromEntries(INTENTIONS.map((key) => [key, `Intención ${key}`])) as IntentionLabels;
const WORDS = ['vela', 'Agua', 'sal', 'luna', 'protección', 'ROMERO', 'té', 'ajo', 'sol', 'miel', 'a', 'luz'];

function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

function scan(rituals: readonly Ritual[], query: string) {
  const folded = foldText(query).trim();
  if (!folded) return rituals.map((r) => r.id);
  const all = rituals.map((r) => foldRitual(r, labels));
  const exact = all.filter((entry) => isExact(entry, folded));
  if (exact.length >= MIN_EXACT) return exact.map((e) => e.ritual.id);
  const words = queryWords(query);
  const related = all
    .map((entry, index) => ({ entry, index, score: relatedScore(entry, words) }))
    .filter((c) => !exact.includes(c.entry) && c.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_HYBRID_RESULTS - exact.length);
  return [...exact, ...related.map((c) => c.entry)].map((e) => e.ritual.id);
}

describe('the indexed search', () => {
  it('finds exactly what a scan of every ritual by the rules finds', () => {
    const next = random(7);
    const pick = (n: number) =>
      Array.from({ length: n }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
    for (let round = 0; round < 40; round++) {
      const rituals = Array.from({ length: 30 }, (_, i) => ({
        id: i + 1,
        title: pick(2),
        objects: [pick(1), pick(2)],
        steps: [pick(3), pick(2)],
        origin_explanation: pick(4),
        intention: INTENTIONS[i % INTENTIONS.length]!,
      })) as Ritual[];
      for (const query of [
        pick(1),
        pick(2),
        pick(1).slice(0, 2),
        ` ${pick(1).toUpperCase()} `,
        'intención',
      ]) {
        const { exact, related } = searchRituals(rituals, query, labels);
        expect(
          [...exact, ...related].map((r) => r.id),
          query,
        ).toEqual(scan(rituals, query));
      }
    }
  });
});
