import { describe, expect, it } from 'vitest';
import { MAX_HYBRID_RESULTS, foldText, queryWords, type IntentionLabels } from './catalogue-search.ts';
import { searchRituals } from './catalogue-lookup.ts';
import type { Ritual } from './api/catalogue.ts';
import { makeRitual } from './ritual-fixture.ts';

const labels: IntentionLabels = {
  love: 'Amor',
  money: 'Dinero y abundancia',
  protection: 'Protección',
  health: 'Salud',
  cleansing: 'Limpieza',
  wellbeing: 'Bienestar',
  gratitude: 'Gratitud',
  clarity: 'Claridad',
  lettingGo: 'Soltar',
  creativity: 'Creatividad',
};
const ids = (list: Ritual[]) => list.map((r) => r.id);
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('foldText and queryWords', () => {
  it('folds case and accents', () => {
    expect(foldText('PROTECCIÓN Ñandú Café')).toBe('proteccion nandu cafe');
    expect(foldText('Bougie de l’Été')).toBe('bougie de l’ete');
  });

  it('splits a query into distinct words of at least three letters', () => {
    expect(queryWords('Vela de AMOR, vela roja')).toEqual(['vela', 'amor', 'roja']);
  });
});

describe('searchRituals: exact matches', () => {
  const rituals = [
    makeRitual({ id: 1, title: 'Vela de Protección' }),
    makeRitual({ id: 2, steps: ['Enciende la VELA blanca.', 'Respira.', 'Agradece.'] }),
    makeRitual({ id: 3, origin_explanation: 'Una tradición de protección del hogar.' }),
    makeRitual({ id: 4, objects: ['Sal gruesa', 'Una proteccion tallada'] }),
    makeRitual({ id: 5, title: 'Baño de rosas' }),
  ];

  it('returns everything for an empty or blank query', () => {
    expect(ids(searchRituals(rituals, '   ', labels).exact)).toEqual([1, 2, 3, 4, 5]);
  });

  it('is case-insensitive over title and steps', () => {
    expect(ids(searchRituals(rituals, 'vela', labels).exact)).toEqual([1, 2]);
  });

  it('is accent-insensitive both ways over title, origin and objects', () => {
    expect(ids(searchRituals(rituals, 'PROTECCION', labels).exact)).toEqual([1, 3, 4]);
    expect(ids(searchRituals(rituals, 'protección', labels).exact)).toEqual([1, 3, 4]);
  });

  it('matches the whole query as a substring', () => {
    expect(ids(searchRituals(rituals, 'de rosas', labels).exact)).toEqual([5]);
  });
});

describe('searchRituals: hybrid mode', () => {
  it('adds no related results when there are 5 exact matches', () => {
    const rituals = [
      ...range(1, 5).map((id) => makeRitual({ id, title: `Luna llena ${id}` })),
      makeRitual({ id: 6, objects: ['Una luna de papel'] }),
    ];
    const outcome = searchRituals(rituals, 'luna llena', labels);
    expect(ids(outcome.exact)).toEqual([1, 2, 3, 4, 5]);
    expect(outcome.related).toEqual([]);
  });

  it('returns every exact match, beyond 10, when there are at least 5', () => {
    const rituals = range(1, 12).map((id) => makeRitual({ id, title: `Luna ${id}` }));
    expect(searchRituals(rituals, 'luna', labels).exact).toHaveLength(12);
  });

  it('adds related results when there are only 4 exact matches, exact first', () => {
    const rituals = [
      ...range(1, 4).map((id) => makeRitual({ id, title: `Luna llena ${id}` })),
      makeRitual({ id: 5, objects: ['Una luna de papel'] }),
      makeRitual({ id: 6, title: 'Baño bajo la luna' }),
      makeRitual({ id: 7, title: 'Sin relación' }),
    ];
    const outcome = searchRituals(rituals, 'luna llena', labels);
    expect(ids(outcome.exact)).toEqual([1, 2, 3, 4]);
    expect(ids(outcome.related)).toEqual([6, 5]);
  });

  it('caps exact plus related at 10', () => {
    const rituals = [
      ...range(1, 3).map((id) => makeRitual({ id, title: `Vela roja ${id}` })),
      ...range(4, 20).map((id) => makeRitual({ id, title: `Vela ${id}` })),
    ];
    const outcome = searchRituals(rituals, 'vela roja', labels);
    expect(ids(outcome.exact)).toEqual([1, 2, 3]);
    expect(outcome.related).toHaveLength(MAX_HYBRID_RESULTS - 3);
    expect(ids(outcome.related)).toEqual(range(4, 7));
  });

  it('caps related results at 10 when nothing matches exactly', () => {
    const rituals = range(1, 15).map((id) => makeRitual({ id, title: `Vela ${id}` }));
    const outcome = searchRituals(rituals, 'vela azul', labels);
    expect(outcome.exact).toEqual([]);
    expect(outcome.related).toHaveLength(10);
  });

  it('ranks by weight: title 5, objects 4, intention 3, steps 2, origin 1', () => {
    const rituals = [
      makeRitual({ id: 1, origin_explanation: 'Con miel.' }),
      makeRitual({ id: 2, steps: ['Añade miel.', 'Remueve.', 'Agradece.'] }),
      makeRitual({ id: 3, intention: 'love', title: 'Dulzura' }),
      makeRitual({ id: 4, objects: ['Miel'] }),
      makeRitual({ id: 5, title: 'Miel y canela' }),
    ];
    // "miel amor" matches nothing whole; each ritual scores on one field.
    const outcome = searchRituals(rituals, 'miel amor', labels);
    expect(outcome.exact).toEqual([]);
    expect(ids(outcome.related)).toEqual([5, 4, 3, 2, 1]);
  });

  it('sums the weights of every word and field, ties keep catalogue order', () => {
    const rituals = [
      makeRitual({ id: 1, title: 'Canela' }),
      makeRitual({ id: 2, title: 'Canela', objects: ['Miel'] }),
      makeRitual({ id: 3, title: 'Canela' }),
    ];
    expect(ids(searchRituals(rituals, 'miel canela dorada', labels).related)).toEqual([2, 1, 3]);
  });

  it('scores the translated intention label, accent-insensitively', () => {
    const rituals = [makeRitual({ id: 1, intention: 'protection' }), makeRitual({ id: 2 })];
    const outcome = searchRituals(rituals, 'proteccion fuerte', labels);
    expect(ids(outcome.related)).toEqual([1]);
  });
});
