// The pages whose start the browser benches (bench/lighthouse.ts, bench/main-thread.ts) and the
// e2e start-up budget (main-thread.test.ts) measure, and what their signed-in user has done first:
// one list, so a page added here is measured everywhere.

export interface StartPage {
  name: string;
  path: string;
  signedIn: boolean;
}

/** Every public and signed-in page, as a visitor or the seeded user opens it. */
export const START_PAGES: readonly StartPage[] = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'about', path: '/about', signedIn: false },
  { name: 'sign-in', path: '/auth/login', signedIn: false },
  { name: 'shop', path: '/shop', signedIn: false },
  { name: 'journeys', path: '/journeys', signedIn: false },
  { name: 'journey', path: '/journeys/start-here', signedIn: false },
  { name: 'home signed in', path: '/', signedIn: true },
  { name: 'daily tip', path: '/daily-tip', signedIn: true },
  { name: 'progress', path: '/progress', signedIn: true },
  { name: 'ritual detail', path: '/ritual/1', signedIn: true },
  { name: 'profile', path: '/profile', signedIn: true },
  { name: 'shop signed in', path: '/shop', signedIn: true },
];

/**
 * What the signed-in user has done before a page is measured, so the pages have something to show:
 * one ritual done today, a favourite and a journey followed. Each is an API call (method, address,
 * JSON body).
 */
export const SIGNED_IN_SEEDS: readonly (readonly [method: string, address: string, body?: object])[] = [
  ['POST', '/api/v1/me/completions', { ritual_id: 1 }],
  ['PUT', '/api/v1/me/favorites/2'],
  ['PUT', '/api/v1/me/journeys/start-here'],
];
