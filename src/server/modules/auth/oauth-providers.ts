import type { GenericOAuthConfig, GenericOAuthUserInfo } from 'better-auth/plugins/generic-oauth';
import type { AuthProviders } from '../../../shared/api/account.ts';
import type { Env } from '../../platform/env.ts';

// Google and GitHub as plain authorization-code flows with state and PKCE (better-auth's
// generic OAuth plugin, which registers them under the usual /sign-in/social and /callback/:id
// routes). Their endpoints are listed here rather than taken from better-auth's built-in
// providers because those cannot be pointed elsewhere, and the integration tests must run the
// whole flow against a local mock server (OAUTH_*_BASE_URL, refused in production by env.ts).

const GOOGLE = {
  authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
};
const GITHUB = {
  authorize: 'https://github.com/login/oauth/authorize',
  token: 'https://github.com/login/oauth/access_token',
  user: 'https://api.github.com/user',
  emails: 'https://api.github.com/user/emails',
};

type OAuthEnv = Pick<Env, 'google' | 'github' | 'oauthBaseUrls'>;

async function getJson<T>(
  url: string,
  accessToken: string | undefined,
  headers: Record<string, string> = {},
) {
  if (!accessToken) return undefined;
  const res = await fetch(url, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json', ...headers },
    redirect: 'error',
    signal: AbortSignal.timeout(10_000),
  });
  return res.ok ? ((await res.json()) as T) : undefined;
}

interface GoogleUserInfo {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

function google(env: OAuthEnv): GenericOAuthConfig | undefined {
  if (!env.google) return undefined;
  const base = env.oauthBaseUrls.google;
  const urls = base
    ? { authorize: `${base}/o/oauth2/v2/auth`, token: `${base}/token`, userinfo: `${base}/v1/userinfo` }
    : GOOGLE;
  return {
    providerId: 'google',
    name: 'Google',
    ...env.google,
    authorizationUrl: urls.authorize,
    tokenUrl: urls.token,
    userInfoUrl: urls.userinfo,
    // Identity only: no offline access, so no long-lived Google token is kept.
    scopes: ['openid', 'email', 'profile'],
    prompt: 'select_account',
    pkce: true,
    // The profile comes from the userinfo endpoint over TLS with the access token we just
    // obtained; the id_token is not trusted unverified.
    async getUserInfo(tokens): Promise<GenericOAuthUserInfo | null> {
      const info = await getJson<GoogleUserInfo>(urls.userinfo, tokens.accessToken);
      if (!info?.sub) return null;
      return {
        id: info.sub,
        email: info.email,
        emailVerified: info.email_verified === true,
        name: info.name ?? '',
        image: info.picture,
      };
    },
    accountSubject: ({ profile }) => String(profile.id),
    requireEmailVerification: true,
  };
}

interface GitHubUser {
  id: number;
  login: string;
  name: string | null;
  email: string | null;
  avatar_url?: string;
}
interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

function github(env: OAuthEnv): GenericOAuthConfig | undefined {
  if (!env.github) return undefined;
  const base = env.oauthBaseUrls.github;
  const urls = base
    ? {
        authorize: `${base}/login/oauth/authorize`,
        token: `${base}/login/oauth/access_token`,
        user: `${base}/user`,
        emails: `${base}/user/emails`,
      }
    : GITHUB;
  const apiHeaders = { Accept: 'application/vnd.github+json', 'User-Agent': 'Ritualia' };
  return {
    providerId: 'github',
    name: 'GitHub',
    ...env.github,
    authorizationUrl: urls.authorize,
    tokenUrl: urls.token,
    userInfoUrl: urls.user,
    scopes: ['read:user', 'user:email'],
    pkce: true,
    async getUserInfo(tokens): Promise<GenericOAuthUserInfo | null> {
      const user = await getJson<GitHubUser>(urls.user, tokens.accessToken, apiHeaders);
      if (!user?.id) return null;
      const emails = (await getJson<GitHubEmail[]>(urls.emails, tokens.accessToken, apiHeaders)) ?? [];
      // The primary address when GitHub has verified it; a public profile e-mail is not proof.
      const chosen =
        emails.find((e) => e.primary && e.verified) ??
        emails.find((e) => e.verified) ??
        emails.find((e) => e.email === user.email);
      return {
        id: String(user.id),
        email: chosen?.email ?? user.email,
        emailVerified: chosen?.verified === true,
        name: user.name || user.login,
        image: user.avatar_url,
      };
    },
    accountSubject: ({ profile }) => String(profile.id),
    requireEmailVerification: true,
  };
}

export function oauthProviderConfigs(env: OAuthEnv): GenericOAuthConfig[] {
  return [google(env), github(env)].filter((c): c is GenericOAuthConfig => c !== undefined);
}

/** What the sign-in page may offer: only providers whose client id and secret are configured. */
export function availableProviders(env: OAuthEnv): AuthProviders {
  return { google: env.google !== undefined, github: env.github !== undefined, magicLink: true };
}
