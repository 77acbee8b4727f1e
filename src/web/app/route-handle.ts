/**
 * The data a page shows, by name; src/web/entry-server.tsx maps each to its feature's prefetch
 * function, so that code is in the server's build only, not in the browser's.
 */
export type PageData = 'catalogue' | 'ritual' | 'progress' | 'dailyTip' | 'shop' | 'journeys';

/** The page's description in the head: `description.<key>` in the meta translations. */
export type PageMetaKey = 'catalogue' | 'about' | 'shop' | 'journeys' | 'auth' | 'private';

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
  /** The queries the page shows, fetched before the server renders it. */
  data?: PageData;
  /**
   * Code beyond the page's own chunk that the server's HTML at this address shows (a filtered
   * catalogue's chips): loaded before hydration, so it works as soon as the page does.
   */
  preload?: (search: URLSearchParams) => Promise<void> | undefined;
}
