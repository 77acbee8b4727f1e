// docs/product-rules.md, Insights: the one sentence under the chart says only what the weeks
// show. Mood is compared between complete weeks with at least PRACTICE_WEEK_DAYS practice days
// and the other complete weeks; a difference is named only with MIN_WEEKS_EACH_SIDE weeks with a
// mood on each side, at least MIN_MOOD_DIFFERENCE points apart and more than twice its standard
// error (so a few scattered weeks do not make a pattern).

export const PRACTICE_WEEK_DAYS = 3;
export const MIN_WEEKS_EACH_SIDE = 3;
export const MIN_MOOD_DIFFERENCE = 0.5;

export interface FindingWeek {
  complete: boolean;
  practice_days: number;
  mood_average: number | null;
}

export type MoodPracticeFinding =
  /** Mood was higher (or lower) in weeks with PRACTICE_WEEK_DAYS or more practice days. */
  | { kind: 'higher' | 'lower'; difference: number; practice_weeks: number; other_weeks: number }
  /** Enough weeks on each side, and no real difference. */
  | { kind: 'similar'; practice_weeks: number; other_weeks: number }
  /** Too few weeks with a mood on one side to say anything. */
  | { kind: 'notEnough'; practice_weeks: number; other_weeks: number };

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** The sample variance (n − 1). */
function variance(values: readonly number[]): number {
  const m = mean(values);
  return values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1);
}

export function moodPracticeFinding(weeks: readonly FindingWeek[]): MoodPracticeFinding {
  const withMood = weeks.filter(
    (w): w is FindingWeek & { mood_average: number } => w.complete && w.mood_average !== null,
  );
  const practice = withMood.filter((w) => w.practice_days >= PRACTICE_WEEK_DAYS).map((w) => w.mood_average);
  const other = withMood.filter((w) => w.practice_days < PRACTICE_WEEK_DAYS).map((w) => w.mood_average);
  const counts = { practice_weeks: practice.length, other_weeks: other.length };
  if (practice.length < MIN_WEEKS_EACH_SIDE || other.length < MIN_WEEKS_EACH_SIDE) {
    return { kind: 'notEnough', ...counts };
  }
  const difference = mean(practice) - mean(other);
  const standardError = Math.sqrt(variance(practice) / practice.length + variance(other) / other.length);
  // Rounded so that floating-point dust never decides between two sentences.
  const size = Math.round(Math.abs(difference) * 1000) / 1000;
  if (size < MIN_MOOD_DIFFERENCE || size <= 2 * standardError) return { kind: 'similar', ...counts };
  return { kind: difference > 0 ? 'higher' : 'lower', difference: size, ...counts };
}
