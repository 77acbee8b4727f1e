import { queryOptions } from '@tanstack/react-query';
import type { Language } from '#shared/languages.ts';
import { request } from '#web/lib/api-client.ts';
import { USER_META } from '../progress/keys.ts';

// The shop's query keys, and the wallet query the layout reads on every page for the applied
// palette and frame: its schema (and zod) load beside the request, not with the app's first chunk.
// The wallet is the user's (under 'me', forgotten on sign-out); the item list is public.
export const shopKeys = {
  items: (language: Language) => ['shop', 'items', language] as const,
  wallet: ['me', 'wallet'] as const,
};

export const walletQuery = queryOptions({
  queryKey: shopKeys.wallet,
  queryFn: async ({ signal }) =>
    (
      await request('/api/v1/me/wallet', {
        signal,
        schema: () => import('#shared/api/shop.ts').then((m) => m.walletResponseSchema),
      })
    ).data,
  meta: USER_META,
  staleTime: 30_000,
});
