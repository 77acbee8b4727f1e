// The module's public face: the only file other modules and the composition root import.
export { betterAuthApi } from './auth-api.ts';
export { authCookies, servedOverHttps, type SessionCookie } from './auth-cookies.ts';
export { lazyAuth, type AuthLoader } from './auth-loader.ts';
export { keptInDataDir, resolveAuthSecret } from './auth-secret.ts';
export { authApi, authProviderRoutes, betterAuthRoutes } from './auth.routes.ts';
export { verifyPassword } from './password-hash.ts';
export { createSessionRepository } from './session.repository.ts';
export { requireSession, sessionMiddleware, type MaybeSignedIn, type SignedIn } from './session.ts';
