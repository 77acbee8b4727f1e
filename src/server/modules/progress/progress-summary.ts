import { achievementStats, historyOfRows } from '../../../shared/achievement-stats.ts';
import { evaluateAchievements, ruleOfRow } from '../../../shared/achievements.ts';
import { heatMap, localDatesOf, periodCounts } from '../../../shared/activity.ts';
import { localDateOf, parseInstant } from '../../../shared/zoned-time.ts';
import { levelProgress } from '../../../shared/points.ts';
import type { AchievementView, HistoryEntry, UserProgress } from '../../../shared/api/progress.ts';
import { streakSummary } from '../../../shared/streaks.ts';
import { unlockedView, type CatalogueRow } from '../achievements/index.ts';
import type { ProgressRepository } from './progress.repository.ts';

// Builds the progress page's numbers from the user's award rows (ADR 0004: totals are sums,
// counts and streaks come from the events in the user's time zone). Pure: the service reads the
// rows, this turns them into the answer.

export const HISTORY_LENGTH = 30;
export const RECENT_UNLOCK_MS = 24 * 3_600_000;

// Row types are the repository's own query results (the columns read here); the catalogue's are
// the achievements module's, with their texts in the request's language.
type RowOf<K extends keyof ProgressRepository> = ProgressRepository[K] extends (
  ...args: never[]
) => Promise<(infer Row)[]>
  ? Row
  : never;
/** The zone an action was made in; absent or null reads it in the user's zone. */
type MadeIn = { time_zone?: string | null };
export type CompletionRow = Omit<RowOf<'completionsWithRituals'>, 'time_zone'> & MadeIn;
export type CommitmentRow = Omit<RowOf<'commitmentsWithTips'>, 'received_at' | 'time_zone'> & MadeIn;
export type HeldRow = Omit<RowOf<'userAchievements'>, 'seen_at'>;

export interface ProgressInput {
  /** Missed days covered by a streak freeze: they keep the streak going without counting. */
  frozen?: readonly string[];
  userId: string;
  timeZone: string;
  now: Date;
  catalogue: readonly CatalogueRow[];
  completions: readonly CompletionRow[];
  commitments: readonly CommitmentRow[];
  held: readonly HeldRow[];
  favorites: readonly number[];
  /** All the points the user earned (the achievements port's earnedPoints). */
  earnedPoints: number;
  /** When the user signed up, for the first-days achievements (null when unknown). */
  signedUpAt?: string | null;
  /** Distinct journeys the user finished, and of them lunar ones (absent: none). */
  journeys?: { finished: number; lunar: number };
}

const byNewest = (a: { at: string }, b: { at: string }) =>
  (parseInstant(b.at) ?? 0) - (parseInstant(a.at) ?? 0);

export function buildProgress(input: ProgressInput): UserProgress {
  const { timeZone, now } = input;
  const today = localDateOf(now, timeZone);
  const completionDates = localDatesOf(
    input.completions.map((c) => c.completed_at),
    timeZone,
  );
  const commitmentDates = input.commitments.map((c) => c.commitment_date);

  // What the achievements alone gave, shown apart; the total is the one the database keeps.
  const achievementPoints = input.held.reduce((total, row) => total + Number(row.points_earned), 0);
  const totalPoints = input.earnedPoints;
  const level = levelProgress(totalPoints);
  const streak = streakSummary(commitmentDates, today, input.frozen ?? []);
  const rituals = periodCounts(completionDates, today);
  const tips = periodCounts(commitmentDates, today);
  const timeSpent = input.completions.reduce(
    (total, c) => total + Math.max(0, Number(c.duration_minutes)),
    0,
  );

  const unlockedAt = new Map(input.held.map((h) => [h.achievement_key, h.unlocked_at]));
  const active = input.catalogue.filter((row) => row.is_active === 1);
  const evaluated = new Map(
    evaluateAchievements(
      active.map(ruleOfRow),
      achievementStats(
        {
          ...historyOfRows(input),
          frozenDates: input.frozen ?? [],
          journeysFinished: input.journeys?.finished ?? 0,
          lunarJourneysFinished: input.journeys?.lunar ?? 0,
        },
        timeZone,
        now,
      ),
      unlockedAt.keys(),
    ).map((p) => [p.key, p]),
  );
  const achievements: AchievementView[] = active.flatMap((row) => {
    const p = evaluated.get(row.key);
    if (!p) return [];
    // Only a stored award counts as unlocked: evaluation may show a criterion met that the next
    // action will award.
    const held = unlockedAt.get(row.key) ?? null;
    const progress = held ? p.maxProgress : Math.min(p.progress, p.maxProgress);
    return [
      {
        ...unlockedView({ ...row, unlocked_at: held ?? '' }),
        unlocked: held !== null,
        unlocked_at: held,
        progress,
        maxProgress: p.maxProgress,
        progressPercentage: held ? 100 : Math.min(99, Math.floor((progress * 100) / p.maxProgress)),
      },
    ];
  });
  const nowMs = now.getTime();
  const recentlyUnlocked = achievements
    .filter((a) => a.unlocked_at !== null && nowMs - (parseInstant(a.unlocked_at) ?? 0) <= RECENT_UNLOCK_MS)
    .sort((a, b) => byNewest({ at: a.unlocked_at ?? '' }, { at: b.unlocked_at ?? '' }));

  const map = heatMap([...completionDates, ...commitmentDates], today);
  const history: HistoryEntry[] = [
    ...input.completions.map((c, i) => ({
      kind: 'ritual' as const,
      at: c.completed_at,
      date: completionDates[i] ?? today,
      points_earned: Number(c.points_earned),
      ritual_id: c.ritual_id,
      daily_tip_id: null,
      title: c.title ?? '',
    })),
    ...input.commitments.map((c) => ({
      kind: 'daily_tip' as const,
      at: c.committed_at,
      date: c.commitment_date,
      points_earned: Number(c.points_earned),
      ritual_id: null,
      daily_tip_id: c.daily_tip_id,
      title: c.title ?? '',
    })),
  ]
    .sort(byNewest)
    .slice(0, HISTORY_LENGTH);

  return {
    user_id: input.userId,
    time_zone: timeZone,
    today,
    level: level.level,
    experience_points: level.pointsIntoLevel,
    experience_to_next_level: level.pointsToNextLevel,
    level_percentage: level.percentage,
    total_points: totalPoints,
    total_rituals_completed: input.completions.length,
    total_daily_tips_committed: input.commitments.length,
    current_streak: streak.current,
    frozen_days: [...(input.frozen ?? [])],
    longest_streak: streak.longest,
    streak_status: streak.status,
    total_achievements: input.held.length,
    achievement_points: achievementPoints,
    total_time_spent_minutes: timeSpent,
    average_session_length_minutes:
      input.completions.length > 0 ? Math.round(timeSpent / input.completions.length) : 0,
    rituals_this_week: rituals.thisWeek,
    rituals_this_month: rituals.thisMonth,
    daily_tips_this_week: tips.thisWeek,
    daily_tips_this_month: tips.thisMonth,
    completed_rituals: input.completions.map((c) => c.ritual_id).sort((a, b) => a - b),
    favorite_rituals: [...input.favorites].sort((a, b) => a - b),
    achievements,
    recently_unlocked: recentlyUnlocked,
    heat_map: {
      from: map.from,
      to: map.to,
      max: map.max,
      total: map.total,
      days: map.days.filter((d) => d.count > 0),
    },
    history,
  };
}
