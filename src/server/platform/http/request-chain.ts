import type { Hono, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { databaseFailedDuringRequest, withRequestBudget } from '../db/request-budget.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import { apiBodyLimit } from './body-limit.ts';
import type { ClientIpResolver } from './client-ip.ts';
import { jsonBodies } from './content-type.ts';
import { jsonErrors } from './json-errors.ts';
import type { Metrics } from './metrics.ts';
import { originCheck } from './origin-check.ts';
import { accountSignInThrottle } from './rate-limit-account.ts';
import { authRateLimit } from './rate-limit.ts';
import type { RateLimiters } from './rate-limiters.ts';
import { requestId } from './request-id.ts';
import { requestLog } from './request-log.ts';
import { noStore, securityHeaders } from './security-headers.ts';
import { refuseControlCharacters } from './text-fields.ts';
import { unavailableResponse } from './unavailable.ts';

export interface RequestChainDeps {
  env: Pick<Env, 'baseUrl' | 'dbTimeouts' | 'authRateLimit' | 'accountThrottle'>;
  logger: Logger;
  metrics: Metrics;
  limits: RateLimiters;
  clientIp: ClientIpResolver;
  https: boolean;
}

// One-click unsubscribe (RFC 8058): the mail provider POSTs a form without Origin; the signed
// link is the credential, so the CSRF and JSON rules do not apply to it.
// A comparison of the path: hono/combine's except() composed its middleware anew per request.
const ONE_CLICK = new Set(['/api/v1/reminders/unsubscribe']);
const exceptOneClick =
  (middleware: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    ONE_CLICK.has(c.req.path) ? next() : middleware(c, next);

/**
 * What every request passes through before a module's route, in order: its id, log line, metrics
 * and security headers; the database's request patience; then, for the API, JSON errors, the
 * origin and body rules, the rate limits and compression. Modules add routes after it.
 */
export function useRequestChain(
  hono: Hono,
  { env, logger, metrics, limits, clientIp, https }: RequestChainDeps,
) {
  hono.use('*', requestId());
  hono.use('*', requestLog(logger));
  hono.use('*', metrics.middleware);
  hono.use('*', securityHeaders({ https }));
  hono.use('*', async (c, next) => {
    c.set('clientIp', clientIp(c));
    await next();
  });
  // Every request (pages and the calendar feed too) waits on the database with a request's
  // short timeouts; work outside one (reminders) with the background's.
  hono.use('*', (c, next) => withRequestBudget(env.dbTimeouts.lockMs, next));
  // A database that failed under a request makes it a 503, even where a library (better-auth)
  // caught the error and answered a bare 500, or a 401 because it could not read the session
  // (list-sessions, list-accounts): "not signed in" would be a guess, and the client would drop
  // a session that is still valid.
  hono.use('/api/*', async (c, next) => {
    await next();
    const status = c.res.status;
    if ((status === 500 || status === 401) && databaseFailedDuringRequest()) c.res = unavailableResponse(c);
  });
  hono.use('/api/*', jsonErrors());
  hono.use('/api/*', exceptOneClick(originCheck(env.baseUrl)));
  hono.use('/api/*', apiBodyLimit());
  hono.use('/api/*', exceptOneClick(jsonBodies()));
  hono.use('/api/*', refuseControlCharacters());
  hono.use('/api/*', authRateLimit({ limiters: limits, ...env.authRateLimit, logger }));
  hono.use('/api/auth/*', accountSignInThrottle({ limiters: limits, ...env.accountThrottle, logger }));
  hono.use('/api/*', compress());
  // Account answers carry tokens and session cookies: never cached.
  hono.use('/api/auth/*', noStore);
}
