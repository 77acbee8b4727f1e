import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import type { EnrolmentView } from '#shared/api/journeys.ts';
import type { LocalDate } from '#shared/local-date.ts';
import { localToday, subscribeToDayChanges } from '#web/lib/time-zone.ts';
import { myJourneysQuery } from './api.ts';

/**
 * The enrolment as of the browser's `today`: the server's answer names the date the next step
 * comes, and once that date has come (a page left open overnight, an answer kept offline) that
 * step is today's. On the lunar journey only on that very night: a later one may be another phase's.
 */
export function stepAsOf(enrolment: EnrolmentView, today: LocalDate): EnrolmentView {
  const { status, next } = enrolment.today;
  if ((status !== 'doneToday' && status !== 'waiting') || !next || next.on > today) return enrolment;
  if (enrolment.kind === 'lunar' && next.on !== today) return enrolment;
  const paused = next.on < today;
  return { ...enrolment, today: { status: 'due', day: next.day, paused, next: null, prompt: next.prompt } };
}

/** The browser's date once the app runs; null while the server renders and the page hydrates. */
function useBrowserToday(): LocalDate | null {
  return useSyncExternalStore(
    subscribeToDayChanges,
    () => localToday(),
    () => null,
  );
}

/** The signed-in user's journeys, each with today's step as of the browser's date. */
export function useMyJourneys(enabled = true) {
  const query = useQuery({ ...myJourneysQuery, enabled });
  const today = useBrowserToday();
  const { data } = query;
  const journeys = useMemo(
    () => (data && today ? data.map((enrolment) => stepAsOf(enrolment, today)) : data),
    [data, today],
  );
  return { journeys, ready: query.isSuccess };
}
