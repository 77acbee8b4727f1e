import { localDatesOf } from '../../../shared/activity.ts';
import type { Insights } from '../../../shared/api/insights.ts';
import { moodPracticeFinding } from '../../../shared/insight-finding.ts';
import { moonMarks } from '../../../shared/insight-moons.ts';
import { INSIGHT_WEEKS, insightWeeks, insightsFrom, type MoodNote } from '../../../shared/insights.ts';
import { addDays, type LocalDate } from '../../../shared/local-date.ts';
import { localDateOf, userTimeZone } from '../../../shared/zoned-time.ts';
import type { InsightsRepository } from './insights.repository.ts';

export interface InsightsHooks {
  /** Days covered by streak freezes (the shop's). */
  frozenDays: (userId: string) => Promise<readonly string[]>;
  /** The moods of the user's journal notes listed on `from` or later (the journal's). */
  moodsSince: (userId: string, from: LocalDate) => Promise<MoodNote[]>;
}

/** The weekly insight of the progress page, always for the session's user and their time zone. */
export function createInsightsService(
  repository: InsightsRepository,
  hooks: InsightsHooks,
  clock: () => Date = () => new Date(),
) {
  return {
    async insights(userId: string): Promise<Insights> {
      const now = clock();
      const timeZone = userTimeZone(await repository.timeZone(userId));
      const today = localDateOf(now, timeZone);
      const from = insightsFrom(today);
      const [completions, commitments, frozen, moods] = await Promise.all([
        repository.completionInstants(userId),
        repository.commitmentDates(userId),
        hooks.frozenDays(userId),
        hooks.moodsSince(userId, from),
      ]);
      const weeks = insightWeeks({
        today,
        completionDates: localDatesOf(
          completions.map((c) => c.completed_at),
          timeZone,
        ),
        commitmentDates: commitments.map((c) => c.commitment_date),
        frozen,
        moods,
        // The current week's moons to its Sunday: a coming full moon is worth seeing.
        moons: moonMarks(from, addDays(from, 7 * INSIGHT_WEEKS - 1), timeZone),
      });
      return { time_zone: timeZone, today, weeks, finding: moodPracticeFinding(weeks) };
    },
  };
}
export type InsightsService = ReturnType<typeof createInsightsService>;
