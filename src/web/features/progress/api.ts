import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { type Language } from '../../../shared/languages.ts';
import type {
  CompletionResult,
  FavoriteState,
  UnlockedAchievementView,
  UserProgress,
} from '../../../shared/api/progress.ts';
import { progressKeys, progressRequest, USER_META } from './keys.ts';

export function progressQuery(language: Language) {
  return queryOptions({
    queryKey: progressKeys.progress(language),
    queryFn: () => progressRequest<UserProgress>('/api/v1/me/progress', { language }),
    meta: USER_META,
    // Progress is cached 30 s (docs/product-rules.md, Points and levels).
    staleTime: 30_000,
  });
}

export function unseenAchievementsQuery(language: Language) {
  return queryOptions({
    queryKey: progressKeys.unseen(language),
    queryFn: () => progressRequest<UnlockedAchievementView[]>('/api/v1/me/achievements/unseen', { language }),
    meta: USER_META,
    staleTime: 0,
  });
}

export function completeRitual(ritualId: number, language: Language): Promise<CompletionResult> {
  return progressRequest<CompletionResult>('/api/v1/me/completions', {
    method: 'POST',
    body: { ritual_id: ritualId },
    language,
  });
}

export function setFavorite(ritualId: number, favorite: boolean): Promise<FavoriteState> {
  return progressRequest<FavoriteState>(`/api/v1/me/favorites/${ritualId}`, {
    method: favorite ? 'PUT' : 'DELETE',
  });
}

export function markAchievementsSeen(keys: readonly string[]): Promise<{ marked: number }> {
  return progressRequest<{ marked: number }>('/api/v1/me/achievements/seen', {
    method: 'POST',
    body: { keys },
  });
}

/**
 * After anything that may award points or achievements (a completion, a daily-tip commitment):
 * progress, lists and the unlock toast read the server again.
 */
export function refreshProgress(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: progressKeys.all });
}
