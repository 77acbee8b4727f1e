import { addDays, isLocalDate, startOfIsoWeek, type LocalDate } from './local-date.ts';
import { streakSummary } from './streaks.ts';

// docs/product-rules.md, Insights: the progress page's weekly view of how practice feels. Pure:
// the caller brings the local dates (already in the user's time zone), the moods of the journal
// notes and the moon's principal phases; this groups them into the last weeks.

/** How many ISO weeks (Monday first) the insight shows, the current one last. */
export const INSIGHT_WEEKS = 12;

export interface MoodNote {
  /** The local date the note is listed under. */
  date: LocalDate;
  /** 1–5. */
  mood: number;
}

export interface MoonMark {
  kind: 'full' | 'new';
  /** The local date that holds the phase's instant. */
  date: LocalDate;
}

export interface InsightWeek {
  /** Monday. */
  start: LocalDate;
  /** Sunday. */
  end: LocalDate;
  /** False for the week still going on (its Sunday is today or later). */
  complete: boolean;
  /** Days with a ritual completion or a daily-tip commitment, up to today. */
  practice_days: number;
  /** The mean of the week's note moods, or null when no note had one. */
  mood_average: number | null;
  mood_notes: number;
  /** The streak (the one rule, streaks.ts) as of the week's last day, or today for this week. */
  streak: number;
  moons: MoonMark[];
}

export interface InsightInput {
  today: LocalDate;
  completionDates: Iterable<LocalDate>;
  commitmentDates: Iterable<LocalDate>;
  /** Missed days covered by a streak freeze. */
  frozen?: Iterable<LocalDate>;
  moods: Iterable<MoodNote>;
  moons: Iterable<MoonMark>;
  weeks?: number;
}

/** The first Monday the insight covers. */
export const insightsFrom = (today: LocalDate, weeks = INSIGHT_WEEKS): LocalDate =>
  addDays(startOfIsoWeek(today), -7 * (weeks - 1));

export function insightWeeks(input: InsightInput): InsightWeek[] {
  const { today, weeks = INSIGHT_WEEKS } = input;
  const from = insightsFrom(today, weeks);
  const inRange = (d: LocalDate) => isLocalDate(d) && d >= from && d <= today;
  const commitments = [...input.commitmentDates];
  const frozen = [...(input.frozen ?? [])];
  const practiced = new Set([...input.completionDates, ...commitments].filter(inRange));
  const moods = [...input.moods].filter(
    (m) => inRange(m.date) && Number.isInteger(m.mood) && m.mood >= 1 && m.mood <= 5,
  );
  const moons = [...input.moons];

  return Array.from({ length: weeks }, (_, i) => {
    const start = addDays(from, 7 * i);
    const end = addDays(start, 6);
    const within = (d: LocalDate) => d >= start && d <= end;
    const weekMoods = moods.filter((m) => within(m.date)).map((m) => m.mood);
    const last = end < today ? end : today;
    return {
      start,
      end,
      complete: end < today,
      practice_days: [...practiced].filter(within).length,
      mood_average:
        weekMoods.length > 0 ? weekMoods.reduce((sum, mood) => sum + mood, 0) / weekMoods.length : null,
      mood_notes: weekMoods.length,
      streak: streakSummary(commitments, last, frozen).current,
      moons: moons.filter((m) => within(m.date)).sort((a, b) => a.date.localeCompare(b.date)),
    };
  });
}
