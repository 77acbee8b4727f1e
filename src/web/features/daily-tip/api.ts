import { queryOptions } from '@tanstack/react-query';
import type { AppTip } from '../../../shared/daily-tip.ts';
import {
  commitmentListResponseSchema,
  dailyTipResponseSchema,
  type CommitmentList,
} from '../../../shared/api/daily-tip.ts';
import type { Language } from '../../../shared/languages.ts';
import type { LocalDate } from '../../../shared/local-date.ts';

export class DailyTipRequestError extends Error {
  readonly status: number;
  constructor(path: string, status: number) {
    super(`${path} answered ${status}`);
    this.name = 'DailyTipRequestError';
    this.status = status;
  }
}

const JSON_HEADERS = { Accept: 'application/json' };

/** The tip of a local date, or null when there is none (404 "No tips found"). */
async function fetchTip(language: Language, date: LocalDate, signal: AbortSignal): Promise<AppTip | null> {
  const response = await fetch(`/api/v1/daily-tip?lang=${language}&date=${date}`, {
    signal,
    headers: JSON_HEADERS,
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new DailyTipRequestError('GET /api/v1/daily-tip', response.status);
  return dailyTipResponseSchema.parse(await response.json()).data;
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
  const response = await fetch(`/api/v1/me/commitments?lang=${language}&today=${today}`, {
    signal,
    credentials: 'same-origin',
    headers: JSON_HEADERS,
  });
  if (!response.ok) throw new DailyTipRequestError('GET /api/v1/me/commitments', response.status);
  return commitmentListResponseSchema.parse(await response.json()).data;
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
