import type { Context, MiddlewareHandler } from 'hono';
import type { Auth, SessionUser } from '../auth/auth.ts';
import { AppError } from './errors.ts';

export interface CurrentSession {
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in user, from the session cookie only; null for visitors. */
    user: SessionUser | null;
    session: CurrentSession | null;
  }
}

/**
 * Reads the session cookie through better-auth and puts the user on the context. A request
 * without the cookie costs no query. When better-auth extends a session's life it sends a new
 * cookie, which is passed on with whatever response the route gives.
 */
export function sessionMiddleware(auth: Auth): MiddlewareHandler {
  return async (c, next) => {
    c.set('user', null);
    c.set('session', null);
    if (!(c.req.header('cookie') ?? '').includes('ritualia.session_token=')) return next();
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (response) {
      c.set('user', response.user);
      c.set('session', response.session);
    }
    await next();
    for (const cookie of headers.getSetCookie()) c.res.headers.append('set-cookie', cookie);
  };
}

/** The signed-in user, or a 401 "No authenticated user". */
export function requireUser(c: Context): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError(401, 'not_authenticated');
  return user;
}
