import type { Language } from '../../../shared/languages.ts';
import type { ApiData } from '../../../shared/api/envelope.ts';

// The signed-in user's progress API: the request helper and the query keys. Every query is marked
// as the user's (meta.user), so signing out forgets it (auth/session.ts forgetUser). Kept small:
// the home page loads it for the catalogue's marks; the rest lives in api.ts, loaded with pages.

export class ProgressRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  constructor(status: number, code?: string, serverMessage?: string) {
    super(`${status} ${code ?? ''}`.trim());
    this.name = 'ProgressRequestError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function progressRequest<T>(
  path: string,
  { method = 'GET', body, language }: { method?: Method; body?: unknown; language?: Language } = {},
): Promise<T> {
  const url = language ? `${path}${path.includes('?') ? '&' : '?'}lang=${language}` : path;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ProgressRequestError(0, 'network');
  }
  const payload = (await response.json().catch(() => undefined)) as
    (ApiData<unknown> & { error?: { code?: string; message?: string } }) | undefined;
  if (!response.ok) {
    throw new ProgressRequestError(response.status, payload?.error?.code, payload?.error?.message);
  }
  return (payload as ApiData<T>).data;
}

export const USER_META = { user: true } as const;

export const progressKeys = {
  all: ['me', 'progress-data'] as const,
  completions: ['me', 'progress-data', 'completions'] as const,
  favorites: ['me', 'progress-data', 'favorites'] as const,
  progress: (language: Language) => ['me', 'progress-data', 'progress', language] as const,
  unseen: (language: Language) => ['me', 'progress-data', 'unseen', language] as const,
};
