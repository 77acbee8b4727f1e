import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AuthLoader } from './auth-loader.ts';
import type { Auth, SessionUser } from './auth.ts';
import type { SessionRepository } from './session.repository.ts';
import { LruMap } from '../../platform/lru-map.ts';

export interface CurrentSession {
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface FoundSession {
  user: SessionUser | null;
  session: CurrentSession | null;
  /** Cookies better-auth set (a longer life, or clearing a dead session), for the response. */
  setCookies: string[];
}

const NOBODY: FoundSession = { user: null, session: null, setCookies: [] };

/** The token of a cookie value `token.base64(HMAC-SHA256(token))` signed with `secret`, else null. */
function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

// Signed cookie values already verified, with their token: verifying is a pure function of the
// value and the secret, and an HMAC costs more than the rest of the lookup's JavaScript. Only
// valid values are kept (forging one takes the secret), at most this many.
const VERIFIED_KEPT = 10_000;

function verifiedTokens(secret: string) {
  const kept = new LruMap<string, string>(VERIFIED_KEPT);
  return (value: string): string | null => {
    const known = kept.get(value);
    if (known !== undefined) return known;
    const token = verifiedToken(value, secret);
    return token === null ? null : kept.set(value, token);
  };
}

/** better-auth's own getSession, with the cookies it sets. */
async function viaBetterAuth(auth: Auth, headers: Headers): Promise<FoundSession> {
  const { headers: answer, response } = await auth.api.getSession({ headers, returnHeaders: true });
  return {
    user: response?.user ?? null,
    session: response?.session ?? null,
    setCookies: answer.getSetCookie(),
  };
}

/**
 * Finds the request's session the way better-auth's getSession does, and as cheaply as it can
 * (docs/decisions/0014-session-lookup.md): the usual request — a validly signed cookie for a live
 * session that needs no renewal — costs one synchronous HMAC and one indexed read of the session
 * with its user (docs/decisions/0020-session-read.md; better-auth's own read where a secondary
 * storage is configured), so a revoked session is refused on the very next request. Anything else (renewal due, an expired or unknown session whose
 * cookies must be cleared, a "don't remember me" session, a stray cookie cache) goes through
 * better-auth's getSession itself, which sets the cookies those cases need. A request without a
 * session cookie needs none of it; the first one with one loads better-auth (auth-loader.ts).
 */
export function sessionLookup(getAuth: AuthLoader, sessions: SessionRepository) {
  let loaded:
    | Promise<{
        auth: Auth;
        parseCookies: (header: string) => Map<string, string>;
        verify: (value: string) => string | null;
      }>
    | undefined;
  const betterAuth = () =>
    (loaded ??= Promise.all([getAuth(), import('better-auth/cookies')]).then(async ([auth, cookies]) => ({
      auth,
      parseCookies: cookies.parseCookies,
      verify: verifiedTokens((await auth.$context).secret),
    })));

  return async function findSession(headers: Headers): Promise<FoundSession> {
    const header = headers.get('cookie') ?? '';
    if (!header.includes('session_token=')) return NOBODY;
    const { auth, parseCookies, verify } = await betterAuth();
    const context = await auth.$context;
    const cookies = parseCookies(header);
    const value = cookies.get(context.authCookies.sessionToken.name);
    if (!value) return NOBODY;
    const unusual =
      cookies.has(context.authCookies.dontRememberToken.name) ||
      cookies.has(context.authCookies.sessionData.name);
    const token = unusual ? null : verify(value);
    if (!token) return viaBetterAuth(auth, headers);
    const found = context.secondaryStorage
      ? await context.internalAdapter.findSession(token)
      : await sessions.findByToken(token);
    if (!found) return viaBetterAuth(auth, headers);
    const { expiresIn, updateAge } = context.sessionConfig;
    const expiresAt = found.session.expiresAt.getTime();
    const renewalDue = expiresAt - expiresIn * 1000 + updateAge * 1000 <= Date.now();
    if (expiresAt <= Date.now() || renewalDue) return viaBetterAuth(auth, headers);
    return { user: found.user as SessionUser, session: found.session, setCookies: [] };
  };
}
