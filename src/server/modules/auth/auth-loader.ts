import type { Auth, AuthDeps } from './auth.ts';

/** The app's better-auth instance, created by the first call; every call shares that one. */
export type AuthLoader = () => Promise<Auth>;

/**
 * better-auth is some 300 modules, about half of start-up's module loading, and a visitor's
 * requests never touch it. So it is loaded and created by the first request that needs it — an
 * /api/auth/* route, or a session lookup for a request that carries a session cookie
 * (docs/decisions/0024-fast-start.md) — not at start. One shared promise: requests racing to be
 * first get the same instance. A failure to create it is kept like any other (better-auth's own
 * $context promise keeps its failure too) and answered as a 500 by every request needing it.
 */
export function lazyAuth(deps: AuthDeps): AuthLoader {
  let created: Promise<Auth> | undefined;
  return () => (created ??= import('./auth.ts').then(({ createAuth }) => createAuth(deps)));
}
