import * as z from 'zod/mini';
import { RARITIES } from '../achievement-rarity.ts';
import { ritualIdSchema } from './catalogue.ts';
import { madeAtSchema, streakStatusSchema } from './daily-tip.ts';
import { successSchema } from './envelope.ts';

// The signed-in user's progress API under /api/v1/me: completions, favourites, progress and
// achievement celebrations (the data export is data-export.ts). Fields are snake_case like the
// stored records; maxProgress and progressPercentage keep their first spelling (docs/decisions/0006).

const localDate = z.string();
const instant = z.string();

/** POST /api/v1/me/completions; a completion kept on the device names when it was made. */
export const completionRequestSchema = z.strictObject({
  ritual_id: ritualIdSchema,
  made_at: madeAtSchema,
});
/** POST /api/v1/me/achievements/seen: the keys of the celebrated unlocks. */
export const achievementsSeenRequestSchema = z.strictObject({
  keys: z.array(z.string().check(z.regex(/^[a-z0-9_]{1,64}$/))).check(z.minLength(1), z.maxLength(100)),
});

/** An unlocked achievement, as completions report it and the unlock toast shows it. */
export const unlockedAchievementViewSchema = z.object({
  key: z.string(),
  category: z.string(),
  rarity: z.enum(RARITIES),
  /** A lucide icon name (kebab-case), e.g. 'sparkles'. */
  icon: z.string(),
  points: z.number(),
  title: z.string(),
  description: z.string(),
  hint: z.string(),
  unlocked: z.boolean(),
  unlocked_at: z.nullable(instant),
});
export type UnlockedAchievementView = z.infer<typeof unlockedAchievementViewSchema>;

/** An achievement as the user sees it, in the requested language, with progress. */
export const achievementViewSchema = z.extend(unlockedAchievementViewSchema, {
  progress: z.number(),
  maxProgress: z.number(),
  progressPercentage: z.number(),
});
export type AchievementView = z.infer<typeof achievementViewSchema>;

export const completionSchema = z.object({
  ritual_id: z.number(),
  completed_at: instant,
  points_earned: z.number(),
});
export type Completion = z.infer<typeof completionSchema>;

export const favoriteSchema = z.object({ ritual_id: z.number(), added_at: instant });
export type Favorite = z.infer<typeof favoriteSchema>;

/** PUT/DELETE /api/v1/me/favorites/:ritualId: the new state. */
export const favoriteStateSchema = z.object({
  ritual_id: z.number(),
  favorite: z.boolean(),
  added_at: z.nullable(instant),
});
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

/**
 * POST /api/v1/me/completions: what the completion earned and where it left the user. A repeat
 * (200) answers with the same body as the first (201): the totals are as of that completion.
 */
export const completionResultSchema = z.extend(completionSchema, {
  total_points: z.number(),
  level: z.number(),
  experience_to_next_level: z.number(),
  unlocked_achievements: z.array(unlockedAchievementViewSchema),
});
export type CompletionResult = z.infer<typeof completionResultSchema>;

export const historyEntrySchema = z.object({
  kind: z.enum(['ritual', 'daily_tip']),
  /** When it happened (completed_at or committed_at). */
  at: instant,
  /** The user's local calendar date of it. */
  date: localDate,
  points_earned: z.number(),
  /** The ritual, for a completion. */
  ritual_id: z.nullable(z.number()),
  /** The daily tip, for a commitment. */
  daily_tip_id: z.nullable(z.number()),
  /** The ritual's or the tip's title in the requested language ('' when it has none). */
  title: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const userProgressSchema = z.object({
  user_id: z.string(),
  /** The zone the dates below are in: the profile's, else UTC. */
  time_zone: z.string(),
  /** The user's local date today. */
  today: localDate,
  level: z.number(),
  /** Points earned within the current level (0–99). */
  experience_points: z.number(),
  experience_to_next_level: z.number(),
  /** Whole percent through the current level. */
  level_percentage: z.number(),
  total_points: z.number(),
  total_rituals_completed: z.number(),
  total_daily_tips_committed: z.number(),
  current_streak: z.number(),
  /** Missed days covered by a streak freeze, oldest first (not counted in the streak). */
  frozen_days: z.array(z.string()),
  longest_streak: z.number(),
  streak_status: streakStatusSchema,
  total_achievements: z.number(),
  achievement_points: z.number(),
  /** The sum of the completed rituals' durations. */
  total_time_spent_minutes: z.number(),
  average_session_length_minutes: z.number(),
  rituals_this_week: z.number(),
  rituals_this_month: z.number(),
  daily_tips_this_week: z.number(),
  daily_tips_this_month: z.number(),
  completed_rituals: z.array(z.number()),
  favorite_rituals: z.array(z.number()),
  /** Every active achievement in catalogue order, with progress. */
  achievements: z.array(achievementViewSchema),
  /** Unlocked in the last 24 hours, newest first. */
  recently_unlocked: z.array(achievementViewSchema),
  /** Practice days (completions and commitments) of the last 12 months; only days with events. */
  heat_map: z.object({
    from: localDate,
    to: localDate,
    max: z.number(),
    total: z.number(),
    days: z.array(z.object({ date: localDate, count: z.number() })),
  }),
  /** Recent completions and commitments, newest first. */
  history: z.array(historyEntrySchema),
});
export type UserProgress = z.infer<typeof userProgressSchema>;

/** GET /api/v1/me/completions. */
export const completionListResponseSchema = successSchema(z.array(completionSchema));
/** POST /api/v1/me/completions (201 the first time, 200 for a repeat). */
export const completionResponseSchema = successSchema(completionResultSchema);
/** GET /api/v1/me/favorites. */
export const favoriteListResponseSchema = successSchema(z.array(favoriteSchema));
/** PUT and DELETE /api/v1/me/favorites/:ritualId. */
export const favoriteStateResponseSchema = successSchema(favoriteStateSchema);
/** GET /api/v1/me/progress. */
export const userProgressResponseSchema = successSchema(userProgressSchema);
/** GET /api/v1/me/achievements/unseen. */
export const unseenAchievementsResponseSchema = successSchema(z.array(unlockedAchievementViewSchema));
/** POST /api/v1/me/achievements/seen: how many unlocks were newly marked. */
export const achievementsSeenResponseSchema = successSchema(z.object({ marked: z.number() }));

/**
 * The order the progress page shows achievement categories in: content-schema's
 * ACHIEVEMENT_CATEGORIES, repeated here so the web app need not load the content schema.
 */
export const ACHIEVEMENT_CATEGORY_ORDER = ['ritual', 'daily', 'streak', 'time', 'milestone'] as const;
