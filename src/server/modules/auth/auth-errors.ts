import type { Language } from '../../../shared/languages.ts';
import { message, type MessageCode } from '../../platform/i18n/messages.ts';

// better-auth's error codes (and the codes of our own account routes, which OAuth and e-mail
// link callbacks may also send back as ?error=) mapped to our messages: the one place a failed
// sign-in, sign-up or account change gets its text, the error catalogue's (docs/product-rules.md,
// Validation and errors).
const CODE_MESSAGES: Record<string, MessageCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth_invalid_credentials',
  USER_ALREADY_EXISTS: 'auth_user_exists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth_user_exists',
  PASSWORD_TOO_SHORT: 'auth_password_too_short',
  PASSWORD_TOO_LONG: 'auth_password_too_long',
  EMAIL_NOT_VERIFIED: 'auth_email_not_verified',
  INVALID_EMAIL: 'auth_invalid_email',
  EMAIL_PASSWORD_SIGN_UP_DISABLED: 'auth_signup_disabled',
  INVALID_TOKEN: 'auth_invalid_token',
  TOKEN_EXPIRED: 'auth_invalid_token',
  EXPIRED_TOKEN: 'auth_invalid_token',
  ATTEMPTS_EXCEEDED: 'auth_invalid_token',
  INVALID_PASSWORD: 'auth_invalid_password',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'auth_no_password',
  SESSION_EXPIRED: 'auth_session_not_fresh',
  SESSION_NOT_FRESH: 'auth_session_not_fresh',
  PROVIDER_NOT_FOUND: 'auth_provider_unavailable',
  INVALID_ORIGIN: 'cross_site_request',
  MISSING_OR_NULL_ORIGIN: 'cross_site_request',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'cross_site_request',
  UNAUTHORIZED: 'not_authenticated',
  NOT_AUTHENTICATED: 'not_authenticated',
  ACCOUNT_NOT_LINKED: 'auth_account_not_linked',
  UNABLE_TO_LINK_ACCOUNT: 'auth_account_not_linked',
  WRONG_PASSWORD: 'wrong_password',
  PASSWORD_REQUIRED: 'password_required',
  RATE_LIMITED: 'rate_limited',
  FAILED_TO_UNLINK_LAST_ACCOUNT: 'auth_last_sign_in_method',
  EMAIL_DOES_NOT_MATCH: 'auth_link_email_mismatch',
  ACCOUNT_ALREADY_LINKED_TO_DIFFERENT_USER: 'auth_link_taken',
  SOCIAL_ACCOUNT_ALREADY_LINKED: 'auth_link_taken',
};

/**
 * The localized text for an authentication error code, matched without regard to case (callbacks
 * send codes in lower case, ?error=account_not_linked); undefined for a code we do not know.
 */
export function authErrorMessage(code: string, language: Language): string | undefined {
  const mapped = CODE_MESSAGES[code.toUpperCase()];
  return mapped ? message(mapped, language) : undefined;
}

interface AuthErrorBody {
  code?: unknown;
  message?: unknown;
}

/** better-auth reports a malformed e-mail as a body validation error; the error catalogue names it. */
function codeOf(body: AuthErrorBody): string {
  const code = typeof body.code === 'string' ? body.code : 'UNKNOWN';
  if (code === 'VALIDATION_ERROR' && typeof body.message === 'string' && /email/i.test(body.message)) {
    return 'INVALID_EMAIL';
  }
  return code;
}

/**
 * better-auth answers errors as `{ code, message }` in English. We keep that shape (its client
 * reads it) with the message in the caller's language, and add our usual `{ error: { code,
 * message } }`. Unknown codes keep better-auth's own message, as the error catalogue says.
 */
export async function localizeAuthError(response: Response, language: Language): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status < 400 || !type.includes('application/json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as AuthErrorBody | undefined;
  if (!body || typeof body !== 'object') return response;
  const code = codeOf(body);
  const text =
    authErrorMessage(code, language) ??
    (typeof body.message === 'string' && body.message ? body.message : message('auth_unknown', language));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, code, message: text, error: { code, message: text } }), {
    status: response.status,
    headers,
  });
}
