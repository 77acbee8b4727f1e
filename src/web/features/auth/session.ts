import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Me, UpdateMe } from '#shared/api/account.ts';
import { request } from '#web/lib/api-client.ts';
import { PAGES_CACHE, USER_CACHE } from '#web/sw/names.ts';

export type CurrentUser = Me;

export const SESSION_QUERY_KEY = ['session'] as const;

/** Checked again this often while the app is open; each check also extends the session (better-auth). */
const SESSION_REFRESH_MS = 5 * 60_000;

// The account schemas (and zod) load beside the request, not with the page.
const accountApi = () => import('#shared/api/me.ts');

/** The signed-in user, or null for a visitor. The session itself is the httpOnly cookie. */
function fetchCurrentUser(signal: AbortSignal): Promise<CurrentUser | null> {
  return request('/api/v1/session', {
    signal,
    schema: () => accountApi().then((m) => m.sessionResponseSchema),
  }).then((body) => body.data);
}

export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  staleTime: 60_000,
  // A page brings the session it was rendered with, possibly long ago (the server's page cache,
  // the service worker's kept copy): mounting does not ask again, so a page never starts with a
  // request it does not need (nor fails one offline). While the app is open the session is checked
  // (and so kept alive) regularly and whenever the tab comes back, so an expired or revoked
  // session shows as signed out promptly.
  refetchOnMount: false,
  refetchInterval: SESSION_REFRESH_MS,
  refetchOnWindowFocus: true,
  retry: 1,
});

export interface SessionState {
  user: CurrentUser | null;
  /** True until the first answer: guards wait instead of guessing. */
  loading: boolean;
  /** The first read failed (not a 401): the state is unknown. */
  error: boolean;
  retry: () => void;
}

export function useSession(): SessionState {
  const query = useQuery(sessionQuery);
  return {
    user: query.data ?? null,
    loading: query.isPending,
    error: query.isError && query.data === undefined,
    retry: () => void query.refetch(),
  };
}

/** Reads the session from the server now (after sign-in, a callback or a password change). */
export function refreshSession(queryClient: QueryClient): Promise<CurrentUser | null> {
  return queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
}

/** Forgets the user in this tab: the session and anything cached about them. */
export function forgetUser(queryClient: QueryClient): void {
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.meta?.['user'] === true });
  // And the service worker's copies of their answers, kept for use without a network.
  if (typeof caches !== 'undefined') {
    for (const name of [USER_CACHE, PAGES_CACHE]) void caches.delete(name).catch(() => undefined);
  }
}

export async function updateMe(patch: UpdateMe): Promise<CurrentUser> {
  const body = await request('/api/v1/me', {
    method: 'PATCH',
    body: patch,
    schema: () => accountApi().then((m) => m.meResponseSchema),
  });
  return body.data;
}

/**
 * Signs out on the server, forgets the user here and goes to the sign-in page (docs/product-rules.md,
 * Routes).
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Whatever fails, the user is signed out of this tab.
    await request('/api/auth/sign-out', { method: 'POST', body: {} }).catch(() => undefined);
    forgetUser(queryClient);
    await navigate('/auth/login');
  }, [queryClient, navigate]);
}
