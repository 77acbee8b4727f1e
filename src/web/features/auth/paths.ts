/** Where e-mail links and providers return: /auth/callback, carrying the page to go back to. */
export function callbackPath(returnUrl: string): string {
  return returnUrl === '/' ? '/auth/callback' : `/auth/callback?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** A link between the guest pages that keeps ?returnUrl= along. */
export function withReturnUrl(path: string, returnUrl: string): string {
  return returnUrl === '/' ? path : `${path}?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** The sign-in page, remembering where to come back to. */
export function loginPath(returnUrl: string): string {
  return `/auth/login?returnUrl=${encodeURIComponent(returnUrl)}`;
}
