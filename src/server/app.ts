import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { catalogueRoutes } from './catalogue/catalogue.routes.ts';
import { createCatalogueRepository } from './catalogue/catalogue.repository.ts';
import { createCatalogueService, type CatalogueService } from './catalogue/catalogue.service.ts';
import type { Db } from './db/database.ts';
import type { Env } from './env.ts';
import { healthRoutes } from './health/health.routes.ts';
import { AppError, errorResponse } from './http/errors.ts';
import { securityHeaders } from './http/security-headers.ts';
import { webAppRoutes } from './http/web-app.ts';
import type { Logger } from './logger.ts';

export interface AppDeps {
  env: Env;
  db: Db;
  logger: Logger;
}

export interface App {
  hono: Hono;
  catalogue: CatalogueService;
}

export function createApp({ env, db, logger }: AppDeps): App {
  const catalogue = createCatalogueService(createCatalogueRepository(db.kysely));
  const hono = new Hono();

  hono.use('*', securityHeaders({ https: env.baseUrl.startsWith('https://') }));
  hono.use('/api/*', compress());

  hono.route('/api/health', healthRoutes(catalogue, logger));
  hono.route('/api/v1/rituals', catalogueRoutes(catalogue));
  hono.all('/api/*', (c) => errorResponse(c, 404, 'not_found'));
  hono.route('/', webAppRoutes(env.webDir));

  hono.onError((error, c) => {
    if (error instanceof AppError) return errorResponse(c, error.status, error.code);
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return errorResponse(c, 500, 'internal');
  });
  return { hono, catalogue };
}
