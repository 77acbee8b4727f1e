import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Me, UpdateMe } from '../../../shared/api/account.ts';
import { apiRequest } from './api.ts';

export type CurrentUser = Me;

export const SESSION_QUERY_KEY = ['session'] as const;

/** Checked again this often while the app is open; each check also extends the session (better-auth). */
const SESSION_REFRESH_MS = 5 * 60_000;

export class SessionRequestError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`GET /api/v1/session answered ${status}`);
    this.name = 'SessionRequestError';
    this.status = status;
  }
}

/** The account as the API serves it, validated (zod loads beside the request, not with the page). */
export async function parseMe(body: unknown): Promise<CurrentUser> {
  const { meResponseSchema } = await import('../../../shared/api/account.ts');
  return meResponseSchema.parse(body).data;
}

/** The signed-in user, or null for a visitor. The session itself is the httpOnly cookie. */
async function fetchCurrentUser(signal: AbortSignal): Promise<CurrentUser | null> {
  const [response, { sessionResponseSchema }] = await Promise.all([
    fetch('/api/v1/session', { signal, credentials: 'same-origin', headers: { Accept: 'application/json' } }),
    import('../../../shared/api/account.ts'),
  ]);
  // The body is read in every case: a response left unread keeps its request open.
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new SessionRequestError(response.status);
  return sessionResponseSchema.parse(body).data;
}

export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  staleTime: 60_000,
  // While the app is open the session is checked (and so kept alive) regularly and whenever the
  // tab comes back, so an expired or revoked session shows as signed out promptly.
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
}

export async function updateMe(patch: UpdateMe): Promise<CurrentUser> {
  return parseMe(await apiRequest<unknown>('/api/v1/me', { method: 'PATCH', body: patch }));
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
    await apiRequest('/api/auth/sign-out', { body: {} }).catch(() => undefined);
    forgetUser(queryClient);
    await navigate('/auth/login');
  }, [queryClient, navigate]);
}
