import type { Language } from '#shared/languages.ts';

// The shop's query keys. The wallet is the user's (under 'me', forgotten on sign-out); the item
// list is public.
export const shopKeys = {
  items: (language: Language) => ['shop', 'items', language] as const,
  wallet: ['me', 'wallet'] as const,
};
