import type { MiddlewareHandler } from 'hono';
import { errorResponse } from '../../platform/http/errors.ts';
import type { AuthLoader } from './auth-loader.ts';
import type { SessionUser } from './auth.ts';
import { sessionLookup, type CurrentSession } from './session-lookup.ts';
import type { SessionRepository } from './session.repository.ts';

/** Routes that serve visitors and signed-in users alike: the user is null for a visitor. */
export interface MaybeSignedIn {
  Variables: { user: SessionUser | null; session: CurrentSession | null };
}

/** Routes behind `requireSession`: the user is always there. */
export interface SignedIn {
  Variables: { user: SessionUser; session: CurrentSession };
}

function passOn(res: Response, cookies: string[]): void {
  for (const cookie of cookies) res.headers.append('set-cookie', cookie);
}

/** Puts the signed-in user, or null for a visitor, on the context. */
export function sessionMiddleware(
  auth: AuthLoader,
  sessions: SessionRepository,
): MiddlewareHandler<MaybeSignedIn> {
  const readSession = sessionLookup(auth, sessions);
  return async (c, next) => {
    const found = await readSession(c.req.raw.headers);
    c.set('user', found.user);
    c.set('session', found.session);
    await next();
    passOn(c.res, found.setCookies);
  };
}

/** The private API's gate: without a valid session every route answers 401 "No authenticated user". */
export function requireSession(auth: AuthLoader, sessions: SessionRepository): MiddlewareHandler<SignedIn> {
  const readSession = sessionLookup(auth, sessions);
  return async (c, next) => {
    const { user, session, setCookies } = await readSession(c.req.raw.headers);
    if (!user || !session) {
      const res = errorResponse(c, 401, 'not_authenticated');
      passOn(res, setCookies);
      return res;
    }
    c.set('user', user);
    c.set('session', session);
    await next();
    passOn(c.res, setCookies);
  };
}
