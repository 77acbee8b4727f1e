import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';
import { errorResponse } from './errors.ts';
import { countOne, type RateLimiters } from './rate-limiters.ts';

// The endpoints that guess at or mail to an account, grouped so that each family has its own
// budget per client address. Paths are better-auth's under /api/auth, plus our own.
const FAMILIES: Record<string, string> = {
  'POST /api/auth/sign-in/email': 'sign-in',
  'POST /api/auth/sign-up/email': 'sign-up',
  'POST /api/auth/send-verification-email': 'sign-up',
  'POST /api/auth/sign-in/magic-link': 'magic-link',
  'POST /api/auth/request-password-reset': 'password-reset',
  'POST /api/auth/reset-password': 'password-reset',
  'POST /api/auth/change-password': 'password-check',
  'DELETE /api/v1/me': 'password-check',
};

export function rateLimitFamily(method: string, path: string): string | undefined {
  return FAMILIES[`${method} ${path.replace(/\/+$/, '')}`];
}

/** IPv6 clients usually hold a whole /64, so they are counted by that prefix. */
export function rateLimitSubject(ip: string | undefined): string {
  if (!ip) return 'unknown';
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export interface AuthRateLimitOptions {
  limiters: RateLimiters;
  /** Per address and window for every family but sign-in. */
  max: number;
  /** Per address and window for password sign-in, which a household behind one address shares. */
  signInMax: number;
  windowSeconds: number;
  logger: Logger;
}

/** Answers 429 with Retry-After in the caller's language. */
export function rateLimited(c: Context, resetMs: number) {
  c.header('Retry-After', String(Math.max(1, Math.ceil(resetMs / 1000))));
  return errorResponse(c, 429, 'rate_limited');
}

/** At most so many requests per family, client address and window; then 429 with Retry-After. */
export function authRateLimit({
  limiters,
  max,
  signInMax,
  windowSeconds,
  logger,
}: AuthRateLimitOptions): MiddlewareHandler {
  // One key per family and address (`ritualia:rl:<family>:<address>`); sign-in has its own budget.
  const perFamily = limiters.limiter('ritualia:rl', max, windowSeconds);
  const signIn = limiters.limiter('ritualia:rl', signInMax, windowSeconds);
  return async (c, next) => {
    const family = rateLimitFamily(c.req.method, c.req.path);
    if (!family) return next();
    const key = `${family}:${rateLimitSubject(c.get('clientIp'))}`;
    const counted = await countOne(family === 'sign-in' ? signIn : perFamily, key, logger, family);
    if (counted?.over) return rateLimited(c, counted.msBeforeNext);
    return next();
  };
}
