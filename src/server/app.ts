import { Hono } from 'hono';
import { getCookies } from 'better-auth/cookies';
import { except } from 'hono/combine';
import { compress } from 'hono/compress';
import { createAuth, type Auth } from './auth/auth.ts';
import { authProviderRoutes, betterAuthRoutes } from './auth/auth.routes.ts';
import { resolveAuthSecret } from './auth/auth-secret.ts';
import { catalogueRoutes } from './catalogue/catalogue.routes.ts';
import { createCatalogueRepository } from './catalogue/catalogue.repository.ts';
import { createCatalogueService, type CatalogueService } from './catalogue/catalogue.service.ts';
import { createDailyTipRepository } from './daily-tip/daily-tip.repository.ts';
import { commitmentRoutes, dailyTipRoutes } from './daily-tip/daily-tip.routes.ts';
import { createDailyTipService } from './daily-tip/daily-tip.service.ts';
import type { Db } from './db/database.ts';
import type { Env } from './env.ts';
import { healthRoutes } from './health/health.routes.ts';
import { socketClientIp, type ClientIpResolver } from './http/client-ip.ts';
import { AppError, errorResponse } from './http/errors.ts';
import { originCheck } from './http/origin-check.ts';
import { authRateLimit } from './http/rate-limit.ts';
import { memoryRateLimitStore, redisRateLimitStore, type RateLimitStore } from './http/rate-limit-store.ts';
import { securityHeaders } from './http/security-headers.ts';
import { sessionMiddleware } from './http/session.ts';
import { webAppRoutes } from './http/web-app.ts';
import type { Logger } from './logger.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createMeRepository } from './me/me.repository.ts';
import { meRoutes, sessionRoutes } from './me/me.routes.ts';
import { awardAchievements } from './progress/achievement-awards.ts';
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
  catalogue: CatalogueService;
  auth: Auth;
  /** Settles when the app's own connections (Redis) are up or have failed with a logged error. */
  ready: Promise<void>;
  /** Releases what the app opened (Redis, SMTP); the database belongs to the caller. */
  close(): Promise<void>;
}

export function createApp({ env, db, logger, clientIp, mailer, rateLimitStore }: AppDeps): App {
  const catalogue = createCatalogueService(createCatalogueRepository(db.kysely));
  const mail = mailer ?? createMailer(env, logger);
  const limits =
    rateLimitStore ?? (env.redisUrl ? redisRateLimitStore(env.redisUrl, logger) : memoryRateLimitStore());
  const auth = createAuth({ env: { ...env, authSecret: resolveAuthSecret(env) }, db, mailer: mail, logger });
  const me = createMeService(createMeRepository(db.kysely, db.dialect), {
    timeZoneChanged: (userId) =>
      db.kysely.transaction().execute((trx) => awardAchievements(trx, userId, new Date())),
  });
  const shop = createShopService(createShopRepository(db.kysely, db.dialect));
  const journal = createJournalService(createJournalRepository(db.kysely));
  const progress = createProgressService(createProgressRepository(db.kysely), undefined, {
    frozenDays: (userId) => shop.frozenDays(userId),
    exportSections: (userId) => journal.exportSection(userId),
  });
  const dailyTips = createDailyTipService(createDailyTipRepository(db.kysely));
  const cookies = Object.values(getCookies(auth.options)).map((c) => ({
    name: c.name,
    secure: c.attributes.secure === true,
  }));
  const resolveIp = clientIp ?? socketClientIp(env.trustProxy);
  const hono = new Hono();

  hono.use('*', securityHeaders({ https: env.baseUrl.startsWith('https://') }));
  hono.use('*', async (c, next) => {
    c.set('clientIp', resolveIp(c));
    await next();
  });
  hono.use('/api/*', originCheck(env.baseUrl));
  hono.use('/api/*', authRateLimit({ store: limits, ...env.authRateLimit, logger }));
  hono.use('/api/*', compress());
  // Public, cached reads skip the session lookup; every other /api/v1 route knows its user.
  hono.use(
    '/api/v1/*',
    except(
      [
        '/api/v1/rituals',
        '/api/v1/rituals/*',
        '/api/v1/auth/*',
        '/api/v1/daily-tip',
        '/api/v1/moon',
        '/api/v1/shop',
      ],
      sessionMiddleware(auth),
    ),
  );

  // Everything about the signed-in user is private and changes with each action: never cached.
  for (const path of ['/api/v1/session', '/api/v1/me', '/api/v1/me/*']) {
    hono.use(path, async (c, next) => {
      await next();
      c.res.headers.set('Cache-Control', 'no-store');
    });
  }
  hono.route('/api/auth', betterAuthRoutes(auth));
  hono.route('/api/health', healthRoutes(catalogue, logger));
  hono.route('/api/v1/rituals', catalogueRoutes(catalogue));
  hono.route('/api/v1/auth', authProviderRoutes(env));
  hono.route('/api/v1/daily-tip', dailyTipRoutes(dailyTips));
  hono.route('/api/v1/moon', moonRoutes(createMoonService()));
  hono.route('/api/v1/me', commitmentRoutes(dailyTips));
  hono.route('/api/v1/session', sessionRoutes(me));
  hono.route('/api/v1/me', meRoutes(me, cookies));
  hono.route('/api/v1/me', progressRoutes(progress));
  hono.route('/api/v1/shop', shopRoutes(shop));
  hono.route('/api/v1/me', walletRoutes(shop));
  hono.route('/api/v1/me', journalRoutes(journal));
  hono.all('/api/*', (c) => errorResponse(c, 404, 'not_found'));
  hono.route('/', webAppRoutes(env.webDir));

  hono.onError((error, c) => {
    if (error instanceof AppError) return errorResponse(c, error.status, error.code);
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return errorResponse(c, 500, 'internal');
  });
  return {
    hono,
    catalogue,
    auth,
    ready: limits.ready,
    async close() {
      await limits.close();
      mail.close();
    },
  };
}
