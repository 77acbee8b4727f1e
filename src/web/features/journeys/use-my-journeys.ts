import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { stepAsOf } from '#shared/journey-today.ts';
import { useLocalToday } from '#web/lib/use-local-today.ts';
import { useSession } from '../auth/session.ts';
import { myJourneysQuery } from './api.ts';

/** The signed-in user's journeys, each with today's step as of the browser's date. */
export function useMyJourneys(enabled = true) {
  const query = useQuery({ ...myJourneysQuery, enabled });
  // As the server answered while it renders, as of the browser's date once the app runs.
  const today = useLocalToday(useSession().user?.timeZone);
  const { data } = query;
  const journeys = useMemo(
    () => (data ? data.map((enrolment) => stepAsOf(enrolment, today)) : data),
    [data, today],
  );
  return { journeys, ready: query.isSuccess };
}
