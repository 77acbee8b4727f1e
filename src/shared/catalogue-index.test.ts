import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ritual } from './api/catalogue.ts';
import { FILTER_GROUPS, type FilterGroup } from './catalogue-filters.ts';
import { createIndex, indexEntry } from './catalogue-index.ts';
import { searchCatalogue, searchRituals, type CatalogueQuery, type Facets } from './catalogue-lookup.ts';
import {
  foldText,
  MAX_HYBRID_RESULTS,
  MIN_EXACT,
  queryWords,
  SEARCH_WEIGHTS,
  type IntentionLabels,
} from './catalogue-search.ts';
import { CULTURES, INTENTIONS, MOMENTS, RITUAL_TYPES } from './taxonomy.ts';

// The word index only narrows the candidates, shares word look-ups within a query and resolves
// each facet's outcome apart: whatever it does, each answer must be the one a plain reading of the
// rules gives — every ritual judged by catalogue-search.ts, the filters and ids applied to each,
// the facets counted over each group's own outcome, in the order their values first appear —
// which these tests work out the slow way over random catalogues and queries.

const labels = Object.fromEntries(INTENTIONS.map((key) => [key, `Intención ${key}`])) as IntentionLabels;
const WORDS = ['vela', 'Agua', 'sal', 'luna', 'protección', 'ROMERO', 'té', 'ajo', 'sol', 'miel', 'a', 'luz'];

function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

const VOCABULARY = [
  'vela',
  'Velas',
  'AGUA',
  'sal',
  'Salvia',
  'protección',
  'PROTECCION',
  'té',
  'te',
  'ajo',
  'luz',
  'ñandú',
  'Été',
  'naïve',
  'l’aube',
  'a',
  '7',
  'x2',
  'mañana',
  'intención',
];
const GROUP_VALUES: Record<FilterGroup, readonly string[]> = {
  intention: INTENTIONS.slice(0, 3),
  type: RITUAL_TYPES.slice(0, 3),
  culture: CULTURES.slice(0, 3),
  moment: MOMENTS.slice(0, 2),
};

const phrase = (min: number, max: number) =>
  fc.array(fc.constantFrom(...VOCABULARY), { minLength: min, maxLength: max }).map((w) => w.join(' '));

const ritual = fc.record({
  title: phrase(1, 3),
  objects: fc.array(phrase(0, 2), { maxLength: 2 }),
  steps: fc.array(phrase(0, 4), { maxLength: 3 }),
  origin_explanation: phrase(0, 4),
  intention: fc.constantFrom(...GROUP_VALUES.intention),
  type: fc.constantFrom(...GROUP_VALUES.type),
  culture: fc.constantFrom(...GROUP_VALUES.culture),
  moment: fc.constantFrom(...GROUP_VALUES.moment),
});

/** Whole words, parts of words (prefixes, middles, typos), phrases, case, accents and spaces. */
const queryText = fc.oneof(
  phrase(1, 1),
  phrase(2, 3),
  fc
    .tuple(fc.constantFrom(...VOCABULARY), fc.nat(6), fc.nat(6))
    .map(([word, from, length]) => word.slice(from, from + length)),
  fc
    .tuple(phrase(1, 2), fc.constantFrom('', ' ', '  ', ', ', '-'))
    .map(([text, around]) => around + text.toUpperCase() + around),
  fc.string({ maxLength: 6 }),
  fc.constantFrom('', '   ', 'xqzvkw', 'vela agua', 'ela', 'cion', 'intencion'),
);

const filtersOf = fc.record(
  Object.fromEntries(
    FILTER_GROUPS.map((group) => [
      group,
      // Mostly no selection, so the results are often neither none nor few.
      fc.oneof(
        { weight: 6, arbitrary: fc.constant([]) },
        {
          weight: 2,
          arbitrary: fc.subarray([...GROUP_VALUES[group], 'unknown'], { minLength: 1, maxLength: 2 }),
        },
      ),
    ]),
  ) as Record<FilterGroup, fc.Arbitrary<string[]>>,
);

// The oracle: the rules of catalogue-search.ts read plainly, every field of every ritual folded and
// searched as a whole text, as the search worked before it had an index.

interface FoldedRitual {
  ritual: Ritual;
  title: string;
  objects: string;
  intention: string;
  steps: string;
  origin: string;
}

function foldRitual(one: Ritual, intentionLabels: IntentionLabels): FoldedRitual {
  return {
    ritual: one,
    title: foldText(one.title),
    objects: foldText(one.objects.join('\n')),
    intention: foldText(intentionLabels[one.intention] ?? one.intention),
    steps: foldText(one.steps.join('\n')),
    origin: foldText(one.origin_explanation),
  };
}

function isExact(folded: FoldedRitual, query: string): boolean {
  return (
    folded.title.includes(query) ||
    folded.steps.includes(query) ||
    folded.origin.includes(query) ||
    folded.objects.includes(query)
  );
}

function relatedScore(folded: FoldedRitual, words: readonly string[]): number {
  let score = 0;
  for (const word of words) {
    if (folded.title.includes(word)) score += SEARCH_WEIGHTS.title;
    if (folded.objects.includes(word)) score += SEARCH_WEIGHTS.objects;
    if (folded.intention.includes(word)) score += SEARCH_WEIGHTS.intention;
    if (folded.steps.includes(word)) score += SEARCH_WEIGHTS.steps;
    if (folded.origin.includes(word)) score += SEARCH_WEIGHTS.origin;
  }
  return score;
}

/** The rules applied to `rituals` (display order) the slow way: exact ones, then related ones. */
function scan(rituals: readonly Ritual[], query: string) {
  const folded = foldText(query).trim();
  if (!folded) return { ids: rituals.map((r) => r.id), exact: rituals.length };
  const all = rituals.map((r) => foldRitual(r, labels));
  const exact = all.filter((entry) => isExact(entry, folded));
  if (exact.length >= MIN_EXACT) return { ids: exact.map((e) => e.ritual.id), exact: exact.length };
  const words = queryWords(query);
  const related = all
    .map((entry, index) => ({ entry, index, score: relatedScore(entry, words) }))
    .filter((c) => !exact.includes(c.entry) && c.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_HYBRID_RESULTS - exact.length);
  return { ids: [...exact, ...related.map((c) => c.entry)].map((e) => e.ritual.id), exact: exact.length };
}

function reference(rituals: readonly Ritual[], query: CatalogueQuery) {
  const outcome = (skip: FilterGroup | null) => {
    const pool = rituals.filter(
      (r) =>
        (!query.ids || query.ids.has(r.id)) &&
        FILTER_GROUPS.every(
          (g) => g === skip || query.filters[g].length === 0 || (query.filters[g] as string[]).includes(r[g]),
        ),
    );
    return scan(pool, query.q);
  };
  const main = outcome(null);
  const facets = {} as Facets;
  for (const group of FILTER_GROUPS) {
    const own = query.filters[group].length === 0 ? main : outcome(group);
    const counts = new Map<string, number>();
    for (const id of own.ids) {
      const value = rituals.find((r) => r.id === id)![group];
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    facets[group] = Object.fromEntries(counts);
  }
  return { ids: main.ids, exact: main.exact, facets };
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
        ).toEqual(scan(rituals, query).ids);
      }
    }
  });
});

describe('searchCatalogue', () => {
  it('answers every query, filter and id set as the rules read plainly do', () => {
    fc.assert(
      fc.property(
        // Small catalogues reach the hybrid rules' edges (4, 5 or 6 exact results) often.
        fc.oneof(fc.array(ritual, { maxLength: 14 }), fc.array(ritual, { maxLength: 60 })),
        fc.array(
          fc.record({
            q: queryText,
            filters: filtersOf,
            ids: fc.option(fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 20 }), { freq: 2 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        (drafts, asked) => {
          const rituals = drafts.map((draft, i) => ({ ...draft, id: i + 1 }) as unknown as Ritual);
          const index = createIndex(rituals.map(indexEntry), labels);
          const queries = asked.map(
            ({ q, filters, ids }) => ({ q, filters, ids: ids && new Set(ids) }) as unknown as CatalogueQuery,
          );
          // All answered first, then compared: an answer must not change when the index is asked again.
          const answers = queries.map((query) => searchCatalogue(index, query));
          answers.forEach((answer, k) => {
            const expected = reference(rituals, queries[k]!);
            expect({
              ids: [...answer.positions].map((p) => index.ids[p]),
              exact: answer.exact,
              facets: answer.facets,
            }).toEqual(expected);
            for (const group of FILTER_GROUPS) {
              expect(Object.keys(answer.facets[group])).toEqual(Object.keys(expected.facets[group]));
            }
          });
        },
      ),
      { numRuns: 1500 },
    );
  });
});
