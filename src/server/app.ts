import { Hono } from 'hono';
import { DEFAULT_LANGUAGE } from '../shared/languages.ts';
import { createAchievementsService } from './modules/achievements/index.ts';
import { achievementsRoutes, createAchievementTextsRepository } from './modules/achievements/index.ts';
import { createAchievementViews } from './modules/achievements/index.ts';
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
import { healthRoutes, readyRoutes } from './modules/health/index.ts';
import { socketClientIp, type ClientIpResolver } from './platform/http/client-ip.ts';
import { AppError, errorResponse } from './platform/http/errors.ts';
import { createMetrics } from './platform/http/metrics.ts';
import { memoryRateLimiters, redisRateLimiters } from './platform/http/rate-limiters.ts';
import { noStore } from './platform/http/security-headers.ts';
import { useRequestChain } from './platform/http/request-chain.ts';
import { unavailableResponse } from './platform/http/unavailable.ts';
import { webAppRoutes } from './modules/pages/index.ts';
import { seoRoutes } from './modules/pages/index.ts';
import type { Logger } from './platform/logger.ts';
import { capMailsPerRecipient } from './platform/mail/mail-cap.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { createAccountRepository } from './modules/account/index.ts';
import { accountRoutes, sessionRoutes } from './modules/account/index.ts';
import { createAccountService } from './modules/account/index.ts';
import { createCompletionsRepository, createCompletionsService } from './modules/completions/index.ts';
import { completionsRoutes } from './modules/completions/index.ts';
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
import { createRemindersRepository, createRemindersService } from './modules/reminders/index.ts';
import { calendarRoutes, remindersMeRoutes, remindersPublicRoutes } from './modules/reminders/index.ts';
import { createPushSender, createReminderScheduler, resolveVapidKeys } from './modules/reminders/index.ts';

export interface AppDeps {
  env: Env;
  db: Db;
  logger: Logger;
  /** Default: the socket's address, or X-Forwarded-For as TRUST_PROXY allows. */
  clientIp?: ClientIpResolver;
  /** Default: SMTP_URL, else the outbox folder. */
  mailer?: Mailer;
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

export function createApp({ env, db, logger, clientIp, mailer }: AppDeps): App {
  const catalogue = createCatalogueService(createCatalogueRepository(db.kysely));
  // Request limits count in Redis when it is configured, else in this process's memory.
  const limits = env.redisUrl ? redisRateLimiters(env.redisUrl, logger) : memoryRateLimiters();
  const mail = capMailsPerRecipient(mailer ?? createMailer(env, logger), {
    limiters: limits,
    ...env.mailCap,
    logger,
  });
  // The secret is settled now, so a missing or short one stops the start; better-auth waits.
  const authSecret = resolveAuthSecret(env);
  const awards = createAchievementsService(db.kysely);
  const auth = lazyAuth({
    env: { ...env, authSecret },
    db,
    mailer: mail,
    logger,
    // A zone recorded for the first time (at sign-in) dates the actions made without one.
    timeZoneRecorded: (userId) => awards.timeZoneChanged(userId),
  });
  const sessions = createSessionRepository(db.kysely);
  const shop = createShopService(createShopRepository(db.kysely), awards);
  const journal = createJournalService(createJournalRepository(db.kysely));
  // The journeys are read from the content files (start-up checked them) once, from now on, so no
  // request waits on the parse; a failed read is logged and tried again by the next request.
  let journeyFiles: ReturnType<typeof loadContent> | undefined;
  const journeyContent = async () => {
    journeyFiles ??= loadContent(env.contentDir).catch((error: unknown) => {
      journeyFiles = undefined;
      throw error;
    });
    return (await journeyFiles).journeys;
  };
  journeyContent().catch((err: unknown) => logger.warn({ err }, 'journeys not loaded yet'));
  const journeys = createJourneysService(createJourneysRepository(db.kysely), awards, journeyContent);
  const achievementViews = createAchievementViews(createAchievementTextsRepository(db.kysely), awards);
  const completions = createCompletionsService(
    createCompletionsRepository(db.kysely),
    awards,
    achievementViews,
    undefined,
    // A completion may be a journey's step, stored in the completion's transaction.
    { ritualSteps: journeys.ritualSteps },
  );
  const progress = createProgressService(
    createProgressRepository(db.kysely),
    awards,
    achievementViews,
    undefined,
    { frozenDays: (userId) => shop.frozenDays(userId) },
    env.progressAnswersKept,
  );
  const insights = createInsightsService(createInsightsRepository(db.kysely), {
    frozenDays: (userId) => shop.frozenDays(userId),
    moodsSince: (userId, from) => journal.moodsSince(userId, from),
  });
  const dailyTips = createDailyTipService(createDailyTipRepository(db.kysely), awards, {
    frozenDays: (userId) => shop.frozenDays(userId),
  });
  // Reminder links (unsubscribe, the calendar feed) are signed with the auth secret.
  const vapid = resolveVapidKeys(env);
  const reminderDeps = {
    repository: createRemindersRepository(db.kysely),
    dailyTips,
    // The reminder and the calendar name the day's step of the journeys the user follows.
    journeys,
    baseUrl: env.baseUrl,
    authSecret,
    now: () => new Date(),
  };
  const reminders = createRemindersService({ ...reminderDeps, allowHttpPush: env.nodeEnv !== 'production' });
  const reminderScheduler = createReminderScheduler({
    ...reminderDeps,
    mailer: mail,
    sendPush: createPushSender(vapid),
    logger,
  });
  const me = createAccountService(createAccountRepository(db.kysely), {
    timeZoneChanged: (userId) => awards.timeZoneChanged(userId),
    // The data export: each module writes the sections of its own tables.
    exportSections: async (userId) => {
      const [ritual, daily, achievements, reminding, notes, wallet, paths] = await Promise.all([
        completions.exportSection(userId),
        dailyTips.exportSection(userId),
        awards.exportSection(userId),
        reminders.exportSection(userId),
        journal.exportSection(userId),
        shop.exportSection(userId),
        journeys.exportSection(userId),
      ]);
      return { ...ritual, ...daily, ...achievements, ...reminding, ...notes, ...wallet, ...paths };
    },
  });
  const cookies = authCookies(env.baseUrl);
  const resolveIp = clientIp ?? socketClientIp(env.trustProxy);
  const hono = new Hono();

  const metrics = createMetrics(db, env.metricsToken, { rateLimitFallbacks: limits.fallbacks });
  const https = servedOverHttps(env.baseUrl);
  useRequestChain(hono, { env, logger, metrics, limits, clientIp: resolveIp, https });
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
    .route('/', completionsRoutes(completions))
    .route('/', progressRoutes(progress))
    .route('/', achievementsRoutes(achievementViews))
    .route('/', insightsRoutes(insights))
    .route('/', remindersMeRoutes(reminders))
    .route('/', walletRoutes(shop))
    .route('/', journalRoutes(journal))
    .route('/', myJourneyRoutes(journeys));
  hono.route('/api/v1/me', privateApi);
  hono.route('/api/v1', remindersPublicRoutes(reminders, vapid.publicKey));
  hono.route('/calendar', calendarRoutes(reminders));
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
  if (env.reminderScheduler) reminderScheduler.start();
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
      await reminderScheduler.stop();
      await limits.close();
      mail.close();
    },
  };
}
