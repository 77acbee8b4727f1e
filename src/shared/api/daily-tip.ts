import * as z from 'zod/mini';
import { successSchema } from './envelope.ts';

// The daily-tip API: GET /api/v1/daily-tip (public) and, for the signed-in user,
// /api/v1/me/commitments and /api/v1/me/streak.

/** How many commitments GET /api/v1/me/commitments returns by default, and at most. */
export const COMMITMENT_LIST_DEFAULT_LIMIT = 30;
export const COMMITMENT_LIST_MAX_LIMIT = 400;

/** `?limit=` of the commitment list: 1 to the maximum (absent: the default). */
export const commitmentLimitQuerySchema = z.pipe(
  z.pipe(z.string().check(z.regex(/^[1-9]\d{0,3}$/)), z.transform(Number)),
  z.number().check(z.maximum(COMMITMENT_LIST_MAX_LIMIT)),
);

/**
 * When an action kept on the device was made: an ISO 8601 instant with a zone; null or absent for
 * an action made right now (ADR 0005).
 */
export const madeAtSchema = z.nullish(z.string().check(z.maxLength(40)));

/** POST /api/v1/me/commitments: the local date committed to and, for a queued one, when. */
export const commitRequestSchema = z.strictObject({
  date: z.string().check(z.maxLength(10)),
  made_at: madeAtSchema,
});

/** A tip as the app shows it (shared/daily-tip.ts builds it). */
export const appTipSchema = z.object({
  id: z.number(),
  /** Null when the tip has none: the app shows a numbered fallback title. */
  title: z.nullable(z.string()),
  content: z.string(),
  category: z.string(),
  intention: z.string(),
  dayOfYear: z.number(),
  date: z.string(),
});
/** GET /api/v1/daily-tip. */
export const dailyTipResponseSchema = successSchema(appTipSchema);

export const commitmentSchema = z.object({
  /** The local calendar date, YYYY-MM-DD. */
  date: z.string(),
  tip_id: z.number(),
  /** When the user committed (earlier than received_at for a queued commitment). */
  committed_at: z.string(),
  received_at: z.string(),
  points_earned: z.number(),
});
export type Commitment = z.infer<typeof commitmentSchema>;

export const unlockedAchievementSchema = z.object({
  key: z.string(),
  points: z.number(),
  unlocked_at: z.string(),
});

export const commitResultSchema = z.object({
  commitment: commitmentSchema,
  /** The achievements this commitment unlocked (the same list on every retry). */
  unlocked_achievements: z.array(unlockedAchievementSchema),
});
/** The same body for every caller of the same (user, date): the first gets 201, the rest 200. */
export const commitResponseSchema = successSchema(commitResultSchema);
export type CommitResponse = z.infer<typeof commitResponseSchema>;

export const streakStatusSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('lastStreak'), days: z.number() }),
  z.object({ kind: z.literal('started') }),
  z.object({ kind: z.literal('consecutive'), days: z.number() }),
]);

export const streakSchema = z.object({
  current: z.number(),
  longest: z.number(),
  latest: z.nullable(z.string()),
  status: streakStatusSchema,
  /** The local date the streak was computed for. */
  today: z.string(),
  /** Missed days covered by a streak freeze, oldest first: they keep the streak without adding to it. */
  frozen_days: z.optional(z.array(z.string())),
});
export type Streak = z.infer<typeof streakSchema>;
/** GET /api/v1/me/streak. */
export const streakResponseSchema = successSchema(streakSchema);

export const commitmentWithTipSchema = z.extend(commitmentSchema, {
  /** The tip in the requested language, or null when it is no longer available in it. */
  tip: z.nullable(appTipSchema),
});

export const commitmentListSchema = z.object({
  /** Newest first. */
  commitments: z.array(commitmentWithTipSchema),
  /** All of the user's commitments, however many the list shows. */
  total: z.number(),
  streak: streakSchema,
});
export type CommitmentList = z.infer<typeof commitmentListSchema>;
/** GET /api/v1/me/commitments. */
export const commitmentListResponseSchema = successSchema(commitmentListSchema);
