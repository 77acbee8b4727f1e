import type * as z from 'zod/mini';
import {
  changePasswordRequestSchema,
  magicLinkRequestSchema,
  passwordResetRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  socialSignInRequestSchema,
} from '../../../shared/api/auth.ts';
import { apiTag, type ApiRoute, type ErrorCode, type ErrorStatus } from '../../platform/http/api-route.ts';

// better-auth's main endpoints under /api/auth, described for the API reference. Their success
// answers are better-auth's own and not part of our contract; their errors are localized (our
// `{ error: { code, message } }` beside better-auth's `{ code, message }`).

const route = apiTag('Sign-in (better-auth)');
const RATE_LIMITED = { 429: ['rate_limited'] } as const;

function authRoute(
  path: string,
  summary: string,
  body: z.ZodMiniType | undefined,
  success: string,
  errors: Partial<Record<ErrorStatus, readonly ErrorCode[]>>,
  method: 'get' | 'post' = 'post',
): ApiRoute {
  return route.open({
    method,
    path: `/api/auth${path}`,
    summary,
    ...(body ? { body: { schema: body, required: true } } : {}),
    answers: { 200: { description: success } },
    errors,
  });
}

export const betterAuthApi: ApiRoute[] = [
  authRoute(
    '/sign-up/email',
    'Register with e-mail and password',
    signUpRequestSchema,
    'Registered; a confirmation e-mail is sent.',
    {
      400: ['INVALID_EMAIL', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG'],
      422: ['USER_ALREADY_EXISTS'],
      ...RATE_LIMITED,
    },
  ),
  authRoute(
    '/sign-in/email',
    'Sign in with e-mail and password',
    signInRequestSchema,
    'Signed in: the session cookie is set.',
    {
      401: ['INVALID_EMAIL_OR_PASSWORD'],
      403: ['EMAIL_NOT_VERIFIED'],
      ...RATE_LIMITED,
    },
  ),
  authRoute(
    '/sign-in/magic-link',
    'Send a sign-in link by e-mail',
    magicLinkRequestSchema,
    'Sent (the answer is the same for unknown addresses).',
    {
      400: ['INVALID_EMAIL'],
      ...RATE_LIMITED,
    },
  ),
  authRoute(
    '/sign-in/social',
    'Start a Google or GitHub sign-in',
    socialSignInRequestSchema,
    'The provider’s address to go to, as { url, redirect }.',
    {
      404: ['PROVIDER_NOT_FOUND'],
    },
  ),
  authRoute('/sign-out', 'Sign out', undefined, 'Signed out: the session and its cookie are gone.', {}),
  authRoute(
    '/request-password-reset',
    'Send a password-reset link by e-mail',
    passwordResetRequestSchema,
    'Sent when the address has an account; the same answer otherwise.',
    {
      400: ['INVALID_EMAIL'],
      ...RATE_LIMITED,
    },
  ),
  authRoute(
    '/reset-password',
    'Set a new password with a reset link’s token',
    resetPasswordRequestSchema,
    'Changed; every session of the account is signed out.',
    {
      400: ['INVALID_TOKEN', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG'],
      ...RATE_LIMITED,
    },
  ),
  authRoute('/change-password', 'Change the password (signed in)', changePasswordRequestSchema, 'Changed.', {
    400: ['INVALID_PASSWORD', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'CREDENTIAL_ACCOUNT_NOT_FOUND'],
    401: ['UNAUTHORIZED'],
    ...RATE_LIMITED,
  }),
  authRoute(
    '/get-session',
    'The current session (better-auth’s form; the app reads /api/v1/session)',
    undefined,
    'The session and user, or null.',
    {},
    'get',
  ),
];
