import { describe, expect, it } from 'vitest';
import { journeyFileSchema, ritualFileSchema, type RitualFile } from '../../../shared/content-schema.ts';
import { checkJourneyDifficulty, checkJourneys } from './journey-rules.ts';

function ritual(slug: string, extra: Partial<RitualFile> = {}): RitualFile {
  const translation = {
    title: slug,
    objects: ['a'],
    steps: ['1', '2', '3'],
    benefits: ['x'],
    origin_explanation: 'o',
    safety_notes: [],
  };
  return {
    ...ritualFileSchema.parse({
      id: 1,
      slug,
      type: 'candles',
      intention: 'love',
      culture: 'celtic',
      moment: 'night',
      duration_minutes: 10,
      difficulty: 'easy',
      popularity_score: 50,
      is_featured: false,
      hazards: [],
      translations: { es: translation, en: translation, fr: translation, pt: translation },
    }),
    ...extra,
  };
}

const texts = {
  es: { title: 'Tres noches tranquilas', summary: 'Un gesto sencillo cada noche antes de dormir.' },
  en: { title: 'Three quiet nights', summary: 'One simple gesture each night before you sleep.' },
  fr: { title: 'Trois nuits calmes', summary: 'Un geste simple chaque soir avant de dormir.' },
  pt: { title: 'Três noites tranquilas', summary: 'Um gesto simples toda noite antes de dormir.' },
};
const day = (n: number, slug: string) => ({
  day: n,
  ritual: slug,
  translations: {
    es: { prompt: 'p', why: 'w' },
    en: { prompt: 'p', why: 'w' },
    fr: { prompt: 'p', why: 'w' },
    pt: { prompt: 'p', why: 'w' },
  },
});
const journey = (slug: string, difficulty: 'easy' | 'medium', rituals: string[], translations = texts) =>
  journeyFileSchema.parse({
    slug,
    kind: 'days',
    difficulty,
    sort_order: 1,
    translations,
    days: rituals.map((r, i) => day(i + 1, r)),
  });

const catalogue = [
  ritual('easy-one'),
  ritual('hard-one', { difficulty: 'hard' }),
  ritual('retired', { is_active: false }),
];
const messages = (journeys: ReturnType<typeof journey>[]) =>
  [
    ...checkJourneys({ journeys, rituals: catalogue }),
    ...checkJourneyDifficulty({ journeys, rituals: catalogue }),
  ].map((p) => `${p.file}: ${p.field}: ${p.message}`);

describe('journey rules over the whole content', () => {
  it('accepts a journey whose rituals exist, are active and suit its difficulty', () => {
    expect(messages([journey('calm', 'easy', ['easy-one', 'easy-one', 'easy-one'])])).toEqual([]);
    expect(messages([journey('deep', 'medium', ['hard-one', 'easy-one', 'hard-one'])])).toEqual([]);
  });

  it('refuses an unknown ritual and an inactive one', () => {
    expect(messages([journey('calm', 'medium', ['easy-one', 'no-such-ritual', 'retired'])])).toEqual([
      'content/journeys/calm.json: days.1.ritual: no ritual has the slug "no-such-ritual"',
      'content/journeys/calm.json: days.2.ritual: "retired" is not active',
    ]);
  });

  it('refuses a ritual that is not easy on an easy journey', () => {
    expect(messages([journey('calm', 'easy', ['easy-one', 'hard-one', 'easy-one'])])).toEqual([
      'content/journeys/calm.json: days.1.ritual: "hard-one" is not easy, and this journey is',
    ]);
  });

  it('refuses two journeys with one slug or one title', () => {
    const a = journey('calm', 'easy', ['easy-one', 'easy-one', 'easy-one']);
    const b = { ...a, translations: { ...texts, en: { title: 'Other', summary: texts.en.summary } } };
    expect(messages([a, b])).toEqual(
      ['content/journeys: slug: "calm" is used twice'].concat(
        ['es', 'fr', 'pt'].map(
          (l) =>
            `content/journeys: translations.${l}.title: "${texts[l as 'es'].title.toLowerCase()}" is used twice`,
        ),
      ),
    );
  });

  it('refuses a text written in the wrong language', () => {
    const english = {
      title: 'Three quiet evenings at home',
      summary:
        'Each evening, before you go to sleep, you light nothing and buy nothing: you simply sit by the window, breathe slowly and write down one thing that went well today.',
    };
    const result = messages([
      journey('calm', 'easy', ['easy-one', 'easy-one', 'easy-one'], { ...texts, fr: english }),
    ]);
    expect(result).toEqual(['content/journeys/calm.json: translations.fr: reads as en, not fr']);
  });
});
