import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PrefetchContext } from '#web/lib/prefetch-context.ts';
import { request } from '#web/lib/api-client.ts';
import { useSession } from '../auth/session.ts';
import { progressKeys, USER_META } from './keys.ts';

// On the home page: the schemas (and zod) load beside the requests, not with the first paint.
const progressApi = () => import('#shared/api/progress.ts');

export const completionsQuery = queryOptions({
  queryKey: progressKeys.completions,
  queryFn: async ({ signal }) =>
    (
      await request('/api/v1/me/completions', {
        signal,
        schema: () => progressApi().then((m) => m.completionListResponseSchema),
      })
    ).data,
  meta: USER_META,
  staleTime: 30_000,
});

export const favoritesQuery = queryOptions({
  queryKey: progressKeys.favorites,
  queryFn: async ({ signal }) =>
    (
      await request('/api/v1/me/favorites', {
        signal,
        schema: () => progressApi().then((m) => m.favoriteListResponseSchema),
      })
    ).data,
  meta: USER_META,
  staleTime: 30_000,
});

/** The signed-in user's marks, fetched before the server renders a page showing them. */
export async function prefetchRitualMarks({ queryClient, user }: PrefetchContext): Promise<void> {
  if (!user) return;
  await Promise.all([queryClient.prefetchQuery(completionsQuery), queryClient.prefetchQuery(favoritesQuery)]);
}

/** The favourite ritual ids the server prefetched, in the order the catalogue asks for them. */
export function favoriteIdsOf(queryClient: QueryClient): number[] {
  const favorites = queryClient.getQueryData(favoritesQuery.queryKey) ?? [];
  return [...new Set(favorites.map((f) => f.ritual_id))].sort((a, b) => a - b);
}

export interface RitualMarks {
  completed: ReadonlyMap<number, string>;
  favorites: ReadonlySet<number>;
  /** Both lists have arrived (until then a ritual may look not completed while it is). */
  loaded: boolean;
  /** Either list is still on its way (false once both arrived or one failed). */
  pending: boolean;
}

/** Which rituals the signed-in user completed (with when) and favourited; null for visitors. */
export function useRitualMarks(): RitualMarks | null {
  const { user } = useSession();
  const signedIn = user !== null;
  const completions = useQuery({ ...completionsQuery, enabled: signedIn });
  const favorites = useQuery({ ...favoritesQuery, enabled: signedIn });
  return useMemo(
    () =>
      signedIn
        ? {
            completed: new Map((completions.data ?? []).map((c) => [c.ritual_id, c.completed_at])),
            favorites: new Set((favorites.data ?? []).map((f) => f.ritual_id)),
            loaded: completions.data !== undefined && favorites.data !== undefined,
            pending: completions.isPending || favorites.isPending,
          }
        : null,
    [signedIn, completions.data, favorites.data, completions.isPending, favorites.isPending],
  );
}
