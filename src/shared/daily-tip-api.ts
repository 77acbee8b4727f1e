import { z } from 'zod';

// Request and response shapes of the daily-tip API, shared by the server (which enforces them)
// and the web app (which reads them).

/** POST /api/v1/me/commitments: the local date committed to and, for a queued one, when. */
export const commitRequestSchema = z.strictObject({
  date: z.string().max(10),
  /** ISO 8601 instant with a zone; null or absent for a commitment made right now. */
  made_at: z.string().max(40).nullish(),
});
export type CommitRequest = z.infer<typeof commitRequestSchema>;

export const appTipSchema = z.object({
  id: z.number(),
  title: z.string().nullable(),
  content: z.string(),
  category: z.string(),
  intention: z.string(),
  dayOfYear: z.number(),
  date: z.string(),
});
export const dailyTipResponseSchema = z.object({ success: z.literal(true), data: appTipSchema });

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
export type UnlockedAchievementRow = z.infer<typeof unlockedAchievementSchema>;

/** The same body for every caller of the same (user, date): the first gets 201, the rest 200. */
export const commitResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    commitment: commitmentSchema,
    /** The achievements this commitment unlocked (the same list on every retry). */
    unlocked_achievements: z.array(unlockedAchievementSchema),
  }),
});
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
  latest: z.string().nullable(),
  status: streakStatusSchema,
  /** The local date the streak was computed for. */
  today: z.string(),
});
export type Streak = z.infer<typeof streakSchema>;
export const streakResponseSchema = z.object({ success: z.literal(true), data: streakSchema });

export const commitmentWithTipSchema = commitmentSchema.extend({
  /** The tip in the requested language, or null when it is no longer available in it. */
  tip: appTipSchema.nullable(),
});
export type CommitmentWithTip = z.infer<typeof commitmentWithTipSchema>;

export const commitmentListSchema = z.object({
  /** Newest first. */
  commitments: z.array(commitmentWithTipSchema),
  /** All of the user's commitments, however many the list shows. */
  total: z.number(),
  streak: streakSchema,
});
export type CommitmentList = z.infer<typeof commitmentListSchema>;
export const commitmentListResponseSchema = z.object({
  success: z.literal(true),
  data: commitmentListSchema,
});

/** How many commitments GET /api/v1/me/commitments returns by default, and at most. */
export const COMMITMENT_LIST_DEFAULT_LIMIT = 30;
export const COMMITMENT_LIST_MAX_LIMIT = 400;
