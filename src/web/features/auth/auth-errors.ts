import type { TFunction } from '#web/i18n/translation-types.ts';
import { ApiError } from '#web/lib/api-client.ts';

// The server words every account error, in the language the request carried (Accept-Language):
// its message is shown as it comes. The texts kept here are for what never got a server message:
// a lost connection, rate limiting (worded kindly whatever sent the 429), and the codes a
// provider or an e-mail link sends the browser back with in ?error=.

/**
 * The text for a failed request: a kind word for rate limiting and lost connections, else the
 * server's own message, else `fallback` (what the action was), else "unknown".
 */
export function authErrorText(t: TFunction<'auth'>, error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return t('errors.rateLimited');
    if (error.status === 0) return t('errors.network');
    if (error.message) return error.message;
  }
  return fallback ?? t('errors.unknown');
}

// ?error= codes of a redirect: better-auth's (upper case) and the OAuth ones (lower case).
const CALLBACK_KEYS = {
  INVALID_TOKEN: 'invalidToken',
  TOKEN_EXPIRED: 'invalidToken',
  EXPIRED_TOKEN: 'invalidToken',
  ATTEMPTS_EXCEEDED: 'invalidToken',
  ACCOUNT_NOT_LINKED: 'accountNotLinked',
  UNABLE_TO_LINK_ACCOUNT: 'accountNotLinked',
  EMAIL_NOT_VERIFIED: 'emailNotVerified',
} as const;

/** The text for an ?error= a provider, an e-mail link or better-auth sent the browser back with. */
export function callbackErrorText(t: TFunction<'auth'>, code: string, provider: string | null): string {
  const key = (CALLBACK_KEYS as Record<string, (typeof CALLBACK_KEYS)[keyof typeof CALLBACK_KEYS]>)[
    code.toUpperCase()
  ];
  if (key) return t(`errors.${key}`);
  if (provider === 'google' || provider === 'github') return t(`errors.${provider}`);
  return t('errors.unknown');
}
