import { describe, expect, it } from 'vitest';
import { ritualFileSchema, type RitualFile } from '../../../shared/content-schema.ts';
import { MOON_MOMENTS } from '../../../shared/moon.ts';
import { checkContentRules, checkCoverage, COVERAGE } from './content-rules.ts';

function ritual(id: number, difficulty?: RitualFile['difficulty']): RitualFile {
  const translation = {
    title: `Ritual ${id}`,
    objects: ['a', 'b', 'c', 'd'],
    steps: ['1', '2', '3', '4', '5', '6', '7'],
    benefits: ['x'],
    origin_explanation: 'o',
    safety_notes: [],
  };
  return ritualFileSchema.parse({
    id,
    slug: `ritual-${id}`,
    type: 'candles',
    intention: 'love',
    culture: 'celtic',
    moment: 'night',
    duration_minutes: 10,
    ...(difficulty ? { difficulty } : {}),
    popularity_score: 50,
    is_featured: false,
    hazards: [],
    translations: { es: translation, en: translation, fr: translation, pt: translation },
  });
}

const easyProblems = (rituals: RitualFile[]) =>
  checkCoverage({ rituals, tips: [], achievements: [], journeys: [] }).filter(
    (p) => p.field === 'difficulty',
  );

describe('coverage of easy rituals', () => {
  it(`needs ${COVERAGE.easyRituals} easy rituals, counting the set difficulty first`, () => {
    // Seven steps and four objects derive as hard; an explicit difficulty overrides that.
    const enough = Array.from({ length: 20 }, (_, i) =>
      ritual(i + 1, i < COVERAGE.easyRituals ? 'easy' : undefined),
    );
    expect(easyProblems(enough)).toEqual([]);
  });

  it('fails when too few rituals are easy', () => {
    const few = Array.from({ length: 20 }, (_, i) =>
      ritual(i + 1, i < COVERAGE.easyRituals - 1 ? 'easy' : 'medium'),
    );
    expect(easyProblems(few)).toEqual([
      expect.objectContaining({
        message: `${COVERAGE.easyRituals - 1} easy rituals, need ${COVERAGE.easyRituals}`,
      }),
    ]);
  });

  it('does not count inactive rituals', () => {
    const inactive = Array.from({ length: COVERAGE.easyRituals }, (_, i) => ({
      ...ritual(i + 1, 'easy'),
      is_active: false,
    }));
    expect(easyProblems(inactive)).toHaveLength(1);
  });
});

const momentProblems = (rituals: RitualFile[]) =>
  checkCoverage({ rituals, tips: [], achievements: [], journeys: [] })
    .filter((p) => p.field === 'moment')
    .map((p) => p.message);

describe('an easy ritual for every moon', () => {
  it('names each moon moment without an active easy ritual', () => {
    const [newMoon, waxing, full, waning] = MOON_MOMENTS;
    const rituals = [
      { ...ritual(1, 'easy'), moment: newMoon },
      { ...ritual(2, 'easy'), moment: waxing },
      { ...ritual(3, 'medium'), moment: full },
      { ...ritual(4, 'easy'), moment: waning, is_active: false },
    ];
    const problems = momentProblems(rituals);
    expect(problems.filter((m) => m.includes('no easy ritual'))).toEqual([
      'fullMoon: no easy ritual for the "Good for tonight" row',
      'waningMoon: no easy ritual for the "Good for tonight" row',
    ]);
    const fixed = [
      ...rituals,
      { ...ritual(5, 'easy'), moment: full },
      { ...ritual(6, 'easy'), moment: waning },
    ];
    expect(momentProblems(fixed).filter((m) => m.includes('no easy ritual'))).toEqual([]);
  });
});

const slugProblems = async (rituals: RitualFile[]) =>
  (await checkContentRules({ rituals, tips: [], achievements: [], journeys: [] })).filter((p) =>
    p.field.startsWith('retired slug'),
  );

describe('retired slugs', () => {
  it('lead to a ritual that exists and are not used again', async () => {
    expect(await slugProblems([ritual(16)])).toEqual([]);
    expect(await slugProblems([{ ...ritual(16), slug: 'honey-offering-for-oshun' }])).toEqual([
      expect.objectContaining({ message: 'is used by a ritual again' }),
    ]);
    expect(await slugProblems([ritual(17)])).toEqual([
      expect.objectContaining({ message: 'leads to ritual 16, which does not exist' }),
    ]);
  });
});
