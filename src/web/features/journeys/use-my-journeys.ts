import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { stepAsOf, withKeptSteps } from '#shared/journey-today.ts';
import { useOutbox } from '#web/lib/offline/page-outbox.ts';
import { useLocalToday } from '#web/lib/use-local-today.ts';
import { useSession } from '../auth/session.ts';
import { myJourneysQuery } from './api.ts';
import { queuedJourneySteps } from './journey-step-action.ts';

/**
 * The signed-in user's journeys, each with today's step as of the browser's date and the steps
 * marked done on this device that wait to be sent counted as done.
 */
export function useMyJourneys(enabled = true) {
  const query = useQuery({ ...myJourneysQuery, enabled });
  // As the server answered while it renders, as of the browser's date once the app runs.
  const { user } = useSession();
  const today = useLocalToday(user?.timeZone);
  const queue = useOutbox().actions;
  const { data } = query;
  const journeys = useMemo(
    () =>
      data?.map((enrolment) => {
        const kept = user ? queuedJourneySteps(queue, user.id, enrolment.slug) : new Set<number>();
        return withKeptSteps(stepAsOf(enrolment, today), kept, today);
      }),
    [data, today, queue, user],
  );
  return { journeys, ready: query.isSuccess };
}
