import * as z from 'zod/mini';
import { LANGUAGES } from '../languages.ts';
import { canonicalTimeZone } from '../zoned-time.ts';
import { emptySuccessSchema, successSchema } from './envelope.ts';
import { THEMES } from './me.ts';

export { meResponseSchema, meSchema, sessionResponseSchema, THEMES, type Me, type Theme } from './me.ts';

// The account API (/api/v1/me, /api/v1/session, /api/v1/auth/providers): the server enforces these
// rules and the web app validates its forms with the same ones before sending.

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const DISPLAY_NAME_MAX_LENGTH = 80;

/** A valid address of at most 254 characters, 64 before the @. */
export const emailSchema = z.email().check(
  z.maxLength(254),
  z.refine((value) => value.indexOf('@') <= 64, { message: 'local part longer than 64 characters' }),
);

/**
 * The browser's IANA zone, sent with sign-up and sign-in so a new account starts in it. A first
 * magic link carries it as ?tz= instead, since following a link sends no header.
 */
export const TIME_ZONE_HEADER = 'X-Time-Zone';
export const TIME_ZONE_QUERY = 'tz';

/** A zone stored in its canonical spelling; bare offsets are refused (a zone follows its DST rules). */
export const timeZoneSchema = z.pipe(
  z.string(),
  z.transform((value: string, ctx) => {
    const zone = canonicalTimeZone(value);
    if (zone) return zone;
    ctx.issues.push({ code: 'custom', input: value, message: 'unknown time zone' });
    return z.NEVER;
  }),
);

/** PATCH /api/v1/me: any subset of the editable fields; null clears an optional one. */
export const updateMeSchema = z.partial(
  z.strictObject({
    displayName: z.string().check(z.trim(), z.minLength(1), z.maxLength(DISPLAY_NAME_MAX_LENGTH)),
    avatarUrl: z.nullable(z.url({ protocol: /^https$/, normalize: true }).check(z.maxLength(2048))),
    language: z.enum(LANGUAGES),
    theme: z.nullable(z.enum(THEMES)),
    timeZone: z.nullable(timeZoneSchema),
  }),
);
export type UpdateMe = z.infer<typeof updateMeSchema>;

/** DELETE /api/v1/me: the password is required when the account has one. */
export const deleteMeSchema = z.strictObject({
  password: z.optional(z.string().check(z.maxLength(PASSWORD_MAX_LENGTH))),
});

/** DELETE /api/v1/me. */
export const deleteMeResponseSchema = emptySuccessSchema;

export const authProvidersSchema = z.object({
  google: z.boolean(),
  github: z.boolean(),
  magicLink: z.boolean(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;
/** GET /api/v1/auth/providers: which sign-in buttons the UI may show. */
export const authProvidersResponseSchema = successSchema(authProvidersSchema);
