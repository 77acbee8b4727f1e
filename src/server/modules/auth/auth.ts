import { APIError, BASE_ERROR_CODES, betterAuth, type GenericEndpointContext } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { magicLink } from 'better-auth/plugins/magic-link';
import { isLanguage, type Language } from '../../../shared/languages.ts';
import {
  DISPLAY_NAME_MAX_LENGTH,
  emailSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TIME_ZONE_QUERY,
} from '../../../shared/api/account.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Env } from '../../platform/env.ts';
import { CLIENT_IP_HEADER } from '../../platform/http/client-ip.ts';
import { negotiateLanguage } from '../../platform/i18n/messages.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { AUTH_COOKIE_PREFIX, servedOverHttps } from './auth-cookies.ts';
import { AUTH_MODELS } from './auth-schema.ts';
import { oauthProviderConfigs } from './oauth-providers.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { recordFirstTimeZone, requestTimeZone } from './request-time-zone.ts';

/** Link lifetimes in seconds; mail/mail-texts.ts states them to the user. */
export const EXPIRY = { verifyEmail: 24 * 3600, magicLink: 10 * 60, resetPassword: 3600 } as const;

export interface AuthDeps {
  env: Env & { authSecret: string };
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** Called once an account without a zone got its first one at sign-in (the achievements'). */
  timeZoneRecorded?: (userId: string) => Promise<unknown>;
}

/** The language of the request that is creating an account: ?lang=, else Accept-Language. */
function requestLanguage(ctx: GenericEndpointContext | null | undefined): Language {
  const url = ctx?.request?.url;
  const query = url ? (new URL(url).searchParams.get('lang') ?? undefined) : undefined;
  return negotiateLanguage(query, ctx?.headers?.get('accept-language') ?? undefined);
}

/** For e-mails to people whose stored language is unknown: the browser's preference. */
const headerLanguage = (request: Request | undefined) =>
  negotiateLanguage(undefined, request?.headers.get('accept-language') ?? undefined);

interface MailUser {
  email: string;
  name?: string | null;
  language?: unknown;
}
const nameOf = (user: MailUser) => user.name?.trim() || user.email.split('@')[0] || user.email;
const languageOf = (user: MailUser, fallback: Language) =>
  isLanguage(user.language) ? user.language : fallback;

/** Google and GitHub through better-auth's generic OAuth plugin, loaded only when one is configured. */
async function oauthPlugins(env: AuthDeps['env']) {
  const config = oauthProviderConfigs(env);
  if (config.length === 0) return [];
  const { genericOAuth } = await import('better-auth/plugins/generic-oauth');
  return [genericOAuth({ config })];
}

/** The app's better-auth; auth-loader.ts creates it on first use. */
export async function createAuth({ env, db, mailer, logger, timeZoneRecorded }: AuthDeps) {
  const https = servedOverHttps(env.baseUrl);
  const oauth = await oauthPlugins(env);
  const send = (kind: Parameters<Mailer['send']>[0]['kind'], user: MailUser, link: string, lang: Language) =>
    mailer.send({ kind, to: user.email, language: languageOf(user, lang), name: nameOf(user), link });

  return betterAuth({
    appName: 'Ritualia',
    baseURL: env.baseUrl,
    basePath: '/api/auth',
    secret: env.authSecret,
    database: { db: db.kysely, type: db.dialect, transaction: true },
    trustedOrigins: [new URL(env.baseUrl).origin],
    telemetry: { enabled: false },
    // Replaced by http/rate-limit.ts, which knows the real client address and can share counts
    // through Redis; two limiters would count every attempt twice.
    rateLimit: { enabled: false },
    logger: {
      level: 'info',
      log: (level, message, ...args) => logger[level]({ source: 'better-auth', details: args }, message),
    },
    user: AUTH_MODELS.user,
    session: AUTH_MODELS.session,
    account: {
      ...AUTH_MODELS.account,
      // Linking by e-mail happens only when the provider says the address is verified and the
      // local account verified it too (better-auth's default, kept explicit). Google and GitHub
      // stay untrusted: a link from the profile (/link-social) also needs the provider to vouch
      // for the account's own address, so nobody attaches an account they merely typed an
      // address into. Unlinking never removes the last way in (password or the only provider).
      accountLinking: {
        enabled: true,
        requireLocalEmailVerified: true,
        allowDifferentEmails: false,
        allowUnlinkingAll: false,
      },
      encryptOAuthTokens: true,
    },
    verification: { ...AUTH_MODELS.verification, storeIdentifier: 'hashed' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: true,
      autoSignIn: false,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: EXPIRY.resetPassword,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }, request) =>
        send(
          'resetPassword',
          user,
          `${env.baseUrl}/auth/reset-password?token=${encodeURIComponent(token)}`,
          headerLanguage(request),
        ),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: EXPIRY.verifyEmail,
      sendVerificationEmail: ({ user, url }, request) =>
        send('verifyEmail', user, url, headerLanguage(request)),
    },
    databaseHooks: {
      user: {
        create: {
          // Names come from sign-up forms and providers unchecked: keep them to what the
          // profile allows. The language is the one the person was using when they joined, the
          // time zone their browser's.
          before: async (user, ctx) => ({
            data: {
              ...user,
              name: (user.name ?? '').trim().slice(0, DISPLAY_NAME_MAX_LENGTH),
              language: requestLanguage(ctx),
              timeZone: requestTimeZone(ctx),
            },
          }),
        },
      },
      session: {
        create: {
          // An account made without a zone (a provider's, or before zones were recorded) gets
          // the browser's at its first sign-in that sends one.
          after: async (session, ctx) => {
            if (await recordFirstTimeZone(db, session.userId, requestTimeZone(ctx)))
              await timeZoneRecorded?.(session.userId);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email' && ctx.path !== '/sign-in/magic-link') return;
        const { email, password } = (ctx.body ?? {}) as { email?: unknown; password?: unknown };
        // The e-mail rule (at most 254 characters, 64 before the @) for every way an
        // account is created; better-auth alone checks only the format.
        if (typeof email !== 'string') return;
        if (!emailSchema.safeParse(email).success) {
          throw APIError.from('BAD_REQUEST', BASE_ERROR_CODES.INVALID_EMAIL);
        }
        if (ctx.path !== '/sign-up/email') return;
        // The error catalogue (docs/product-rules.md, Validation and errors) says a taken address is reported
        // ("Este email ya está
        // registrado"), which better-auth will not do while e-mail verification is required, so
        // it is checked here, after the password checks better-auth makes (a short password keeps
        // its own message). The owner is also told by e-mail, in case it was not them.
        // Enumeration is bounded by the sign-up rate limit (docs/decisions/0003-accounts.md).
        if (typeof password !== 'string') return;
        if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return;
        const existing = await db.kysely
          .selectFrom('users')
          .select(['email', 'name', 'language'])
          .where('email', '=', email.toLowerCase())
          .executeTakeFirst();
        if (!existing) return;
        await send(
          'existingAccount',
          existing,
          `${env.baseUrl}/auth/login`,
          headerLanguage(ctx.request),
        ).catch((err: unknown) => logger.error({ err }, 'could not send the existing-account notice'));
        throw APIError.from('UNPROCESSABLE_ENTITY', BASE_ERROR_CODES.USER_ALREADY_EXISTS);
      }),
    },
    plugins: [
      magicLink({
        expiresIn: EXPIRY.magicLink,
        storeToken: 'hashed',
        async sendMagicLink({ email, url }, ctx) {
          const known = await db.kysely
            .selectFrom('users')
            .select(['email', 'name', 'language'])
            .where('email', '=', email.toLowerCase())
            .executeTakeFirst();
          const language = requestLanguage(ctx);
          // A first link creates the account when clicked; ?lang= carries the language the
          // user asked in to that request, which the create hook reads.
          // The browser's zone rides along the same way.
          const zone = requestTimeZone(ctx);
          const link = known
            ? url
            : `${url}&lang=${language}${zone ? `&${TIME_ZONE_QUERY}=${encodeURIComponent(zone)}` : ''}`;
          await send('magicLink', known ?? { email }, link, language);
        },
      }),
      ...oauth,
    ],
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https, path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // OAuth failures without their own error URL land on the sign-in page with ?error=<code>.
    // Other failures (a database that is down or timed out) are thrown on to the app's error
    // handler, which answers 503 or a JSON 500, instead of better-auth's empty 500.
    onAPIError: { errorURL: `${env.baseUrl}/auth/login`, throw: true },
    // Profile changes and deletion go through /api/v1/me, which validates and cleans up more.
    disabledPaths: ['/update-user', '/delete-user', '/change-email'],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;
export type SessionUser = Auth['$Infer']['Session']['user'];
