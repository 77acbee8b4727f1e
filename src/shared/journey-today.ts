import type { EnrolmentView } from './api/journeys.ts';
import type { LocalDate } from './local-date.ts';

/**
 * An enrolment as of `today`, a date after the one the server answered on: the answer names the
 * date the next step comes (shared/journeys.ts, todayStep), and once that date has come (a page
 * left open overnight, an answer kept offline) that step is today's, paused if its day has passed.
 * On the lunar journey only on that very night: a later one may be another phase's.
 */
export function stepAsOf(enrolment: EnrolmentView, today: LocalDate): EnrolmentView {
  const { status, next } = enrolment.today;
  if ((status !== 'doneToday' && status !== 'waiting') || !next || next.on > today) return enrolment;
  if (enrolment.kind === 'lunar' && next.on !== today) return enrolment;
  const paused = next.on < today;
  return { ...enrolment, today: { status: 'due', day: next.day, paused, next: null, prompt: next.prompt } };
}

/**
 * An enrolment with the steps marked done on this device whose mark waits to be sent (`kept`):
 * they count as done on `today`, and today's step kept so is done for today, as the server will
 * say once it has them.
 */
export function withKeptSteps(
  enrolment: EnrolmentView,
  kept: ReadonlySet<number>,
  today: LocalDate,
): EnrolmentView {
  const known = new Set(enrolment.days_done.map((step) => step.day));
  const added = [...kept].filter((day) => !known.has(day) && day <= enrolment.days_count);
  if (added.length === 0) return enrolment;
  const { status, day } = enrolment.today;
  const doneNow = status === 'due' && day !== null && kept.has(day);
  return {
    ...enrolment,
    days_done: [...enrolment.days_done, ...added.map((one) => ({ day: one, on: today }))],
    today: doneNow ? { ...enrolment.today, status: 'doneToday', paused: false, next: null } : enrolment.today,
  };
}
