import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH } from './account.ts';

// The main requests of better-auth's endpoints under /api/auth, as the web app sends them. Their
// answers are better-auth's own; its errors carry `{ code, message }` and, like every error of
// ours, `{ error: { code, message } }`, with the message in the request's language.

/** A same-site path to go to after an e-mailed link or a provider's callback. */
const callbackPath = z.optional(z.string());

export const signUpRequestSchema = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  callbackURL: callbackPath,
});
export const signInRequestSchema = z.object({
  email: z.string(),
  password: z.string(),
  callbackURL: callbackPath,
  rememberMe: z.optional(z.boolean()),
});
export const magicLinkRequestSchema = z.object({ email: z.string(), callbackURL: callbackPath });
export const passwordResetRequestSchema = z.object({ email: z.string(), redirectTo: z.optional(z.string()) });
export const resetPasswordRequestSchema = z.object({
  token: z.string(),
  newPassword: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH)),
});
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string(),
  newPassword: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH)),
  revokeOtherSessions: z.optional(z.boolean()),
});
export const socialSignInRequestSchema = z.object({
  provider: z.enum(['google', 'github']),
  callbackURL: callbackPath,
  errorCallbackURL: callbackPath,
});

/** POST /api/auth/link-social: link a provider to the signed-in account (from the profile). */
export const linkSocialRequestSchema = socialSignInRequestSchema;
/** POST /api/auth/unlink-account: `accountId` is the id list-accounts gives the linked account. */
export const unlinkAccountRequestSchema = z.object({ accountId: z.string() });
/** GET /api/auth/list-accounts: the ways into the account ("credential" is the password). */
export const linkedAccountsResponseSchema = z.array(z.object({ id: z.string(), providerId: z.string() }));

/** better-auth's error body: its own `{ code, message }` beside ours. */
export const authErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  error: z.object({ code: z.string(), message: z.string() }),
});
