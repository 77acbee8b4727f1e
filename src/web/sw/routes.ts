// Which API reads the service worker keeps a copy of.

/** What the app shows of the user's own: not the export (a download) or unseen achievements (a replay). */
const USER_READS = new Set([
  '/api/v1/session',
  '/api/v1/me',
  '/api/v1/me/progress',
  '/api/v1/me/commitments',
  '/api/v1/me/completions',
  '/api/v1/me/favorites',
  '/api/v1/me/streak',
  '/api/v1/me/reminders',
]);

export function isUserRead(pathname: string): boolean {
  return USER_READS.has(pathname);
}

/** Public content the app shows: catalogue, rituals, tips, taxonomy. Not auth, docs or health. */
export function isContentRead(pathname: string): boolean {
  return pathname.startsWith('/api/v1/rituals') || pathname === '/api/v1/daily-tip';
}
