import * as z from 'zod/mini';
import { LANGUAGES } from '../languages.ts';
import { successSchema } from './envelope.ts';

// The account as the API shows it (/api/v1/me, /api/v1/session), apart from the rules for changing
// it (account.ts): every page reads the session, so this stays small.

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  avatarUrl: z.nullable(z.string()),
  createdAt: z.string(),
  lastSignIn: z.nullable(z.string()),
  /** How the account was first created: email (password or e-mail link), google or github. */
  provider: z.string(),
  /** Every way the account can sign in today, e.g. ['email', 'google']. */
  providers: z.array(z.string()),
  hasPassword: z.boolean(),
  emailVerified: z.boolean(),
  language: z.enum(LANGUAGES),
  theme: z.nullable(z.enum(THEMES)),
  timeZone: z.nullable(z.string()),
});
export type Me = z.infer<typeof meSchema>;
/** GET and PATCH /api/v1/me. */
export const meResponseSchema = successSchema(meSchema);
/** GET /api/v1/session: the signed-in user, or null for a visitor (200 either way). */
export const sessionResponseSchema = successSchema(z.nullable(meSchema));
