import type { Rarity } from './achievement-rarity.ts';
import type { HeatMapDay } from './activity.ts';
import type { LocalDate } from './local-date.ts';
import type { StreakStatus } from './streaks.ts';

// Response shapes of the progress API (/api/v1/me/completions, /favorites, /progress,
// /achievements), shared by the server that builds them and the web app that shows them.
// Field names keep the user_progress names (snake_case; docs/product-rules.md, Points and levels).

/** An achievement as the user sees it, in the requested language. */
export interface AchievementView {
  key: string;
  category: string;
  rarity: Rarity;
  /** A lucide icon name (kebab-case), e.g. 'sparkles'. */
  icon: string;
  points: number;
  title: string;
  description: string;
  hint: string;
  unlocked: boolean;
  unlocked_at: string | null;
  progress: number;
  maxProgress: number;
  progressPercentage: number;
}

/** An unlocked achievement, as completions report it and the unlock toast shows it. */
export type UnlockedAchievementView = Omit<
  AchievementView,
  'progress' | 'maxProgress' | 'progressPercentage'
>;

export interface Completion {
  ritual_id: number;
  completed_at: string;
  points_earned: number;
}

export interface Favorite {
  ritual_id: number;
  added_at: string;
}

/** PUT/DELETE /api/v1/me/favorites/:ritualId: the new state. */
export interface FavoriteState {
  ritual_id: number;
  favorite: boolean;
  added_at: string | null;
}

/**
 * POST /api/v1/me/completions: what the completion earned and where it left the user. A repeat
 * (200) answers with the same body as the first (201): the totals are as of that completion.
 */
export interface CompletionResult extends Completion {
  total_points: number;
  level: number;
  experience_to_next_level: number;
  unlocked_achievements: UnlockedAchievementView[];
}

export interface HistoryEntry {
  kind: 'ritual' | 'daily_tip';
  /** When it happened (completed_at or committed_at). */
  at: string;
  /** The user's local calendar date of it. */
  date: LocalDate;
  points_earned: number;
  /** The ritual, for a completion. */
  ritual_id: number | null;
  /** The daily tip, for a commitment. */
  daily_tip_id: number | null;
  /** The ritual's or the tip's title in the requested language ('' when it has none). */
  title: string;
}

export interface UserProgress {
  user_id: string;
  /** The zone the dates below are in: the profile's, else UTC. */
  time_zone: string;
  /** The user's local date today. */
  today: LocalDate;
  level: number;
  /** Points earned within the current level (0–99). */
  experience_points: number;
  experience_to_next_level: number;
  /** Whole percent through the current level. */
  level_percentage: number;
  total_points: number;
  total_rituals_completed: number;
  total_daily_tips_committed: number;
  current_streak: number;
  /** Missed days covered by a streak freeze, oldest first (not counted in the streak). */
  frozen_days: string[];
  longest_streak: number;
  streak_status: StreakStatus;
  total_achievements: number;
  achievement_points: number;
  /** The sum of the completed rituals' durations. */
  total_time_spent_minutes: number;
  average_session_length_minutes: number;
  rituals_this_week: number;
  rituals_this_month: number;
  daily_tips_this_week: number;
  daily_tips_this_month: number;
  completed_rituals: number[];
  favorite_rituals: number[];
  /** Every active achievement in catalogue order, with progress. */
  achievements: AchievementView[];
  /** Unlocked in the last 24 hours, newest first. */
  recently_unlocked: AchievementView[];
  /** Practice days (completions and commitments) of the last 12 months; only days with events. */
  heat_map: { from: LocalDate; to: LocalDate; max: number; total: number; days: HeatMapDay[] };
  /** Recent completions and commitments, newest first. */
  history: HistoryEntry[];
}

export interface ApiData<T> {
  success: true;
  data: T;
}

/**
 * The order the progress page shows achievement categories in: content-schema's
 * ACHIEVEMENT_CATEGORIES, repeated here so the web app need not load the content schema (and zod).
 */
export const ACHIEVEMENT_CATEGORY_ORDER = ['ritual', 'daily', 'streak', 'time', 'milestone'] as const;
