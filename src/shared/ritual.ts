import * as z from 'zod/mini';
import { LANGUAGES } from './languages.ts';
import { CULTURES, DIFFICULTIES, HAZARDS, INTENTIONS, MOMENTS, RITUAL_TYPES } from './taxonomy.ts';

// The shape of a ritual as the API sends it (one language). zod/mini keeps the browser bundle small;
// the schemas work the same on the server.
export const ritualSchema = z.object({
  id: z.int().check(z.positive()),
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

export const ritualListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ritualSchema),
});
export type RitualListResponse = z.infer<typeof ritualListResponseSchema>;

export const ritualResponseSchema = z.object({
  success: z.literal(true),
  data: ritualSchema,
});
export type RitualResponse = z.infer<typeof ritualResponseSchema>;

export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
