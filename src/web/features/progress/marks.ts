import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Completion, Favorite } from '../../../shared/api/progress.ts';
import { useSession } from '../auth/session.ts';
import { progressKeys, progressRequest, USER_META } from './keys.ts';

export const completionsQuery = queryOptions({
  queryKey: progressKeys.completions,
  queryFn: () => progressRequest<Completion[]>('/api/v1/me/completions'),
  meta: USER_META,
  staleTime: 30_000,
});

export const favoritesQuery = queryOptions({
  queryKey: progressKeys.favorites,
  queryFn: () => progressRequest<Favorite[]>('/api/v1/me/favorites'),
  meta: USER_META,
  staleTime: 30_000,
});

export interface RitualMarks {
  completed: ReadonlyMap<number, string>;
  favorites: ReadonlySet<number>;
  /** Both lists have arrived (until then a ritual may look not completed while it is). */
  loaded: boolean;
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
          }
        : null,
    [signedIn, completions.data, favorites.data],
  );
}
