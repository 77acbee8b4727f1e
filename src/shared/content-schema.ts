import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { MOON_PHASES } from './moon.ts';
import {
  CULTURES,
  DIFFICULTIES,
  HAZARDS,
  INTENTIONS,
  JOURNEY_KINDS,
  MOMENTS,
  RITUAL_TYPES,
  TIP_TYPES,
} from './taxonomy.ts';

const text = z.string().trim().min(1, 'must not be empty');
const textList = (min: number, max: number) => z.array(text).min(min).max(max);

function perLanguage<T extends z.ZodType>(schema: T) {
  return z.strictObject({ es: schema, en: schema, fr: schema, pt: schema });
}

export const ritualTranslationSchema = z.strictObject({
  title: text.max(120),
  objects: textList(1, 15),
  steps: textList(3, 10),
  benefits: textList(1, 8),
  origin_explanation: text.max(1200),
  safety_notes: z.array(text).max(6),
});

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case');

export const ritualFileSchema = z
  .strictObject({
    id: z.int().positive(),
    slug,
    type: z.enum(RITUAL_TYPES),
    intention: z.enum(INTENTIONS),
    culture: z.enum(CULTURES),
    moment: z.enum(MOMENTS),
    duration_minutes: z
      .int()
      .min(1)
      .max(24 * 60),
    difficulty: z.enum(DIFFICULTIES).optional(),
    popularity_score: z.int().min(0).max(100),
    is_featured: z.boolean(),
    is_active: z.boolean().default(true),
    hazards: z.array(z.enum(HAZARDS)),
    translations: perLanguage(ritualTranslationSchema),
  })
  .superRefine((ritual, ctx) => {
    for (const lang of LANGUAGES) {
      const t = ritual.translations[lang];
      if (ritual.hazards.length > 0 && t.safety_notes.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['translations', lang, 'safety_notes'],
          message: `required because the ritual involves ${ritual.hazards.join(', ')}`,
        });
      }
      const base = ritual.translations.es;
      for (const field of ['objects', 'steps', 'benefits'] as const) {
        if (t[field].length !== base[field].length) {
          ctx.addIssue({
            code: 'custom',
            path: ['translations', lang, field],
            message: `has ${t[field].length} items but es has ${base[field].length}`,
          });
        }
      }
    }
  });
export type RitualFile = z.infer<typeof ritualFileSchema>;

export const dailyTipSchema = z.strictObject({
  day_of_year: z.int().min(1).max(366),
  type: z.enum(TIP_TYPES),
  intention: z.enum(INTENTIONS),
  translations: perLanguage(z.strictObject({ title: text.max(80), text: text.max(400) })),
});
export const dailyTipFileSchema = z.array(dailyTipSchema).min(1);
export type DailyTipEntry = z.infer<typeof dailyTipSchema>;

export const ACHIEVEMENT_CATEGORIES = ['ritual', 'daily', 'streak', 'time', 'milestone'] as const;
export const REQUIREMENT_TYPES = [
  'rituals',
  'tips',
  'current_streak',
  'longest_streak',
  'first_days',
  'points',
  'level',
  'hour_before',
  'hour_from',
  'weekend',
  'monday',
  'rituals_and_tips',
  'balanced',
  'legend',
  'journeys',
  'lunar_journeys',
] as const;

export const achievementSchema = z.strictObject({
  key: z.string().regex(/^[a-z0-9_]+$/),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  icon: z.string().min(1),
  points: z.int().positive(),
  requirement_type: z.enum(REQUIREMENT_TYPES),
  requirement_value: z.int().nonnegative(),
  requirements: z.record(z.string(), z.int()).default({}),
  sort_order: z.int().nonnegative(),
  translations: perLanguage(
    z.strictObject({ title: text.max(60), description: text.max(200), hint: text.max(200) }),
  ),
});
export const achievementFileSchema = z.array(achievementSchema).min(1);
export type AchievementEntry = z.infer<typeof achievementSchema>;

// Journeys (content/README.md, Journeys): a path of days, each a ritual of the catalogue or a short
// practice written for the day, with a journal prompt and a line on why the step comes now. That a
// ritual exists, is active and (on an easy journey) is easy is checked over the whole content.

/** `days`: one step a day in order; `lunar`: one step per moon phase, in MOON_PHASES order. */
export { JOURNEY_KINDS };
export type JourneyKind = (typeof JOURNEY_KINDS)[number];
export const JOURNEY_DAYS = { min: 3, max: 30 } as const;

const journeyDayTranslationSchema = z.strictObject({
  /** The written practice, only on a day without a ritual. */
  practice: z.strictObject({ title: text.max(80), steps: textList(1, 6) }).optional(),
  prompt: text.max(200),
  why: text.max(200),
});

export const journeyDaySchema = z
  .strictObject({
    day: z.int().positive(),
    /** On a lunar journey only: the phase whose night this step belongs to. */
    phase: z.enum(MOON_PHASES).optional(),
    /** The slug of a ritual in content/rituals, or absent for a written practice. */
    ritual: slug.optional(),
    translations: perLanguage(journeyDayTranslationSchema),
  })
  .superRefine((day, ctx) => {
    const steps = day.translations.es.practice?.steps.length;
    for (const lang of LANGUAGES) {
      const practice = day.translations[lang].practice;
      const path = ['translations', lang, 'practice'];
      if (day.ritual && practice) {
        ctx.addIssue({ code: 'custom', path, message: 'a day has a ritual or a practice, not both' });
      } else if (!day.ritual && !practice) {
        ctx.addIssue({ code: 'custom', path, message: 'required when the day has no ritual' });
      } else if (practice && practice.steps.length !== steps) {
        const message = `has ${practice.steps.length} steps but es has ${steps ?? 0}`;
        ctx.addIssue({ code: 'custom', path: [...path, 'steps'], message });
      }
    }
  });
export type JourneyDay = z.infer<typeof journeyDaySchema>;

export const journeyFileSchema = z
  .strictObject({
    slug,
    kind: z.enum(JOURNEY_KINDS),
    /** On an easy journey every ritual is easy (a few minutes, things found at home). */
    difficulty: z.enum(DIFFICULTIES),
    sort_order: z.int().nonnegative(),
    translations: perLanguage(z.strictObject({ title: text.max(60), summary: text.max(300) })),
    days: z.array(journeyDaySchema).min(JOURNEY_DAYS.min).max(JOURNEY_DAYS.max),
  })
  .superRefine((journey, ctx) => {
    const lunar = journey.kind === 'lunar';
    if (lunar && journey.days.length !== MOON_PHASES.length) {
      const message = `a lunar journey has one day per phase: ${MOON_PHASES.length}, not ${journey.days.length}`;
      ctx.addIssue({ code: 'custom', path: ['days'], message });
    }
    const seen = new Set<number>();
    for (const [i, day] of journey.days.entries()) {
      const issue = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: ['days', i, field], message });
      if (seen.has(day.day)) issue('day', `day ${day.day} appears more than once`);
      else if (day.day !== i + 1) issue('day', `expected day ${i + 1}: days are numbered 1, 2, 3… in order`);
      seen.add(day.day);
      const phase = MOON_PHASES[i];
      if (lunar && phase && day.phase !== phase)
        issue('phase', `day ${i + 1} of a lunar journey is the ${phase} phase`);
      if (!lunar && day.phase) issue('phase', 'only a lunar journey names phases');
    }
  });
export type JourneyFile = z.infer<typeof journeyFileSchema>;

/** Every content file, read and validated: what the import writes and the checks read. */
export interface Content {
  rituals: RitualFile[];
  tips: DailyTipEntry[];
  achievements: AchievementEntry[];
  journeys: JourneyFile[];
}
