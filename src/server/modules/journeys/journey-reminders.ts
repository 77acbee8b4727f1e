import type { JourneyFile } from '../../../shared/content-schema.ts';
import { stepOn } from '../../../shared/journeys.ts';
import type { Language } from '../../../shared/languages.ts';
import { type LocalDate } from '../../../shared/local-date.ts';
import { userTimeZone } from '../../../shared/zoned-time.ts';
import type { DayDone } from '../../../shared/journeys.ts';
import { enrolmentOf } from './journey-views.ts';
import type { JourneysRepository } from './journeys.repository.ts';

/** A journey's step as a reminder or a calendar event names it. */
export interface StepOfDay {
  slug: string;
  /** The journey's title in the asked language. */
  journey: string;
  day: number;
  /** The step's ritual or written practice, by its title. */
  name: string;
}

/**
 * The steps the user meets on each of `dates` on the unfinished journeys they follow, in their
 * time zone (shared/journeys.ts, stepOn). Most users follow none: then nothing else is read.
 */
export function createStepsOfDays(
  repository: JourneysRepository,
  journeys: () => Promise<readonly JourneyFile[]>,
  clock: () => Date,
) {
  return async function stepsOn(
    userId: string,
    language: Language,
    dates: readonly LocalDate[],
  ): Promise<Map<LocalDate, StepOfDay[]>> {
    const byDate = new Map<LocalDate, StepOfDay[]>(dates.map((d) => [d, []]));
    const rows = (await repository.enrolments(userId)).filter((r) => r.finished_at === null);
    if (rows.length === 0) return byDate;
    const [zone, done, all] = await Promise.all([
      repository.timeZone(repository.db, userId),
      repository.daysDone(repository.db, userId),
      journeys(),
    ]);
    const timeZone = userTimeZone(zone);
    const plans = new Map(all.map((j) => [j.slug, j]));
    const now = clock();
    const found: { plan: JourneyFile; date: LocalDate; day: JourneyFile['days'][number] }[] = [];
    for (const row of rows) {
      const plan = plans.get(row.journey_slug);
      if (!plan) continue;
      const mine: DayDone[] = done
        .filter((d) => d.journey_slug === plan.slug)
        .map((d) => ({ day: Number(d.day), on: d.done_on }));
      const enrolment = enrolmentOf(row, mine, timeZone);
      for (const date of dates) {
        const number = stepOn(plan, enrolment, now, date);
        const day = plan.days.find((d) => d.day === number);
        if (day) found.push({ plan, date, day });
      }
    }
    const rituals = [...new Set(found.flatMap((f) => (f.day.ritual ? [f.day.ritual] : [])))];
    const titles = await repository.ritualTitles(rituals, language);
    for (const { plan, date, day } of found) {
      const texts = day.translations[language];
      const name = texts.practice?.title ?? (day.ritual && titles.get(day.ritual)) ?? texts.prompt;
      byDate
        .get(date)
        ?.push({ slug: plan.slug, journey: plan.translations[language].title, day: day.day, name });
    }
    return byDate;
  };
}
