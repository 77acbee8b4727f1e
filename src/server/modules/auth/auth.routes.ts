import { Hono } from 'hono';
import { authProvidersResponseSchema } from '../../../shared/api/account.ts';
import type { Env } from '../../platform/env.ts';
import { apiTag, ok } from '../../platform/http/api-route.ts';
import { CLIENT_IP_HEADER } from '../../platform/http/client-ip.ts';
import { requestLanguage } from '../../platform/http/errors.ts';
import type { AuthLoader } from './auth-loader.ts';
import { localizeAuthError } from './auth-errors.ts';
import { availableProviders } from './oauth-providers.ts';

/** better-auth's own endpoints, under /api/auth/*; the first such request creates better-auth. */
export function betterAuthRoutes(getAuth: AuthLoader) {
  return new Hono().on(['GET', 'POST'], '/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    // Only the address we resolved may reach better-auth under this name.
    headers.delete(CLIENT_IP_HEADER);
    const ip = c.get('clientIp');
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    // The body comes from Hono's cached text: the request guards have already read it once.
    const body = c.req.method === 'POST' ? await c.req.text() : undefined;
    const auth = await getAuth();
    const request = new Request(c.req.url, { method: c.req.method, headers, body, signal: c.req.raw.signal });
    const response = await auth.handler(request);
    return localizeAuthError(response, requestLanguage(c));
  });
}

export const authApi = {
  providers: apiTag('Account').open({
    method: 'get',
    path: '/api/v1/auth/providers',
    summary: 'Which sign-in methods are offered',
    description: 'Google and GitHub only when their client id and secret are configured.',
    answers: { 200: { description: 'One flag per method.', schema: authProvidersResponseSchema } },
  }),
};

/** GET /api/v1/auth/providers: which sign-in buttons the UI may show. */
export function authProviderRoutes(env: Env) {
  const data = availableProviders(env);
  return new Hono().get('/providers', (c) => {
    c.header('Cache-Control', 'no-cache');
    return ok(c, authApi.providers, 200, data);
  });
}
