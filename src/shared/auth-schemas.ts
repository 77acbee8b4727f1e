import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { canonicalTimeZone } from './local-date.ts';

// Request and response shapes of the account API, shared by the server (which enforces them)
// and the web app (which validates forms with the same rules before sending).

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const DISPLAY_NAME_MAX_LENGTH = 80;
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * The e-mail rule (docs/product-rules.md, Validation and errors): a valid address of at most 254 characters,
 * 64 before the @.
 */
export const emailSchema = z
  .email()
  .max(254)
  .refine((value) => value.indexOf('@') <= 64, { message: 'local part longer than 64 characters' });

/** PATCH /api/v1/me: any subset of the editable fields; null clears an optional one. */
export const updateMeSchema = z
  .strictObject({
    displayName: z.string().trim().min(1).max(DISPLAY_NAME_MAX_LENGTH),
    avatarUrl: z
      .url({ protocol: /^https$/, normalize: true })
      .max(2048)
      .nullable(),
    language: z.enum(LANGUAGES),
    theme: z.enum(THEMES).nullable(),
    // Stored in its canonical spelling; bare offsets are refused (a zone follows its DST rules).
    timeZone: z
      .string()
      .transform((value, ctx) => canonicalTimeZone(value) ?? (ctx.addIssue({ code: 'custom' }), z.NEVER))
      .nullable(),
  })
  .partial();
export type UpdateMe = z.infer<typeof updateMeSchema>;

/** DELETE /api/v1/me: the password is required when the account has one. */
export const deleteMeSchema = z.strictObject({ password: z.string().max(PASSWORD_MAX_LENGTH).optional() });

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
  lastSignIn: z.string().nullable(),
  /** How the account was first created: email (password or e-mail link), google or github. */
  provider: z.string(),
  /** Every way the account can sign in today, e.g. ['email', 'google']. */
  providers: z.array(z.string()),
  hasPassword: z.boolean(),
  emailVerified: z.boolean(),
  language: z.enum(LANGUAGES),
  theme: z.enum(THEMES).nullable(),
  timeZone: z.string().nullable(),
});
export type Me = z.infer<typeof meSchema>;
export const meResponseSchema = z.object({ success: z.literal(true), data: meSchema });
/** GET /api/v1/session: the signed-in user, or null for a visitor (200 either way). */
export const sessionResponseSchema = z.object({ success: z.literal(true), data: meSchema.nullable() });

export const authProvidersSchema = z.object({
  google: z.boolean(),
  github: z.boolean(),
  magicLink: z.boolean(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;
export const authProvidersResponseSchema = z.object({ success: z.literal(true), data: authProvidersSchema });
