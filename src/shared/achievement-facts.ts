import type { AchievementStats } from './achievement-stats.ts';
import { daysBetween, weekdayOf } from './local-date.ts';
import { localDateOf, zonedDateTime, type Instant } from './zoned-time.ts';
import { levelForPoints } from './points.ts';

// The stats an achievement is judged on, reduced to the facts its criterion reads
// (achievement-criteria.ts): hour and weekday achievements read each action in the zone it was
// made in, first-days achievements in the user's zone.

/**
 * Stats with the actions reduced to counts by local hour and ISO weekday (index 1 = Monday) where
 * each was made, and local day since sign-up in the user's zone (index 0 = the day of sign-up, up
 * to FIRST_DAYS_TRACKED days).
 */
export interface Facts extends Omit<AchievementStats, 'actions' | 'timeZone' | 'signedUpAt'> {
  byHour: number[];
  byWeekday: number[];
  bySignUpDay: number[];
}

/** How many local days from sign-up on a first-days achievement can ask for. */
export const FIRST_DAYS_TRACKED = 31;

/** The local day of sign-up, or null when it is not known (no first-days achievement then). */
function signUpDate(stats: AchievementStats): string | null {
  if (stats.signedUpAt === undefined || stats.signedUpAt === null) return null;
  try {
    return localDateOf(stats.signedUpAt, stats.timeZone);
  } catch {
    return null;
  }
}

/** The local date and hour in a zone; null when the zone is not one (the user's is used then). */
function zonedOrNull(at: Instant, timeZone: string): { date: string; hour: number } | null {
  try {
    return zonedDateTime(at, timeZone);
  } catch {
    return null;
  }
}

export function factsOf(stats: AchievementStats): Facts {
  const byHour = Array.from({ length: 24 }, () => 0);
  const byWeekday = Array.from({ length: 8 }, () => 0);
  const bySignUpDay = Array.from({ length: FIRST_DAYS_TRACKED }, () => 0);
  const firstDay = signUpDate(stats);
  for (const action of stats.actions) {
    let userLocal: { date: string; hour: number };
    try {
      userLocal = zonedDateTime(action.at, stats.timeZone);
    } catch {
      continue;
    }
    // An hour is judged where the action was made, so a later change of zone moves no past action.
    const own =
      action.timeZone && action.timeZone !== stats.timeZone ? zonedOrNull(action.at, action.timeZone) : null;
    const local = own ?? userLocal;
    byHour[local.hour] = (byHour[local.hour] ?? 0) + 1;
    const weekday = weekdayOf(local.date);
    byWeekday[weekday] = (byWeekday[weekday] ?? 0) + 1;
    // An action from before the day of sign-up (a visitor's commitment merged later) is not one.
    const day = firstDay === null ? -1 : daysBetween(firstDay, userLocal.date);
    if (day >= 0 && day < FIRST_DAYS_TRACKED) bySignUpDay[day] = (bySignUpDay[day] ?? 0) + 1;
  }
  const { ritualCount, tipCount, currentStreak, longestStreak, totalPoints } = stats;
  const journeys = {
    journeysFinished: stats.journeysFinished ?? 0,
    lunarJourneysFinished: stats.lunarJourneysFinished ?? 0,
  };
  // The level follows from the points; a stale stored level cannot hold an achievement back.
  const level = Math.max(stats.level, levelForPoints(totalPoints));
  return {
    ritualCount,
    tipCount,
    currentStreak,
    longestStreak,
    totalPoints,
    level,
    byHour,
    byWeekday,
    bySignUpDay,
    ...journeys,
  };
}
