import { describe, expect, it } from 'vitest';
import { ritualFileSchema } from './content-schema.ts';

const translation = {
  title: 'T',
  objects: ['a', 'b'],
  steps: ['1', '2', '3'],
  benefits: ['x'],
  origin_explanation: 'o',
  safety_notes: ['careful'],
};
const ritual = {
  id: 1,
  slug: 'a-ritual',
  type: 'candles',
  intention: 'love',
  culture: 'celtic',
  moment: 'night',
  duration_minutes: 10,
  popularity_score: 50,
  is_featured: false,
  hazards: ['fire'],
  translations: { es: translation, en: translation, fr: translation, pt: translation },
};

const issues = (value: unknown) =>
  ritualFileSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('ritual content schema', () => {
  it('accepts a complete ritual and defaults is_active to true', () => {
    expect(ritualFileSchema.parse(ritual).is_active).toBe(true);
  });

  it('names the field of each problem', () => {
    expect(issues({ ...ritual, type: 'spells' })[0]).toMatch(/^type: /);
    expect(issues({ ...ritual, slug: 'Not Kebab' })[0]).toMatch(/^slug: must be kebab-case/);
    const { fr: _fr, ...threeLanguages } = ritual.translations;
    expect(issues({ ...ritual, translations: threeLanguages })[0]).toMatch(/^translations\.fr/);
  });

  it('requires safety notes in every language when there is a hazard', () => {
    const noNotes = { ...translation, safety_notes: [] };
    const result = issues({ ...ritual, translations: { ...ritual.translations, pt: noNotes } });
    expect(result).toEqual(['translations.pt.safety_notes: required because the ritual involves fire']);
  });

  it('requires the same number of steps in every language', () => {
    const extra = { ...translation, steps: ['1', '2', '3', '4'] };
    expect(issues({ ...ritual, translations: { ...ritual.translations, en: extra } })).toEqual([
      'translations.en.steps: has 4 items but es has 3',
    ]);
  });

  it('refuses fewer than 3 steps and empty texts', () => {
    const short = { ...translation, steps: ['1', '2'] };
    expect(issues({ ...ritual, translations: { ...ritual.translations, es: short } }).join()).toMatch(
      /steps/,
    );
    const blank = { ...translation, title: '  ' };
    expect(issues({ ...ritual, translations: { ...ritual.translations, en: blank } }).join()).toMatch(
      /title: must not be empty/,
    );
  });
});
