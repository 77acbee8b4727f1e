import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { stepAsOf } from '#shared/journey-today.ts';
import type { LocalDate } from '#shared/local-date.ts';
import { localToday, subscribeToDayChanges } from '#web/lib/time-zone.ts';
import { myJourneysQuery } from './api.ts';

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
