import { queryOptions } from '@tanstack/react-query';
import type { EnrolmentView, Journey, JourneySummary } from '#shared/api/journeys.ts';
import type { Ritual } from '#shared/api/catalogue.ts';
import type { Language } from '#shared/languages.ts';
import { dataOrNone, request } from '#web/lib/api-client.ts';
import type { Prefetched, PrefetchContext } from '#web/lib/prefetch-context.ts';
import { USER_META } from '../progress/keys.ts';
import { journeyKeys } from './keys.ts';
// oxlint-disable-next-line import/no-unassigned-import -- lists the journeys texts with the app's namespaces
import './texts.ts';

// The journeys' queries: the list and one journey are public (the same for everyone), the
// enrolments are the user's (under 'me', forgotten on sign-out). Schemas load beside the request.
const contracts = () => import('#shared/api/journeys.ts');

export function journeysQuery(language: Language) {
  return queryOptions({
    queryKey: journeyKeys.list(language),
    queryFn: async ({ signal }): Promise<JourneySummary[]> =>
      (
        await request('/api/v1/journeys', {
          signal,
          language,
          schema: () => contracts().then((m) => m.journeyListResponseSchema),
        })
      ).data,
    staleTime: 60 * 60_000,
  });
}

/** One journey with its days; null when none goes by that slug. */
export function journeyQuery(language: Language, slug: string) {
  return queryOptions({
    queryKey: journeyKeys.one(language, slug),
    queryFn: ({ signal }): Promise<Journey | null> =>
      dataOrNone(
        request(`/api/v1/journeys/${encodeURIComponent(slug)}`, {
          signal,
          language,
          schema: () => contracts().then((m) => m.journeyResponseSchema),
        }),
      ),
    staleTime: 60 * 60_000,
  });
}

/** The rituals a journey's days lead to (their titles for the links), in one request. */
export function journeyRitualsQuery(language: Language, journey: Journey | undefined) {
  const ids = [...new Set((journey?.days ?? []).flatMap((day) => (day.ritual ? [day.ritual.id] : [])))];
  return queryOptions({
    queryKey: journeyKeys.rituals(language, journey?.slug ?? ''),
    enabled: ids.length > 0,
    queryFn: async ({ signal }): Promise<Ritual[]> =>
      (
        await request(`/api/v1/rituals?id=${ids.join(',')}&limit=100`, {
          signal,
          language,
          schema: () => import('#shared/api/catalogue.ts').then((m) => m.ritualListResponseSchema),
        })
      ).data,
    staleTime: 60 * 60_000,
  });
}

/**
 * The signed-in user's journeys, fresh for half a minute like the rest of their progress: a
 * completion, a mark, a join or a leave asks again at once (keys.ts).
 */
export const myJourneysQuery = queryOptions({
  queryKey: journeyKeys.mine,
  queryFn: async ({ signal }): Promise<EnrolmentView[]> =>
    (
      await request('/api/v1/me/journeys', {
        signal,
        schema: () => contracts().then((m) => m.enrolmentListResponseSchema),
      })
    ).data,
  meta: USER_META,
  staleTime: 30_000,
});

const enrolmentSchema = () => contracts().then((m) => m.enrolmentResponseSchema);

/** Joins (idempotent), or with `restart` begins again from today with no step done. */
export async function joinJourney(slug: string, language: Language, restart = false) {
  const path = `/api/v1/me/journeys/${encodeURIComponent(slug)}${restart ? '?restart=1' : ''}`;
  return (await request(path, { method: 'PUT', language, schema: enrolmentSchema })).data;
}

export async function leaveJourney(slug: string): Promise<void> {
  await request(`/api/v1/me/journeys/${encodeURIComponent(slug)}`, { method: 'DELETE' });
}

/**
 * Before the server renders /journeys: the list; /journeys/:slug: the journey, the titles of its
 * rituals and, for a user, their enrolments.
 */
export async function prefetchJourneysRoute(context: PrefetchContext): Promise<Prefetched> {
  const { queryClient, language, params, user } = context;
  const slug = params.slug;
  if (!slug) {
    await Promise.all([
      queryClient.prefetchQuery(journeysQuery(language)),
      user ? queryClient.prefetchQuery(myJourneysQuery) : undefined,
    ]);
    return undefined;
  }
  await Promise.all([
    queryClient.prefetchQuery(journeyQuery(language, slug)),
    user ? queryClient.prefetchQuery(myJourneysQuery) : undefined,
  ]);
  const journey = queryClient.getQueryData(journeyQuery(language, slug).queryKey);
  if (journey === null) return 'missing';
  if (journey) await queryClient.prefetchQuery(journeyRitualsQuery(language, journey));
  return undefined;
}
