import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { stepAsOf, withKeptSteps } from '#shared/journey-today.ts';
import { useOutbox } from '#web/lib/offline/page-outbox.ts';
import { useLocalToday } from '#web/lib/use-local-today.ts';
import { useSession } from '../auth/session.ts';
import { myJourneysQuery } from './api.ts';
import { NO_QUEUED_STEPS, notBeingSent, queuedJourneySteps } from './journey-step-action.ts';

/**
 * The signed-in user's journeys, each with today's step as of the browser's date and the steps
 * marked done on this device that wait to be sent counted as done; `unsent` names those of them
 * the page is not sending right now (they wait for the connection).
 */
export function useMyJourneys(enabled = true) {
  const query = useQuery({ ...myJourneysQuery, enabled });
  // As the server answered while it renders, as of the browser's date once the app runs.
  const { user } = useSession();
  const today = useLocalToday(user?.timeZone);
  const { actions: queue, sending } = useOutbox();
  const { data } = query;
  /** The days of a journey marked done here whose mark waits to be sent. */
  const waiting = useCallback(
    (slug: string) => (user ? queuedJourneySteps(queue, user.id, slug) : NO_QUEUED_STEPS),
    [queue, user],
  );
  const journeys = useMemo(
    () => data?.map((enrolment) => withKeptSteps(stepAsOf(enrolment, today), waiting(enrolment.slug), today)),
    [data, today, waiting],
  );
  const unsent = useCallback(
    (slug: string) => notBeingSent(waiting(slug), slug, sending),
    [waiting, sending],
  );
  return { journeys, ready: query.isSuccess, unsent };
}
