import type { PrefetchContext } from '../lib/prefetch-context.ts';

/** The page's description in the head: `meta.<key>` in the common translations. */
export type PageMetaKey = 'catalogue' | 'about' | 'shop' | 'auth' | 'private';

/**
 * What the server needs to know about a route before it renders it, declared beside the route
 * (routes.tsx) so the browser's guards and the server's answer never disagree.
 */
export interface RouteHandle {
  /** private: signed-in only (a visitor is sent to sign in); guest: a signed-in user is sent on. */
  access?: 'private' | 'guest';
  /** An old or unknown address: answered with a redirect there. */
  redirectTo?: string;
  /** The redirect keeps the query string (/rituals?intention=love → /?intention=love). */
  keepQuery?: boolean;
  /** The queries the page shows, declared by its feature; fetched before the server renders it. */
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
  meta?: PageMetaKey;
  /** Search engines leave the page out (accounts' own pages, one-time links). */
  noindex?: boolean;
}
