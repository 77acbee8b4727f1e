import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '#shared/api/account.ts';
import type { Language } from '#shared/languages.ts';

/** What a page's data needs to be fetched before the server renders the page (app/route-handle.ts). */
export interface PrefetchContext {
  queryClient: QueryClient;
  language: Language;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** The signed-in user, or null for a visitor. */
  user: Me | null;
}

/** What a page's prefetch found of the one thing its address names: 'missing' answers 404. */
export type Prefetched = 'missing' | undefined;
