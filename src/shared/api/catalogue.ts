import * as z from 'zod/mini';
import { LANGUAGES } from '../languages.ts';
import { CULTURES, DIFFICULTIES, HAZARDS, INTENTIONS, MOMENTS, RITUAL_TYPES } from '../taxonomy.ts';
import { successSchema } from './envelope.ts';

// The catalogue API: GET /api/v1/rituals and GET /api/v1/rituals/:id.

/** A ritual id: a positive whole number of up to nine digits. */
export const ritualIdSchema = z.int().check(z.positive(), z.maximum(999_999_999));
/** The same id in a path: digits only, no sign or leading zero. */
export const ritualIdParamSchema = z.pipe(
  z.pipe(z.string().check(z.regex(/^[1-9]\d{0,8}$/)), z.transform(Number)),
  ritualIdSchema,
);

/** A ritual as the API sends it, in one language. */
export const ritualSchema = z.object({
  id: ritualIdSchema,
  slug: z.string(),
  title: z.string(),
  type: z.enum(RITUAL_TYPES),
  intention: z.enum(INTENTIONS),
  culture: z.enum(CULTURES),
  moment: z.enum(MOMENTS),
  objects: z.array(z.string()),
  steps: z.array(z.string()),
  benefits: z.array(z.string()),
  duration_minutes: z.number(),
  difficulty: z.enum(DIFFICULTIES),
  popularity_score: z.number(),
  is_featured: z.boolean(),
  origin_explanation: z.string(),
  safety_notes: z.array(z.string()),
  hazards: z.array(z.enum(HAZARDS)),
  language: z.enum(LANGUAGES),
  is_active: z.boolean(),
});
export type Ritual = z.infer<typeof ritualSchema>;

/** GET /api/v1/rituals: every active ritual in the language. */
export const ritualListResponseSchema = successSchema(z.array(ritualSchema));
/** GET /api/v1/rituals/:id. */
export const ritualResponseSchema = successSchema(ritualSchema);
