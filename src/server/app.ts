import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { createAchievementsService } from './achievements/achievements.service.ts';
import { createAwardKeep } from './achievements/award-keep.ts';
import { apiDocsRoutes } from './api-docs/api-docs.routes.ts';
import { authCookies, servedOverHttps } from './auth/auth-cookies.ts';
import { lazyAuth, type AuthLoader } from './auth/auth-loader.ts';
import { authProviderRoutes, betterAuthRoutes } from './auth/auth.routes.ts';
import { resolveAuthSecret } from './auth/auth-secret.ts';
import { requireSession, sessionMiddleware, type SignedIn } from './auth/session.ts';
import { createSessionRepository } from './auth/session.repository.ts';
import { catalogueFastPath, type FastPath } from './catalogue/catalogue-fast-path.ts';
import { catalogueRoutes } from './catalogue/catalogue.routes.ts';
import { createCatalogueRepository } from './catalogue/catalogue.repository.ts';
import { createCatalogueService, type CatalogueService } from './catalogue/catalogue.service.ts';
import { createDailyTipRepository } from './daily-tip/daily-tip.repository.ts';
import { commitmentRoutes, dailyTipRoutes } from './daily-tip/daily-tip.routes.ts';
import { createDailyTipService } from './daily-tip/daily-tip.service.ts';
import type { Db } from './db/database.ts';
import type { Env } from './env.ts';
import { isDatabaseUnavailable } from './db/db-errors.ts';
import { databaseFailedDuringRequest, withRequestBudget } from './db/request-budget.ts';
import { healthRoutes, readyRoutes } from './health/health.routes.ts';
import { socketClientIp, type ClientIpResolver } from './http/client-ip.ts';
import { AppError, errorResponse } from './http/errors.ts';
import { apiBodyLimit } from './http/body-limit.ts';
import { jsonBodies } from './http/content-type.ts';
import { jsonErrors } from './http/json-errors.ts';
import { createMetrics } from './http/metrics.ts';
import { originCheck } from './http/origin-check.ts';
import { refuseControlCharacters } from './http/text-fields.ts';
import { authRateLimit } from './http/rate-limit.ts';
import { accountSignInThrottle } from './http/rate-limit-account.ts';
import { memoryRateLimitStore, redisRateLimitStore, type RateLimitStore } from './http/rate-limit-store.ts';
import { requestId } from './http/request-id.ts';
import { requestLog } from './http/request-log.ts';
import { noStore, securityHeaders } from './http/security-headers.ts';
import { unavailableResponse } from './http/unavailable.ts';
import { webAppRoutes } from './http/web-app.ts';
import { seoRoutes } from './pages/seo.routes.ts';
import type { Logger } from './logger.ts';
import { capMailsPerRecipient } from './mail/mail-cap.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createMeRepository } from './me/me.repository.ts';
import { meRoutes, sessionRoutes } from './me/me.routes.ts';
import { createMeService } from './me/me.service.ts';
import { createProgressRepository } from './progress/progress.repository.ts';
import { progressRoutes } from './progress/progress.routes.ts';
import { moonRoutes } from './moon/moon.routes.ts';
import { createMoonService } from './moon/moon.service.ts';
import { createShopRepository } from './shop/shop.repository.ts';
import { shopRoutes, walletRoutes } from './shop/shop.routes.ts';
import { createShopService } from './shop/shop.service.ts';
import { createJournalRepository } from './journal/journal.repository.ts';
import { journalRoutes } from './journal/journal.routes.ts';
import { createJournalService } from './journal/journal.service.ts';
import { createProgressService } from './progress/progress.service.ts';
import { createReminders } from './reminders/reminders.ts';

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
  const limits =
    rateLimitStore ?? (env.redisUrl ? redisRateLimitStore(env.redisUrl, logger) : memoryRateLimitStore());
  const mail = capMailsPerRecipient(mailer ?? createMailer(env, logger), {
    store: limits,
    ...env.mailCap,
    logger,
  });
  // The secret is settled now, so a missing or short one stops the start; better-auth waits.
  const auth = lazyAuth({ env: { ...env, authSecret: resolveAuthSecret(env) }, db, mailer: mail, logger });
  const sessions = createSessionRepository(db.kysely, db.dialect, db.statements);
  // Counts are kept for awards judged before their row is stored, which only PostgreSQL does.
  const awards = createAchievementsService(
    db.kysely,
    undefined,
    createAwardKeep(db.dialect === 'postgres' ? 10_000 : 0),
  );
  const me = createMeService(createMeRepository(db.kysely, db.dialect), awards);
  const shop = createShopService(createShopRepository(db.kysely, db.dialect));
  const journal = createJournalService(createJournalRepository(db.kysely));
  const progress = createProgressService(
    createProgressRepository(db.kysely, db.dialect, db.statements),
    awards,
    undefined,
    {
      frozenDays: (userId) => shop.frozenDays(userId),
      exportSections: async (userId) => ({
        ...(await journal.exportSection(userId)),
        ...(await shop.exportSection(userId)),
      }),
    },
    env.progressAnswersKept,
  );
  const dailyTips = createDailyTipService(createDailyTipRepository(db.kysely, db.statements), awards);
  const reminders = createReminders({ env, db, logger, mailer: mail, dailyTips });
  const cookies = authCookies(env.baseUrl);
  const resolveIp = clientIp ?? socketClientIp(env.trustProxy);
  const hono = new Hono();

  const metrics = createMetrics(db, env.metricsToken);
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
  // caught the error and answered a bare 500.
  hono.use('/api/*', (c, next) =>
    withRequestBudget(env.dbTimeouts.lockMs, async () => {
      await next();
      if (c.res.status === 500 && databaseFailedDuringRequest()) c.res = unavailableResponse(c);
    }),
  );
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
  // Everything about the signed-in user is private and changes with each action: never cached.
  hono.use('/api/v1/session', noStore, sessionMiddleware(auth, sessions));
  hono.route('/api/v1/session', sessionRoutes(me));
  // The private API: one sub-app whose every route has a signed-in user (401 otherwise).
  const privateApi = new Hono<SignedIn>()
    .use(noStore, requireSession(auth, sessions))
    .route('/', meRoutes(me, cookies))
    .route('/', commitmentRoutes(dailyTips))
    .route('/', progressRoutes(progress))
    .route('/', reminders.meRoutes)
    .route('/', walletRoutes(shop))
    .route('/', journalRoutes(journal));
  hono.route('/api/v1/me', privateApi);
  hono.route('/api/v1', reminders.publicRoutes);
  hono.route('/calendar', reminders.calendarRoutes);
  hono.all('/api/*', (c) => errorResponse(c, 404, 'not_found'));
  hono.route('/', seoRoutes(env.baseUrl));
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
