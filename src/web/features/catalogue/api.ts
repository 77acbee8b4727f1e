import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Language } from '../../../shared/languages.ts';
import type { Ritual } from '../../../shared/api/catalogue.ts';
import { useUiLanguage } from '../../i18n/ui-language.ts';

export class RitualsRequestError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`GET /api/v1/rituals answered ${status}`);
    this.name = 'RitualsRequestError';
    this.status = status;
  }
}

async function fetchRituals(language: Language, signal: AbortSignal): Promise<Ritual[]> {
  // The schema (and zod) load in parallel with the request instead of weighing on the first paint.
  const [response, { ritualListResponseSchema }] = await Promise.all([
    fetch(`/api/v1/rituals?lang=${language}`, { signal, headers: { Accept: 'application/json' } }),
    import('../../../shared/api/catalogue.ts'),
  ]);
  if (!response.ok) throw new RitualsRequestError(response.status);
  return ritualListResponseSchema.parse(await response.json()).data;
}

export function ritualsQuery(language: Language) {
  return queryOptions({
    queryKey: ['rituals', language],
    queryFn: ({ signal }) => fetchRituals(language, signal),
  });
}

/** The active catalogue in the interface language; a language change fetches that language. */
export function useRituals() {
  return useQuery(ritualsQuery(useUiLanguage()));
}
