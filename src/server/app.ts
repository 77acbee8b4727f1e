import { Hono, type MiddlewareHandler } from 'hono';
import { DEFAULT_LANGUAGE } from '../shared/languages.ts';
import { compress } from 'hono/compress';
import { createAchievementsService } from './modules/achievements/index.ts';
import { apiDocsRoutes } from './modules/api-docs/index.ts';
import { authCookies, servedOverHttps } from './modules/auth/index.ts';
import { lazyAuth, type AuthLoader } from './modules/auth/index.ts';
import { authProviderRoutes, betterAuthRoutes } from './modules/auth/index.ts';
import { resolveAuthSecret } from './modules/auth/index.ts';
import { requireSession, sessionMiddleware, type SignedIn } from './modules/auth/index.ts';
import { createSessionRepository } from './modules/auth/index.ts';
import { catalogueFastPath, type FastPath } from './modules/catalogue/index.ts';
import { catalogueRoutes } from './modules/catalogue/index.ts';
import { createCatalogueRepository } from './modules/catalogue/index.ts';
import { createCatalogueService, type CatalogueService } from './modules/catalogue/index.ts';
import { createDailyTipRepository } from './modules/daily-tip/index.ts';
import { commitmentRoutes, dailyTipRoutes } from './modules/daily-tip/index.ts';
import { createDailyTipService } from './modules/daily-tip/index.ts';
import type { Db } from './platform/db/database.ts';
import type { Env } from './platform/env.ts';
import { isDatabaseUnavailable } from './platform/db/db-errors.ts';
import { databaseFailedDuringRequest, withRequestBudget } from './platform/db/request-budget.ts';
import { healthRoutes, readyRoutes } from './modules/health/index.ts';
import { socketClientIp, type ClientIpResolver } from './platform/http/client-ip.ts';
import { AppError, errorResponse } from './platform/http/errors.ts';
import { apiBodyLimit } from './platform/http/body-limit.ts';
import { jsonBodies } from './platform/http/content-type.ts';
import { jsonErrors } from './platform/http/json-errors.ts';
import { createMetrics } from './platform/http/metrics.ts';
import { originCheck } from './platform/http/origin-check.ts';
import { refuseControlCharacters } from './platform/http/text-fields.ts';
import { authRateLimit } from './platform/http/rate-limit.ts';
import { accountSignInThrottle } from './platform/http/rate-limit-account.ts';
import {
  memoryRateLimitStore,
  redisRateLimitStore,
  type RateLimitStore,
} from './platform/http/rate-limit-store.ts';
import { requestId } from './platform/http/request-id.ts';
import { requestLog } from './platform/http/request-log.ts';
import { noStore, securityHeaders } from './platform/http/security-headers.ts';
import { unavailableResponse } from './platform/http/unavailable.ts';
import { webAppRoutes } from './modules/pages/index.ts';
import { seoRoutes } from './modules/pages/index.ts';
import type { Logger } from './platform/logger.ts';
import { capMailsPerRecipient } from './platform/mail/mail-cap.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { createAccountRepository } from './modules/account/index.ts';
import { accountRoutes, sessionRoutes } from './modules/account/index.ts';
import { createAccountService } from './modules/account/index.ts';
import { createProgressRepository } from './modules/progress/index.ts';
import { progressRoutes } from './modules/progress/index.ts';
import { moonRoutes } from './modules/moon/index.ts';
import { createMoonService } from './modules/moon/index.ts';
import { createShopRepository } from './modules/shop/index.ts';
import { shopRoutes, walletRoutes } from './modules/shop/index.ts';
import { createShopService } from './modules/shop/index.ts';
import { createJournalRepository } from './modules/journal/index.ts';
import { journalRoutes } from './modules/journal/index.ts';
import { createJournalService } from './modules/journal/index.ts';
import { createJourneysRepository, createJourneysService } from './modules/journeys/index.ts';
import { journeyRoutes, myJourneyRoutes } from './modules/journeys/index.ts';
import { loadContent } from './modules/content/index.ts';
import { createProgressService } from './modules/progress/index.ts';
import { createInsightsRepository, createInsightsService, insightsRoutes } from './modules/progress/index.ts';
import { createReminders } from './modules/reminders/index.ts';

export interface AppDeps {
  env: Env;
  db: Db;
  logger: Logger;
  /** Default: the socket's address, or X-Forwarded-For as TRUST_PROXY allows. */
  clientIp?: ClientIpResolver;
  /** Default: SMTP_URL, else the outbox folder. */
  mailer?: Mailer;
  /** Default: Redis when REDIS_URL is set, else this process's memory. */
  rateLimitStore?: RateLimitStore;
}

export interface App {
  hono: Hono;
  /** Answers the cached whole catalogue before `hono` (catalogue-fast-path.ts); the server runs it. */
  fastPath: FastPath;
  catalogue: CatalogueService;
  /** better-auth, created by the first call (the first request that needs it), not at start. */
  auth: AuthLoader;
  /**
   * Settles when the app's own connections (Redis) are up or have failed with a logged error, and
   * the metrics (when configured) can count.
   */
  ready: Promise<void>;
  /** Shutdown has begun: readiness fails from now on so load balancers stop sending. */
  drain(): void;
  /** Releases what the app opened (Redis, SMTP); the database belongs to the caller. */
  close(): Promise<void>;
}

export function createApp({ env, db, logger, clientIp, mailer, rateLimitStore }: AppDeps): App {
  const catalogue = createCatalogueService(createCatalogueRepository(db.kysely));
  const redisLimits = !rateLimitStore && env.redisUrl ? redisRateLimitStore(env.redisUrl, logger) : undefined;
  const limits = rateLimitStore ?? redisLimits ?? memoryRateLimitStore();
  const mail = capMailsPerRecipient(mailer ?? createMailer(env, logger), {
    store: limits,
    ...env.mailCap,
    logger,
  });
  // The secret is settled now, so a missing or short one stops the start; better-auth waits.
  const auth = lazyAuth({ env: { ...env, authSecret: resolveAuthSecret(env) }, db, mailer: mail, logger });
  const sessions = createSessionRepository(db.kysely);
  const awards = createAchievementsService(db.kysely);
  const me = createAccountService(createAccountRepository(db.kysely), awards);
  const shop = createShopService(createShopRepository(db.kysely), awards);
  const journal = createJournalService(createJournalRepository(db.kysely));
  // The journeys are read from the content files once, on first use (start-up checked them).
  let journeyFiles: ReturnType<typeof loadContent> | undefined;
  const journeys = createJourneysService(createJourneysRepository(db.kysely), awards, async () => {
    journeyFiles ??= loadContent(env.contentDir).catch((error: unknown) => {
      journeyFiles = undefined;
      throw error;
    });
    return (await journeyFiles).journeys;
  });
  const progress = createProgressService(
    createProgressRepository(db.kysely),
    awards,
    undefined,
    {
      frozenDays: (userId) => shop.frozenDays(userId),
      exportSections: async (userId) => ({
        ...(await journal.exportSection(userId)),
        ...(await shop.exportSection(userId)),
        ...(await journeys.exportSection(userId)),
      }),
      ritualDone: (trx, userId, ritualId, at) => journeys.completed(trx, userId, ritualId, at),
    },
    env.progressAnswersKept,
  );
  const insights = createInsightsService(createInsightsRepository(db.kysely), {
    frozenDays: (userId) => shop.frozenDays(userId),
    moodsSince: (userId, from) => journal.moodsSince(userId, from),
  });
  const dailyTips = createDailyTipService(createDailyTipRepository(db.kysely), awards, {
    frozenDays: (userId) => shop.frozenDays(userId),
  });
  const reminders = createReminders({ env, db, logger, mailer: mail, dailyTips });
  const cookies = authCookies(env.baseUrl);
  const resolveIp = clientIp ?? socketClientIp(env.trustProxy);
  const hono = new Hono();

  const metrics = createMetrics(db, env.metricsToken, { rateLimitFallbacks: redisLimits?.fallbacks });
  hono.use('*', requestId());
  hono.use('*', requestLog(logger));
  hono.use('*', metrics.middleware);
  const https = servedOverHttps(env.baseUrl);
  hono.use('*', securityHeaders({ https }));
  hono.use('*', async (c, next) => {
    c.set('clientIp', resolveIp(c));
    await next();
  });
  // A database that failed under a request makes it a 503, even where a library (better-auth)
  // caught the error and answered a bare 500, or a 401 because it could not read the session
  // (list-sessions, list-accounts): "not signed in" would be a guess, and the client would drop
  // a session that is still valid.
  // Every request (pages and the calendar feed too) waits on the database with a request's
  // short timeouts; work outside one (reminders) with the background's.
  hono.use('*', (c, next) => withRequestBudget(env.dbTimeouts.lockMs, next));
  hono.use('/api/*', async (c, next) => {
    await next();
    const status = c.res.status;
    if ((status === 500 || status === 401) && databaseFailedDuringRequest()) c.res = unavailableResponse(c);
  });
  hono.use('/api/*', jsonErrors());
  // One-click unsubscribe (RFC 8058): the mail provider POSTs a form without Origin; the signed
  // link is the credential, so the CSRF and JSON rules do not apply to it.
  // A comparison of the path: hono/combine's except() composed its middleware anew per request.
  const oneClick = new Set(['/api/v1/reminders/unsubscribe']);
  const exceptOneClick =
    (middleware: MiddlewareHandler): MiddlewareHandler =>
    (c, next) =>
      oneClick.has(c.req.path) ? next() : middleware(c, next);
  hono.use('/api/*', exceptOneClick(originCheck(env.baseUrl)));
  hono.use('/api/*', apiBodyLimit());
  hono.use('/api/*', exceptOneClick(jsonBodies()));
  hono.use('/api/*', refuseControlCharacters());
  hono.use('/api/*', authRateLimit({ store: limits, ...env.authRateLimit, logger }));
  hono.use('/api/auth/*', accountSignInThrottle({ store: limits, ...env.accountThrottle, logger }));
  hono.use('/api/*', compress());
  // Account answers carry tokens and session cookies: never cached.
  hono.use('/api/auth/*', noStore);
  hono.route('/api/auth', betterAuthRoutes(auth));
  let draining = false;
  hono.route('/metrics', metrics.routes);
  hono.route('/api/health', healthRoutes());
  hono.route(
    '/api/ready',
    readyRoutes({
      catalogue,
      limits,
      redisConfigured: env.redisUrl !== undefined,
      isDraining: () => draining,
      logger,
    }),
  );
  hono.route('/api', apiDocsRoutes());
  // Public reads know no user, so they cost no session lookup and can be cached.
  hono.route('/api/v1/rituals', catalogueRoutes(catalogue));
  hono.route('/api/v1/auth', authProviderRoutes(env));
  hono.route('/api/v1/daily-tip', dailyTipRoutes(dailyTips));
  hono.route('/api/v1/moon', moonRoutes(createMoonService()));
  hono.route('/api/v1/shop', shopRoutes(shop));
  hono.route('/api/v1/journeys', journeyRoutes(journeys));
  // Everything about the signed-in user is private and changes with each action: never cached.
  hono.use('/api/v1/session', noStore, sessionMiddleware(auth, sessions));
  hono.route('/api/v1/session', sessionRoutes(me));
  // The private API: one sub-app whose every route has a signed-in user (401 otherwise).
  const privateApi = new Hono<SignedIn>()
    .use(noStore, requireSession(auth, sessions))
    .route('/', accountRoutes(me, cookies))
    .route('/', commitmentRoutes(dailyTips))
    .route('/', progressRoutes(progress))
    .route('/', insightsRoutes(insights))
    .route('/', reminders.accountRoutes)
    .route('/', walletRoutes(shop))
    .route('/', journalRoutes(journal))
    .route('/', myJourneyRoutes(journeys));
  hono.route('/api/v1/me', privateApi);
  hono.route('/api/v1', reminders.publicRoutes);
  hono.route('/calendar', reminders.calendarRoutes);
  hono.all('/api/*', (c) => errorResponse(c, 404, 'not_found'));
  hono.route(
    '/',
    seoRoutes(env.baseUrl, async () =>
      (await journeys.list(DEFAULT_LANGUAGE)).map((journey) => `/journeys/${journey.slug}`),
    ),
  );
  hono.route(
    '/',
    webAppRoutes(env.webDir, {
      rendererEntry: env.webRendererEntry,
      baseUrl: env.baseUrl,
      sessionCookies: cookies.map((c) => c.name),
      api: (request, bindings) => hono.fetch(request, bindings),
      logger,
    }),
  );

  hono.onError((error, c) => {
    if (error instanceof AppError) return errorResponse(c, error.status, error.code);
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, path: c.req.path }, 'database unavailable');
      return unavailableResponse(c);
    }
    logger.error({ err: error, path: c.req.path, reqId: c.get('requestId') }, 'unhandled error');
    return errorResponse(c, 500, 'internal');
  });
  reminders.start();
  return {
    hono,
    fastPath: catalogueFastPath({ catalogue, https, logger, metrics }),
    catalogue,
    auth,
    ready: Promise.all([limits.ready, metrics.ready]).then(() => undefined),
    drain() {
      draining = true;
    },
    async close() {
      await reminders.close();
      await limits.close();
      mail.close();
    },
  };
}
