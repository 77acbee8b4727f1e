// The names of better-auth's cookies, known without loading better-auth (which auth-loader.ts
// loads on first use): better-auth names each `<prefix>.<cookie>`, with `__Secure-` in front when
// the site is served over HTTPS, from the options auth.ts gives it. The pages (is someone signed
// in?) and account deletion (clear them all) need the names from the first request on.
// tests/integration/auth-lazy.test.ts compares them with better-auth's own.

export const AUTH_COOKIE_PREFIX = 'ritualia';

/** better-auth's cookies, in the order it lists them. */
const AUTH_COOKIES = ['session_token', 'session_data', 'dont_remember', 'account_data'] as const;

export interface SessionCookie {
  name: string;
  secure: boolean;
}

/** Cookies are Secure, and carry better-auth's `__Secure-` prefix, when the site is HTTPS. */
export const servedOverHttps = (baseUrl: string) => baseUrl.startsWith('https://');

export function authCookies(baseUrl: string): SessionCookie[] {
  const secure = servedOverHttps(baseUrl);
  const prefix = secure ? '__Secure-' : '';
  return AUTH_COOKIES.map((cookie) => ({ name: `${prefix}${AUTH_COOKIE_PREFIX}.${cookie}`, secure }));
}
