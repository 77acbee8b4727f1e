import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { databaseFailedDuringRequest } from '../db/request-budget.ts';
import type { Logger } from '../logger.ts';
import { rateLimited } from './rate-limit.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

export interface AccountThrottleOptions {
  store: RateLimitStore;
  /** Wrong passwords allowed per account and window before password sign-in is paused. */
  maxFailures: number;
  windowSeconds: number;
  logger: Logger;
}

/** Counted under a hash, so the shared store never holds e-mail addresses. */
const accountKey = (email: string) =>
  `ritualia:acct:sign-in:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

/** The e-mail of a sign-in body, read through Hono's cached text like every other reader. */
async function emailIn(c: Context): Promise<string | undefined> {
  try {
    const body = JSON.parse(await c.req.text()) as { email?: unknown };
    return typeof body.email === 'string' && body.email ? body.email : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Password guessing spread over many addresses still aims at one account: after `maxFailures`
 * wrong passwords for an e-mail within the window, password sign-in for it answers 429 until
 * the window ends, whichever address asks. The key is the address typed, known account or not,
 * so the pause reveals nothing. Only password sign-in pauses: the owner can still sign in with
 * an e-mail link or reset the password. A successful sign-in clears the count.
 *
 * Each attempt is counted before it runs, in one atomic step of the store, and answered 429 when
 * it is past the limit: a burst of concurrent guesses cannot all read "under the limit" before
 * any of them is counted. An attempt that turns out not to be a wrong password (a success, a
 * malformed request, a database that could not answer) gives its count back.
 */
export function accountSignInThrottle({
  store,
  maxFailures,
  windowSeconds,
  logger,
}: AccountThrottleOptions): MiddlewareHandler {
  const windowMs = windowSeconds * 1000;
  const failOpen = (err: unknown) => {
    logger.error({ err }, 'rate limit store failed; sign-in not throttled per account');
    return undefined;
  };
  return async (c, next) => {
    if (c.req.method !== 'POST' || c.req.path.replace(/\/+$/, '') !== '/api/auth/sign-in/email') {
      return next();
    }
    const email = await emailIn(c);
    if (!email) return next();
    const key = accountKey(email);
    const counted = await store.hit(key, windowMs).catch(failOpen);
    if (counted && counted.count > maxFailures) {
      // Past the limit the count stays where it is: the refused attempt guessed nothing.
      await store.unhit(key).catch(failOpen);
      logger.warn(
        { event: 'sign_in_paused' },
        'password sign-in paused for an account after repeated failures',
      );
      return rateLimited(c, counted.resetMs);
    }
    let status = 0;
    try {
      await next();
      status = c.res.status;
    } finally {
      // A 401 read from a database that failed is no guess (the app turns it into a 503).
      const guessed = status === 401 && !databaseFailedDuringRequest();
      if (counted && status >= 200 && status < 300) await store.clear(key).catch(failOpen);
      else if (counted && !guessed) await store.unhit(key).catch(failOpen);
    }
  };
}
