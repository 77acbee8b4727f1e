import * as z from 'zod/mini';
import {
  linkedAccountsResponseSchema,
  type linkSocialRequestSchema,
  type magicLinkRequestSchema,
  type signInRequestSchema,
  type signUpRequestSchema,
  type socialSignInRequestSchema,
  type unlinkAccountRequestSchema,
} from '#shared/api/auth.ts';
import {
  authProvidersResponseSchema,
  deleteMeResponseSchema,
  TIME_ZONE_QUERY,
  type AuthProviders,
} from '#shared/api/account.ts';
import { request } from '#web/lib/api-client.ts';
import { browserTimeZone } from '#web/lib/time-zone.ts';
import { uiLanguage } from '#web/i18n/ui-language.ts';

// The account actions, through better-auth's endpoints (/api/auth/…) and ours (/api/v1/…). Those
// that may send an e-mail carry ?lang=, so the e-mail is written in the language being read.

/** better-auth's answer to a social sign-in start: the provider's address to go to. */
const socialStartSchema = z.object({ url: z.string() });

const post = (path: string, body: unknown) => request(path, { method: 'POST', body, language: uiLanguage() });

/** Sign-up and sign-in also send the browser's zone (as ?tz=), which a new account starts in. */
const postWithZone = (path: string, body: unknown) =>
  post(`${path}?${TIME_ZONE_QUERY}=${encodeURIComponent(browserTimeZone())}`, body);

export const signInWithPassword = (body: z.infer<typeof signInRequestSchema>) =>
  postWithZone('/api/auth/sign-in/email', body);

// errorCallbackURL: where a used or expired link lands, to say so.
export const sendMagicLink = (body: z.infer<typeof magicLinkRequestSchema> & { errorCallbackURL: string }) =>
  postWithZone('/api/auth/sign-in/magic-link', body);

export const signUp = (body: z.infer<typeof signUpRequestSchema>) =>
  postWithZone('/api/auth/sign-up/email', body);

/** The answer is the same whether or not the address has an account. */
export const requestPasswordReset = (email: string) =>
  post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });

export const resetPassword = (token: string, newPassword: string) =>
  post('/api/auth/reset-password', { token, newPassword });

/** Other devices are signed out; this one gets a fresh session cookie. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  post('/api/auth/change-password', { currentPassword, newPassword, revokeOtherSessions: true });

export const startSocialSignIn = (body: z.infer<typeof socialSignInRequestSchema>) =>
  providerAddress('/api/auth/sign-in/social', body);

/** Starts linking a provider to the signed-in account: the provider's address to go to. */
export const startLinkSocial = (body: z.infer<typeof linkSocialRequestSchema>) =>
  providerAddress('/api/auth/link-social', body);

export const listLinkedAccounts = () =>
  request('/api/auth/list-accounts', { language: uiLanguage(), schema: linkedAccountsResponseSchema });

/** Refused with a localized 400 when it is the account's last way in. */
export const unlinkAccount = (body: z.infer<typeof unlinkAccountRequestSchema>) =>
  post('/api/auth/unlink-account', body);

async function providerAddress(path: string, body: unknown): Promise<string> {
  const answer = await request(path, {
    method: 'POST',
    body,
    language: uiLanguage(),
    schema: socialStartSchema,
  });
  return answer.url;
}

/** Deletes the account and everything in it; the password is required when it has one. */
export const deleteAccount = (password: string | undefined) =>
  request('/api/v1/me', {
    method: 'DELETE',
    body: password === undefined ? {} : { password },
    language: uiLanguage(),
    schema: deleteMeResponseSchema,
  });

export async function fetchProviders(): Promise<AuthProviders> {
  const answer = await request('/api/v1/auth/providers', {
    language: uiLanguage(),
    schema: authProvidersResponseSchema,
  });
  return answer.data;
}
