import * as z from 'zod/mini';
import { successSchema } from './envelope.ts';

// GET /api/v1/me/insights: the progress page's "how practice feels" weeks (docs/product-rules.md,
// Insights), for the session's user, in their time zone. Rules in shared/insights.ts and
// shared/insight-finding.ts.

const localDate = z.string();

export const moonMarkSchema = z.object({
  kind: z.enum(['full', 'new']),
  date: localDate,
});

export const insightWeekSchema = z.object({
  start: localDate,
  end: localDate,
  complete: z.boolean(),
  practice_days: z.number(),
  mood_average: z.nullable(z.number()),
  mood_notes: z.number(),
  streak: z.number(),
  moons: z.array(moonMarkSchema),
});
export type InsightWeekView = z.infer<typeof insightWeekSchema>;

const sides = { practice_weeks: z.number(), other_weeks: z.number() };

export const moodPracticeFindingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('higher'), difference: z.number(), ...sides }),
  z.object({ kind: z.literal('lower'), difference: z.number(), ...sides }),
  z.object({ kind: z.literal('similar'), ...sides }),
  z.object({ kind: z.literal('notEnough'), ...sides }),
]);

export const insightsSchema = z.object({
  time_zone: z.string(),
  today: localDate,
  /** Oldest first; the last is the current week. */
  weeks: z.array(insightWeekSchema),
  finding: moodPracticeFindingSchema,
});
export type Insights = z.infer<typeof insightsSchema>;

export const insightsResponseSchema = successSchema(insightsSchema);
