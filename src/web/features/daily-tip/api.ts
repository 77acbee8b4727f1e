import { queryOptions } from '@tanstack/react-query';
import type { AppTip } from '#shared/daily-tip.ts';
import {
  commitmentListResponseSchema,
  dailyTipResponseSchema,
  type CommitmentList,
} from '#shared/api/daily-tip.ts';
import type { Language } from '#shared/languages.ts';
import { addDays, type LocalDate } from '#shared/local-date.ts';
import { serverToday } from '#web/lib/use-local-today.ts';
import { dataOrNone, request } from '#web/lib/api-client.ts';
import type { PrefetchContext } from '#web/lib/prefetch-context.ts';
import { myJourneysQuery } from '../journeys/api.ts';

/** The tip of a local date, or null when there is none (404 "No tips found"). */
function fetchTip(language: Language, date: LocalDate, signal: AbortSignal): Promise<AppTip | null> {
  return dataOrNone(
    request(`/api/v1/daily-tip?date=${date}`, { signal, language, schema: dailyTipResponseSchema }),
  );
}

export function tipQuery(language: Language, date: LocalDate) {
  return queryOptions({
    queryKey: ['daily-tip', 'tip', language, date],
    queryFn: ({ signal }) => fetchTip(language, date, signal),
    // A date's tip changes only when the content does.
    staleTime: 60 * 60_000,
  });
}

export const COMMITMENTS_QUERY_KEY = ['daily-tip', 'commitments'] as const;

async function fetchCommitments(
  language: Language,
  today: LocalDate,
  signal: AbortSignal,
): Promise<CommitmentList> {
  const answer = await request(`/api/v1/me/commitments?today=${today}`, {
    signal,
    language,
    schema: commitmentListResponseSchema,
  });
  return answer.data;
}

/** The signed-in user's commitments (newest first) and streak, seen from the browser's today. */
export function commitmentsQuery(userId: string, language: Language, today: LocalDate) {
  return queryOptions({
    queryKey: [...COMMITMENTS_QUERY_KEY, userId, language, today],
    queryFn: ({ signal }) => fetchCommitments(language, today, signal),
    staleTime: 60_000,
    // Forgotten with the rest of the user's data on sign-out (features/auth/session.ts).
    meta: { user: true },
  });
}

/**
 * Today's tip, tomorrow's (its preview), and the user's commitments, fetched before the server
 * renders the page: the browser then starts with them instead of asking.
 */
export async function prefetchDailyTip({ queryClient, language, user }: PrefetchContext): Promise<void> {
  const today = serverToday(user?.timeZone);
  await Promise.all([
    queryClient.prefetchQuery(tipQuery(language, today)),
    queryClient.prefetchQuery(tipQuery(language, addDays(today, 1))),
    user ? queryClient.prefetchQuery(commitmentsQuery(user.id, language, today)) : undefined,
    // Today's step of the user's journeys, shown under the moon card.
    user ? queryClient.prefetchQuery(myJourneysQuery) : undefined,
  ]);
}
