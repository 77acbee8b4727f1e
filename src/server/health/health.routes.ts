import { Hono } from 'hono';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { errorResponse } from '../http/errors.ts';
import type { Logger } from '../logger.ts';

export function healthRoutes(catalogue: CatalogueService, logger: Logger) {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      return c.json({ status: 'ok', rituals: await catalogue.count() });
    } catch (error) {
      logger.error({ err: error }, 'health check: database did not answer');
      return errorResponse(c, 503, 'database_unavailable');
    }
  });
}
