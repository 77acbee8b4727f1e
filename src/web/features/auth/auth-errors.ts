import type { TFunction } from 'i18next';
import { AuthRequestError } from './api.ts';

// Server error codes → the error catalogue (docs/product-rules.md, Validation and errors), in the interface
// language. Codes are
// matched without regard to case: OAuth callbacks send them in lower case (?error=access_denied).
const CODE_KEYS = {
  INVALID_EMAIL_OR_PASSWORD: 'invalidCredentials',
  USER_ALREADY_EXISTS: 'userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'userExists',
  PASSWORD_TOO_SHORT: 'passwordTooShort',
  PASSWORD_TOO_LONG: 'passwordTooLong',
  EMAIL_NOT_VERIFIED: 'emailNotVerified',
  INVALID_EMAIL: 'invalidEmail',
  EMAIL_PASSWORD_SIGN_UP_DISABLED: 'signupDisabled',
  INVALID_TOKEN: 'invalidToken',
  TOKEN_EXPIRED: 'invalidToken',
  EXPIRED_TOKEN: 'invalidToken',
  ATTEMPTS_EXCEEDED: 'invalidToken',
  INVALID_PASSWORD: 'invalidPassword',
  WRONG_PASSWORD: 'wrongPassword',
  PASSWORD_REQUIRED: 'passwordRequired',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'noPassword',
  SESSION_EXPIRED: 'sessionNotFresh',
  SESSION_NOT_FRESH: 'sessionNotFresh',
  NOT_AUTHENTICATED: 'notAuthenticated',
  UNAUTHORIZED: 'notAuthenticated',
  ACCOUNT_NOT_LINKED: 'accountNotLinked',
  UNABLE_TO_LINK_ACCOUNT: 'accountNotLinked',
  RATE_LIMITED: 'rateLimited',
} as const;

export type AuthErrorKey = (typeof CODE_KEYS)[keyof typeof CODE_KEYS] | 'unknown' | 'network';

export function errorKeyForCode(code: string | null | undefined): AuthErrorKey | undefined {
  if (!code) return undefined;
  return (CODE_KEYS as Record<string, AuthErrorKey>)[code.toUpperCase()];
}

/**
 * The text to show for a failed request: the catalogue's text for a known code, a kind word for
 * rate limiting and lost connections, else the server's own message, else "unknown" (docs/product-rules.md,
 * Validation and errors).
 */
export function authErrorText(t: TFunction<'auth'>, error: unknown): string {
  if (!(error instanceof AuthRequestError)) return t('errors.unknown');
  if (error.status === 429) return t('errors.rateLimited');
  if (error.status === 0) return t('errors.network');
  const key = errorKeyForCode(error.code);
  if (key) return t(`errors.${key}`);
  return error.serverMessage ?? t('errors.unknown');
}

/** The text for an ?error= a provider, an e-mail link or better-auth sent the browser back with. */
export function callbackErrorText(t: TFunction<'auth'>, code: string, provider: string | null): string {
  const key = errorKeyForCode(code);
  if (key) return t(`errors.${key}`);
  if (provider === 'google' || provider === 'github') return t(`errors.${provider}`);
  return t('errors.unknown');
}
