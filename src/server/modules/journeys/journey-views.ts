import type { Journey, JourneySummary, EnrolmentView } from '../../../shared/api/journeys.ts';
import type { JourneyFile } from '../../../shared/content-schema.ts';
import type { DayDone, Enrolment, TodayStep } from '../../../shared/journeys.ts';
import type { Language } from '../../../shared/languages.ts';
import type { EnrolmentRow } from './journeys.repository.ts';

// How the content's journeys and the stored enrolments are shown: the API's views, nothing else.

export function summaryView(journey: JourneyFile, language: Language): JourneySummary {
  const texts = journey.translations[language];
  return {
    slug: journey.slug,
    kind: journey.kind,
    difficulty: journey.difficulty,
    title: texts.title,
    summary: texts.summary,
    days_count: journey.days.length,
  };
}

export function journeyView(
  journey: JourneyFile,
  language: Language,
  ritualIds: ReadonlyMap<string, number>,
): Journey {
  return {
    ...summaryView(journey, language),
    days: journey.days.map((day) => {
      const texts = day.translations[language];
      const id = day.ritual === undefined ? undefined : ritualIds.get(day.ritual);
      return {
        day: day.day,
        phase: day.phase ?? null,
        ritual: day.ritual !== undefined && id !== undefined ? { id, slug: day.ritual } : null,
        practice: texts.practice ? { title: texts.practice.title, steps: [...texts.practice.steps] } : null,
        prompt: texts.prompt,
        why: texts.why,
      };
    }),
  };
}

function todayView(step: TodayStep, journey: JourneyFile, language: Language): EnrolmentView['today'] {
  const prompt = (day: number) =>
    journey.days.find((d) => d.day === day)?.translations[language].prompt ?? '';
  const next = (at: { day: number; on: string } | null) => at && { ...at, prompt: prompt(at.day) };
  switch (step.status) {
    case 'due':
      return { status: 'due', day: step.day, paused: step.paused, next: null, prompt: prompt(step.day) };
    case 'doneToday':
      return {
        status: 'doneToday',
        day: step.day,
        paused: false,
        next: next(step.next),
        prompt: prompt(step.day),
      };
    case 'waiting':
      return {
        status: 'waiting',
        day: step.day,
        paused: false,
        next: next({ day: step.day, on: step.on }),
        prompt: null,
      };
    case 'finished':
      return { status: 'finished', day: null, paused: false, next: null, prompt: null };
  }
}

export function enrolmentView(
  journey: JourneyFile,
  language: Language,
  row: EnrolmentRow,
  done: readonly DayDone[],
  step: TodayStep,
): EnrolmentView {
  return {
    slug: journey.slug,
    kind: journey.kind,
    title: journey.translations[language].title,
    started_at: row.started_at,
    started_on: row.started_on,
    finished_at: row.finished_at,
    days_count: journey.days.length,
    days_done: done.map((d) => ({ day: d.day, on: d.on })),
    today: todayView(step, journey, language),
  };
}

/** The rules' enrolment from the stored row, its steps and the user's time zone. */
export const enrolmentOf = (row: EnrolmentRow, done: readonly DayDone[], timeZone: string): Enrolment => ({
  startedAt: row.started_at,
  timeZone,
  done,
});
