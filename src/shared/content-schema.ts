import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { CULTURES, DIFFICULTIES, HAZARDS, INTENTIONS, MOMENTS, RITUAL_TYPES, TIP_TYPES } from './taxonomy.ts';

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

export const ritualFileSchema = z
  .strictObject({
    id: z.int().positive(),
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case'),
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
  'points',
  'level',
  'hour_before',
  'hour_from',
  'weekend',
  'monday',
  'rituals_and_tips',
  'balanced',
  'legend',
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

/** Every content file, read and validated: what the import writes and the checks read. */
export interface Content {
  rituals: RitualFile[];
  tips: DailyTipEntry[];
  achievements: AchievementEntry[];
}
