import { describe, expect, it } from 'vitest';
import { journeyFileSchema } from './content-schema.ts';
import { MOON_PHASES } from './moon.ts';

// Each refusal of a journey file, by the field it names (content/README.md, Journeys).

const lines = { prompt: 'What did you notice?', why: 'Because it comes now.' };
const practice = { title: 'A pause', steps: ['Sit.', 'Breathe.'] };
const allLanguages = <T>(t: T) => ({ es: t, en: t, fr: t, pt: t });
const ritualDay = (day: number) => ({ day, ritual: 'a-ritual', translations: allLanguages(lines) });
const practiceDay = (day: number) => ({ day, translations: allLanguages({ ...lines, practice }) });
const journey = {
  slug: 'a-journey',
  kind: 'days',
  difficulty: 'easy',
  sort_order: 1,
  translations: allLanguages({ title: 'A journey', summary: 'Three days.' }),
  days: [ritualDay(1), practiceDay(2), ritualDay(3)],
};
const lunar = {
  ...journey,
  kind: 'lunar',
  days: MOON_PHASES.map((phase, i) => ({ ...ritualDay(i + 1), phase })),
};

const issues = (value: unknown) =>
  journeyFileSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('journey content schema', () => {
  it('accepts days with a ritual or a written practice, and a lunar journey with one day per phase', () => {
    expect(issues(journey)).toEqual([]);
    expect(issues(lunar)).toEqual([]);
  });

  it('refuses a missing language in the journey or in a day', () => {
    const { pt: _pt, ...threeLanguages } = journey.translations;
    expect(issues({ ...journey, translations: threeLanguages })).toEqual([
      expect.stringMatching(/^translations\.pt: /),
    ]);
    const { fr: _fr, ...dayWithoutFr } = ritualDay(1).translations;
    const days = [{ ...ritualDay(1), translations: dayWithoutFr }, ...journey.days.slice(1)];
    expect(issues({ ...journey, days })).toEqual([expect.stringMatching(/^days\.0\.translations\.fr: /)]);
  });

  it('refuses a day without its prompt or its line on why it comes now', () => {
    const { why: _why, ...noWhy } = lines;
    const days = [{ ...ritualDay(1), translations: { ...allLanguages(lines), en: noWhy } }];
    expect(issues({ ...journey, days: [...days, ...journey.days.slice(1)] })).toEqual([
      expect.stringMatching(/^days\.0\.translations\.en\.why: /),
    ]);
  });

  it('refuses duplicate and out-of-order day numbers', () => {
    expect(issues({ ...journey, days: [ritualDay(1), ritualDay(2), ritualDay(2)] })).toEqual([
      'days.2.day: day 2 appears more than once',
    ]);
    expect(issues({ ...journey, days: [ritualDay(1), ritualDay(3), ritualDay(4)] })).toEqual([
      'days.1.day: expected day 2: days are numbered 1, 2, 3… in order',
      'days.2.day: expected day 3: days are numbered 1, 2, 3… in order',
    ]);
  });

  it('refuses too few days', () => {
    expect(issues({ ...journey, days: [ritualDay(1), ritualDay(2)] }).join()).toMatch(/^days: /);
  });

  it('refuses a day with both a ritual and a practice, or with neither', () => {
    const both = { ...practiceDay(2), ritual: 'a-ritual' };
    expect(issues({ ...journey, days: [ritualDay(1), both, ritualDay(3)] })).toEqual(
      ['es', 'en', 'fr', 'pt'].map(
        (l) => `days.1.translations.${l}.practice: a day has a ritual or a practice, not both`,
      ),
    );
    const neither = { day: 2, translations: allLanguages(lines) };
    expect(issues({ ...journey, days: [ritualDay(1), neither, ritualDay(3)] })).toHaveLength(4);
  });

  it('refuses a practice with a different number of steps in one language, or a malformed ritual slug', () => {
    const longer = { ...lines, practice: { ...practice, steps: ['Sit.', 'Breathe.', 'Stand.'] } };
    const day = { day: 2, translations: { ...allLanguages({ ...lines, practice }), fr: longer } };
    expect(issues({ ...journey, days: [ritualDay(1), day, ritualDay(3)] })).toEqual([
      'days.1.translations.fr.practice.steps: has 3 steps but es has 2',
    ]);
    const badSlug = { ...ritualDay(1), ritual: 'Not A Slug' };
    expect(issues({ ...journey, days: [badSlug, ...journey.days.slice(1)] })).toEqual([
      'days.0.ritual: must be kebab-case',
    ]);
  });

  it('refuses a lunar journey without one day per phase in order, and phases on a journey of days', () => {
    expect(issues({ ...lunar, days: lunar.days.slice(0, 7) })).toEqual([
      'days: a lunar journey has one day per phase: 8, not 7',
    ]);
    const swapped = lunar.days.map((d, i) => (i === 0 ? { ...d, phase: 'full' } : d));
    expect(issues({ ...lunar, days: swapped })).toEqual([
      'days.0.phase: day 1 of a lunar journey is the new phase',
    ]);
    const phased = journey.days.map((d) => ({ ...d, phase: 'full' }));
    expect(issues({ ...journey, days: phased })).toHaveLength(3);
    expect(issues({ ...journey, kind: 'weekly' }).join()).toMatch(/^kind: /);
  });
});
