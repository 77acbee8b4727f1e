import { Hono } from 'hono';
import { healthSchema, type Health } from '../../shared/api/health.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { defineRoute } from '../http/api-route.ts';
import { errorResponse } from '../http/errors.ts';
import type { Logger } from '../logger.ts';

export const healthApi = {
  get: defineRoute({
    method: 'get',
    path: '/api/health',
    tag: 'Health',
    summary: 'Whether the server and its database answer',
    description: 'For load balancers and monitors; outside the versioned API and its envelope.',
    session: 'none',
    answers: { 200: { description: 'Up, with the number of active rituals.', schema: healthSchema } },
    errors: { 503: ['database_unavailable'] },
  }),
};

export function healthRoutes(catalogue: CatalogueService, logger: Logger) {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      const body: Health = { status: 'ok', rituals: await catalogue.count() };
      return c.json(body);
    } catch (error) {
      logger.error({ err: error }, 'health check: database did not answer');
      return errorResponse(c, 503, 'database_unavailable');
    }
  });
}
