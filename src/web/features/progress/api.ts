import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  achievementsSeenResponseSchema,
  completionResponseSchema,
  favoriteStateResponseSchema,
  unseenAchievementsResponseSchema,
  userProgressResponseSchema,
  type CompletionResult,
  type FavoriteState,
} from '#shared/api/progress.ts';
import { insightsResponseSchema } from '#shared/api/insights.ts';
import type { Language } from '#shared/languages.ts';
import type { PrefetchContext } from '#web/lib/prefetch-context.ts';
import { request } from '#web/lib/api-client.ts';
import { progressKeys, USER_META } from './keys.ts';

export function progressQuery(language: Language) {
  return queryOptions({
    queryKey: progressKeys.progress(language),
    queryFn: async ({ signal }) =>
      (await request('/api/v1/me/progress', { signal, language, schema: userProgressResponseSchema })).data,
    meta: USER_META,
    // The progress page's cache: 30 s.
    staleTime: 30_000,
  });
}

/**
 * Under progressKeys.all, so whatever refreshes the progress refreshes these weeks too; kept here
 * and not in keys.ts, which the home page loads at start.
 */
const INSIGHTS_KEY = [...progressKeys.all, 'insights'] as const;

/** The weeks of "how practice feels" (no texts in them: the same in every language). */
export function insightsQuery() {
  return queryOptions({
    queryKey: INSIGHTS_KEY,
    queryFn: async ({ signal }) =>
      (await request('/api/v1/me/insights', { signal, schema: insightsResponseSchema })).data,
    meta: USER_META,
    staleTime: 30_000,
  });
}

export const refreshInsights = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: INSIGHTS_KEY });

/** The progress page's data, fetched before the server renders it. */
export async function prefetchProgress({ queryClient, language }: PrefetchContext): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(progressQuery(language)),
    queryClient.prefetchQuery(insightsQuery()),
  ]);
}

export function unseenAchievementsQuery(language: Language) {
  return queryOptions({
    queryKey: progressKeys.unseen(language),
    queryFn: async ({ signal }) =>
      (
        await request('/api/v1/me/achievements/unseen', {
          signal,
          language,
          schema: unseenAchievementsResponseSchema,
        })
      ).data,
    meta: USER_META,
    staleTime: 0,
  });
}

export async function completeRitual(ritualId: number, language: Language): Promise<CompletionResult> {
  const answer = await request('/api/v1/me/completions', {
    method: 'POST',
    body: { ritual_id: ritualId },
    language,
    schema: completionResponseSchema,
  });
  return answer.data;
}

export async function setFavorite(ritualId: number, favorite: boolean): Promise<FavoriteState> {
  const answer = await request(`/api/v1/me/favorites/${ritualId}`, {
    method: favorite ? 'PUT' : 'DELETE',
    schema: favoriteStateResponseSchema,
  });
  return answer.data;
}

export async function markAchievementsSeen(keys: readonly string[]): Promise<{ marked: number }> {
  const answer = await request('/api/v1/me/achievements/seen', {
    method: 'POST',
    body: { keys },
    schema: achievementsSeenResponseSchema,
  });
  return answer.data;
}

/**
 * After anything that may award points or achievements (a completion, a daily-tip commitment):
 * progress, lists and the unlock toast read the server again.
 */
export function refreshProgress(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: progressKeys.all });
}
