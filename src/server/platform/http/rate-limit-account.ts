import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { databaseFailedDuringRequest } from '../db/request-budget.ts';
import type { Logger } from '../logger.ts';
import { rateLimited } from './rate-limit.ts';
import { countOne, type RateLimiters } from './rate-limiters.ts';

export interface AccountThrottleOptions {
  limiters: RateLimiters;
  /** Wrong passwords allowed per account and window before password sign-in is paused. */
  maxFailures: number;
  windowSeconds: number;
  logger: Logger;
}

/** Counted under a hash (`ritualia:acct:sign-in:<hash>`), so Redis never holds e-mail addresses. */
const accountKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

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
  limiters,
  maxFailures,
  windowSeconds,
  logger,
}: AccountThrottleOptions): MiddlewareHandler {
  const failures = limiters.limiter('ritualia:acct:sign-in', maxFailures, windowSeconds);
  const failOpen = (err: unknown) => {
    logger.error({ err }, 'rate limit store failed; sign-in count per account not corrected');
  };
  return async (c, next) => {
    if (c.req.method !== 'POST' || c.req.path.replace(/\/+$/, '') !== '/api/auth/sign-in/email') {
      return next();
    }
    const email = await emailIn(c);
    if (!email) return next();
    const key = accountKey(email);
    const counted = await countOne(failures, key, logger, 'sign-in per account');
    if (counted?.over) {
      // Past the limit the count stays where it is: the refused attempt guessed nothing.
      await (await failures).reward(key).catch(failOpen);
      logger.warn(
        { event: 'sign_in_paused' },
        'password sign-in paused for an account after repeated failures',
      );
      return rateLimited(c, counted.msBeforeNext);
    }
    let status = 0;
    try {
      await next();
      status = c.res.status;
    } finally {
      // A 401 read from a database that failed is no guess (the app turns it into a 503).
      const guessed = status === 401 && !databaseFailedDuringRequest();
      if (counted && status >= 200 && status < 300) await (await failures).delete(key).catch(failOpen);
      else if (counted && !guessed) await (await failures).reward(key).catch(failOpen);
    }
  };
}
