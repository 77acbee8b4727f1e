import { type LocalDate } from './local-date.ts';
import { localDateOf, type Instant } from './zoned-time.ts';
import { levelForPoints } from './points.ts';
import { streakSummary } from './streaks.ts';

// The one place where a user's award rows become the stats achievements are judged on, for the
// decision to award and for the progress shown: a criterion can only read what this builds, so
// the progress page never promises an unlock that awarding would not grant (ADR 0004: totals are
// sums of award rows, streaks are read in the user's time zone, time achievements in the zone each
// action was made in).

/** An action's instant and the zone it was made in (null or absent: the user's zone). */
export interface ZonedAction {
  at: Instant;
  timeZone?: string | null;
}

/** What an achievement is judged on (achievement-facts.ts reduces it for the criteria). */
export interface AchievementStats {
  ritualCount: number;
  tipCount: number;
  currentStreak: number;
  longestStreak: number;
  totalPoints: number;
  level: number;
  /** Every ritual completion and daily-tip commitment, by when and in which zone it was made. */
  actions: readonly ZonedAction[];
  /** The user's IANA time zone, for the first-days achievements and actions without one. */
  timeZone: string;
  /** When the user signed up: the first-days achievements count local days from its day on. */
  signedUpAt?: Instant | null;
  /** Distinct journeys the user finished (each counted once, restarts and leaves aside). */
  journeysFinished?: number;
  /** Distinct lunar journeys the user finished. */
  lunarJourneysFinished?: number;
}

/** What achievements are judged on, summed up from the user's award rows. */
export interface AwardHistory {
  ritualCount: number;
  tipCount: number;
  /** Points of every award row: completions, commitments and achievements already held. */
  points: number;
  /** The local dates of the user's commitments. */
  commitmentDates: readonly LocalDate[];
  /** Missed days covered by a streak freeze: they keep a streak without adding to it. */
  frozenDates?: readonly LocalDate[];
  /** When and in which zone each completion and commitment happened. */
  actions: readonly ZonedAction[];
  /** When the user signed up, for the first-days achievements (null or absent: none met). */
  signedUpAt?: Instant | null;
  /** Distinct journeys finished, and of them lunar ones (absent: none). */
  journeysFinished?: number;
  lunarJourneysFinished?: number;
}

export interface AwardRows {
  completions: readonly { completed_at: string; time_zone?: string | null }[];
  commitments: readonly { commitment_date: string; committed_at: string; time_zone?: string | null }[];
  /** Points of every award row, as the server keeps them (never summed here again). */
  earnedPoints: number;
  signedUpAt?: Instant | null;
}

/** The history of a user's full award rows. */
export function historyOfRows(rows: AwardRows): AwardHistory {
  return {
    ritualCount: rows.completions.length,
    tipCount: rows.commitments.length,
    points: rows.earnedPoints,
    commitmentDates: rows.commitments.map((c) => c.commitment_date),
    actions: [
      ...rows.completions.map((c) => ({ at: c.completed_at, timeZone: c.time_zone })),
      ...rows.commitments.map((c) => ({ at: c.committed_at, timeZone: c.time_zone })),
    ],
    signedUpAt: rows.signedUpAt ?? null,
  };
}

/** The stats achievements are judged on, at `now` in the user's time zone (each action in its own). */
export function achievementStats(history: AwardHistory, timeZone: string, now: Instant): AchievementStats {
  const streak = streakSummary(history.commitmentDates, localDateOf(now, timeZone), history.frozenDates);
  return {
    ritualCount: history.ritualCount,
    tipCount: history.tipCount,
    currentStreak: streak.current,
    longestStreak: streak.longest,
    totalPoints: history.points,
    level: levelForPoints(history.points),
    actions: history.actions,
    timeZone,
    signedUpAt: history.signedUpAt ?? null,
    journeysFinished: history.journeysFinished ?? 0,
    lunarJourneysFinished: history.lunarJourneysFinished ?? 0,
  };
}
