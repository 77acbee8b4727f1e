import path from 'node:path';
import { z } from 'zod';
import type { DbTimeouts, SqliteSynchronous } from './db/database.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const positiveInt = (max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, `must be between 1 and ${max}`)
    .max(max, `must be between 1 and ${max}`);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres:\/\/|postgresql:\/\/)/, 'must start with file: or postgres://')
    .optional(),
  BASE_URL: z.url({ error: 'must be an absolute URL such as http://localhost:3000' }).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  CONTENT_DIR: z.string().min(1).default('./content'),
  WEB_DIR: z.string().min(1).default('./dist/web'),
  WEB_RENDERER: z.string().min(1).default('./dist/server/entry-server.js'),
  AUTH_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters long (generate one with `openssl rand -base64 32`)')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/\S+$/,
      'must be an smtp:// or smtps:// URL such as smtps://user:pass@mail.example.com',
    )
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(
      /^([^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/,
      'must be an address such as Ritualia <no-reply@example.com>',
    )
    .default('Ritualia <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
    .optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'must be true, false or the number of proxies in front of the app')
    .default('false'),
  AUTH_RATE_LIMIT_MAX: positiveInt(10_000).default(5),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt(86_400).default(60),
  SIGN_IN_RATE_LIMIT_MAX: positiveInt(10_000).default(20),
  SIGN_IN_ACCOUNT_MAX_FAILURES: positiveInt(1_000).default(10),
  SIGN_IN_ACCOUNT_WINDOW_SECONDS: positiveInt(86_400).default(900),
  PROGRESS_ANSWERS_KEPT: positiveInt(1_000_000).default(1_000),
  SQLITE_SYNCHRONOUS: z.enum(['normal', 'full'], { error: 'must be normal or full' }).default('normal'),
  DB_STATEMENT_TIMEOUT_MS: positiveInt(600_000).default(1_000),
  DB_LOCK_TIMEOUT_MS: positiveInt(600_000).default(300),
  DB_ACQUIRE_TIMEOUT_MS: positiveInt(600_000).default(1_000),
  DB_BACKGROUND_TIMEOUT_MS: positiveInt(600_000).default(5_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(60_000).default(1_000),
  SHUTDOWN_GRACE_MS: positiveInt(120_000).default(10_000),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters long').optional(),
  MAIL_RECIPIENT_MAX: positiveInt(1_000).default(3),
  MAIL_RECIPIENT_WINDOW_SECONDS: positiveInt(86_400).default(900),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{87}$/,
      'must be a URL-safe base64 P-256 public key (npx web-push generate-vapid-keys)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{43}$/,
      'must be a URL-safe base64 P-256 private key (npx web-push generate-vapid-keys)',
    )
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https:// URL')
    .optional(),
  REMINDER_SCHEDULER: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  OAUTH_GOOGLE_BASE_URL: z.url({ error: 'must be an absolute URL' }).optional(),
  OAUTH_GITHUB_BASE_URL: z.url({ error: 'must be an absolute URL' }).optional(),
});

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  baseUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  contentDir: string;
  webDir: string;
  /** The web app's server build, which renders its pages (`npm run build`). */
  webRendererEntry: string;
  /** Absent only outside production; bootstrap then generates one under DATA_DIR. */
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: OAuthClient | undefined;
  github: OAuthClient | undefined;
  redisUrl: string | undefined;
  /** How many reverse proxies in front of us append to X-Forwarded-For; 0 trusts none. */
  trustProxy: number;
  /** Per client address: `signInMax` for password sign-in, `max` for each other family. */
  authRateLimit: { max: number; signInMax: number; windowSeconds: number };
  /** Wrong passwords per account and window before password sign-in pauses for it. */
  accountThrottle: { maxFailures: number; windowSeconds: number };
  /** Bearer token that unlocks /metrics; without it /metrics does not exist. */
  metricsToken: string | undefined;
  /** On SIGTERM: keep accepting for drainMs while readiness fails, then give requests graceMs. */
  shutdown: { drainMs: number; graceMs: number };
  /** How long a request waits on the database before it answers 503. */
  dbTimeouts: DbTimeouts;
  /** SQLite's `synchronous` in WAL mode (docs/decisions/0015-sqlite-durability.md). */
  sqliteSynchronous: SqliteSynchronous;
  /** Progress answers kept for reuse, the most recently asked for (docs/decisions/0029-progress-answers-kept.md). */
  progressAnswersKept: number;
  /** Account e-mails of one kind per recipient and window. */
  mailCap: { max: number; windowSeconds: number };
  /** Keys that sign Web Push requests; absent only outside production (generated under DATA_DIR). */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /** Whether this process sends due reminders (every process may; each reminder still goes once). */
  reminderScheduler: boolean;
  /** Test-only: where the mock authorization server answers instead of Google / GitHub. */
  oauthBaseUrls: { google: string | undefined; github: string | undefined };
}

export class EnvError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/** Rules that involve more than one variable; checked on the raw values so all problems show at once. */
function crossChecks(source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const production = source.NODE_ENV === 'production';
  if (production && !source.AUTH_SECRET) {
    problems.push(
      'AUTH_SECRET: is required when NODE_ENV=production (generate one with `openssl rand -base64 32`)',
    );
  }
  if (production && !(source.VAPID_PUBLIC_KEY && source.VAPID_PRIVATE_KEY)) {
    problems.push(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: are required when NODE_ENV=production (generate them with `npx web-push generate-vapid-keys`)',
    );
  } else if (!source.VAPID_PUBLIC_KEY !== !source.VAPID_PRIVATE_KEY) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: must be set together');
  }
  for (const provider of ['GOOGLE', 'GITHUB']) {
    const id = source[`${provider}_CLIENT_ID`];
    const secret = source[`${provider}_CLIENT_SECRET`];
    if (id && !secret)
      problems.push(`${provider}_CLIENT_SECRET: must be set together with ${provider}_CLIENT_ID`);
    if (secret && !id)
      problems.push(`${provider}_CLIENT_ID: must be set together with ${provider}_CLIENT_SECRET`);
  }
  for (const name of ['OAUTH_GOOGLE_BASE_URL', 'OAUTH_GITHUB_BASE_URL']) {
    // These point sign-in at a mock server; a production deployment must never trust one.
    if (production && source[name])
      problems.push(`${name}: is for tests only and refused when NODE_ENV=production`);
  }
  return problems;
}

function oauthClient(id: string | undefined, secret: string | undefined): OAuthClient | undefined {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

/** Reads the environment once at start; every bad value is reported by name, all at once. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const blankless = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blankless);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)),
    ...crossChecks(blankless),
  ];
  if (!parsed.success || problems.length > 0) throw new EnvError(problems);
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `file:${path.join(dataDir, 'ritualia.db')}`,
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    contentDir: path.resolve(e.CONTENT_DIR),
    webDir: path.resolve(e.WEB_DIR),
    webRendererEntry: path.resolve(e.WEB_RENDERER),
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google: oauthClient(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
    github: oauthClient(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET),
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY === 'true' ? 1 : e.TRUST_PROXY === 'false' ? 0 : Number(e.TRUST_PROXY),
    authRateLimit: {
      max: e.AUTH_RATE_LIMIT_MAX,
      signInMax: e.SIGN_IN_RATE_LIMIT_MAX,
      windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    },
    accountThrottle: {
      maxFailures: e.SIGN_IN_ACCOUNT_MAX_FAILURES,
      windowSeconds: e.SIGN_IN_ACCOUNT_WINDOW_SECONDS,
    },
    metricsToken: e.METRICS_TOKEN,
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, graceMs: e.SHUTDOWN_GRACE_MS },
    dbTimeouts: {
      statementMs: e.DB_STATEMENT_TIMEOUT_MS,
      lockMs: e.DB_LOCK_TIMEOUT_MS,
      acquireMs: e.DB_ACQUIRE_TIMEOUT_MS,
      backgroundMs: e.DB_BACKGROUND_TIMEOUT_MS,
    },
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    progressAnswersKept: e.PROGRESS_ANSWERS_KEPT,
    mailCap: { max: e.MAIL_RECIPIENT_MAX, windowSeconds: e.MAIL_RECIPIENT_WINDOW_SECONDS },
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      // Push services contact this address about misbehaving senders.
      subject: e.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM}`,
    },
    reminderScheduler: e.REMINDER_SCHEDULER === 'on',
    oauthBaseUrls: {
      google: e.OAUTH_GOOGLE_BASE_URL?.replace(/\/$/, ''),
      github: e.OAUTH_GITHUB_BASE_URL?.replace(/\/$/, ''),
    },
  };
}
