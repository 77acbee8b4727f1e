import * as z from 'zod/mini';
// From taxonomy, not content-schema: that one is built on full zod, which the browser must not load.
import { JOURNEY_KINDS } from '../taxonomy.ts';
import { MOON_PHASES } from '../moon.ts';
import { madeAtSchema } from './daily-tip.ts';
import { successSchema } from './envelope.ts';

// Journeys (docs/product-rules.md, Journeys). Public: GET /api/v1/journeys?lang=,
// GET /api/v1/journeys/:slug?lang=. Private (/api/v1/me): GET /journeys, PUT /journeys/:slug
// (join, or ?restart=1 to begin again), DELETE /journeys/:slug (leave),
// POST /journeys/:slug/days/:day (a written practice done, with when for one kept on the device).

/** A journey's slug in a path: lower-case words joined by hyphens. */
export const journeySlugSchema = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(100));
/** A day number in a path: a positive whole number. */
export const journeyDayParamSchema = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,2}$/)), z.transform(Number));
/**
 * The optional body of POST /journeys/:slug/days/:day: a mark kept on the device while offline
 * names when it was made, and counts then (ADR 0005); none, or null, is now.
 */
export const journeyMarkRequestSchema = z.strictObject({ made_at: madeAtSchema });
export type JourneyMarkRequest = z.infer<typeof journeyMarkRequestSchema>;
/** `?restart=1` on a join: begin the journey again from now, with no step done. */
export const journeyRestartSchema = z.enum(['0', '1']);

export const journeySummarySchema = z.object({
  slug: z.string(),
  kind: z.enum(JOURNEY_KINDS),
  difficulty: z.string(),
  title: z.string(),
  summary: z.string(),
  days_count: z.number(),
});
export type JourneySummary = z.infer<typeof journeySummarySchema>;

export const journeyDayViewSchema = z.object({
  day: z.number(),
  /** Lunar journeys only: the phase whose night the step belongs to. */
  phase: z.nullable(z.enum(MOON_PHASES)),
  /** The ritual to complete, or null for a written practice. */
  ritual: z.nullable(z.object({ id: z.number(), slug: z.string() })),
  practice: z.nullable(z.object({ title: z.string(), steps: z.array(z.string()) })),
  prompt: z.string(),
  why: z.string(),
});
export const journeySchema = z.extend(journeySummarySchema, { days: z.array(journeyDayViewSchema) });
export type Journey = z.infer<typeof journeySchema>;

/** Where an enrolment stands today, in the user's time zone (shared/journeys.ts, todayStep). */
export const journeyTodaySchema = z.object({
  status: z.enum(['due', 'doneToday', 'waiting', 'finished']),
  /** The step due, done today or waited for; null once finished. */
  day: z.nullable(z.number()),
  /** The step has waited since an earlier day (a missed day waits; it never fails). */
  paused: z.boolean(),
  /** The next step and the local date it comes, when known, with its journal prompt. */
  next: z.nullable(z.object({ day: z.number(), on: z.string(), prompt: z.string() })),
  /** The journal prompt of the step due or done today; null when no step is today's. */
  prompt: z.nullable(z.string()),
});

export const enrolmentSchema = z.object({
  slug: z.string(),
  kind: z.enum(JOURNEY_KINDS),
  title: z.string(),
  started_at: z.string(),
  /** The local date the user joined or last restarted. */
  started_on: z.string(),
  finished_at: z.nullable(z.string()),
  days_count: z.number(),
  days_done: z.array(z.object({ day: z.number(), on: z.string() })),
  today: journeyTodaySchema,
});
export type EnrolmentView = z.infer<typeof enrolmentSchema>;

export const journeyListResponseSchema = successSchema(z.array(journeySummarySchema));
export const journeyResponseSchema = successSchema(journeySchema);
export const enrolmentListResponseSchema = successSchema(z.array(enrolmentSchema));
export const enrolmentResponseSchema = successSchema(enrolmentSchema);
