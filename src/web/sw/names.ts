// Names the service worker and the page share; plain strings, no DOM or worker types.

/** The cache of the signed-in user's answers: emptied when they sign out. */
export const USER_CACHE = 'ritualia-user';
/**
 * The pages as the server rendered them (with their data), for opening them again without a
 * network: they may hold the user's data, so they go with the user's cache on sign-out.
 */
export const PAGES_CACHE = 'ritualia-pages';
/** Set on an answer taken from the cache instead of the server (read by src/web/lib/api-client.ts). */
export const FROM_CACHE_HEADER = 'x-ritualia-from-cache';
/** Background Sync's tag for "the queues of actions can be sent now". */
export const OUTBOX_SYNC_TAG = 'ritualia-outbox';
