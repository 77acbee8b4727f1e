import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Google's and GitHub's OAuth servers, strict where the real ones are:
// it checks client id and secret, the registered redirect URI, state, PKCE (S256) and
// single-use codes, so a flow that passes here speaks proper OAuth 2.0.

export interface GoogleProfile {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  picture?: string;
}
export interface GitHubProfile {
  id: number;
  login: string;
  name: string | null;
  email: string | null;
  avatar_url?: string;
  emails: { email: string; primary: boolean; verified: boolean }[];
}
type Provider = 'google' | 'github';

interface Grant {
  provider: Provider;
  redirectUri: string;
  challenge: string;
  profile: GoogleProfile | GitHubProfile;
}

export interface MockOAuth {
  url: string;
  env: Record<string, string>;
  /** What the user does on the provider's consent page next time: approve as this profile, or deny. */
  next: { google: GoogleProfile | 'deny'; github: GitHubProfile | 'deny' };
  /** Token requests that were refused, with the reason (for asserting a flow was honest). */
  refused: string[];
  close(): Promise<void>;
}

const CLIENTS: Record<Provider, { id: string; secret: string }> = {
  google: { id: 'google-test-client', secret: 'google-test-secret' },
  github: { id: 'github-test-client', secret: 'github-test-secret' },
};

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startMockOAuth(appBaseUrl: string): Promise<MockOAuth> {
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Grant['profile']>();
  const refused: string[] = [];
  const mock = {
    next: { google: 'deny', github: 'deny' } as MockOAuth['next'],
  };

  function authorize(provider: Provider, url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri') ?? '';
    const problem =
      q.get('client_id') !== CLIENTS[provider].id
        ? 'unknown client_id'
        : redirectUri !== `${appBaseUrl}/api/auth/callback/${provider}`
          ? `unregistered redirect_uri ${redirectUri}`
          : q.get('response_type') !== 'code'
            ? 'response_type must be code'
            : !q.get('state')
              ? 'state missing'
              : q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')
                ? 'PKCE S256 challenge missing'
                : undefined;
    if (problem) return res.writeHead(400, { 'content-type': 'text/plain' }).end(problem);
    const back = new URL(redirectUri);
    back.searchParams.set('state', q.get('state') ?? '');
    const decision = mock.next[provider];
    if (decision === 'deny') {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user denied the request');
    } else {
      const code = randomBytes(16).toString('hex');
      grants.set(code, {
        provider,
        redirectUri,
        challenge: q.get('code_challenge') ?? '',
        profile: decision,
      });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.toString() }).end();
  }

  async function token(provider: Provider, req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req);
    const basic = req.headers.authorization?.startsWith('Basic ')
      ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString().split(':')
      : [];
    const clientId = form.get('client_id') ?? decodeURIComponent(basic[0] ?? '');
    const secret = form.get('client_secret') ?? decodeURIComponent(basic[1] ?? '');
    const code = form.get('code') ?? '';
    const grant = grants.get(code);
    grants.delete(code);
    const verifier = form.get('code_verifier') ?? '';
    const problem =
      clientId !== CLIENTS[provider].id || secret !== CLIENTS[provider].secret
        ? 'bad client credentials'
        : form.get('grant_type') !== 'authorization_code'
          ? 'bad grant_type'
          : !grant || grant.provider !== provider
            ? 'unknown or used code'
            : form.get('redirect_uri') !== grant.redirectUri
              ? 'redirect_uri mismatch'
              : createHash('sha256').update(verifier).digest('base64url') !== grant.challenge
                ? 'PKCE verifier mismatch'
                : undefined;
    if (problem || !grant) {
      refused.push(problem ?? 'unknown');
      return json(res, 400, { error: 'invalid_grant', error_description: problem });
    }
    const accessToken = randomBytes(24).toString('hex');
    tokens.set(accessToken, grant.profile);
    json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, scope: 'email' });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const profile = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /google/o/oauth2/v2/auth') return authorize('google', url, res);
    if (route === 'GET /github/login/oauth/authorize') return authorize('github', url, res);
    if (route === 'POST /google/token') return void token('google', req, res);
    if (route === 'POST /github/login/oauth/access_token') return void token('github', req, res);
    if (!profile) return json(res, 401, { error: 'invalid_token' });
    if (route === 'GET /google/v1/userinfo') return json(res, 200, profile);
    const { emails, ...user } = profile as GitHubProfile;
    if (route === 'GET /github/user') return json(res, 200, user);
    if (route === 'GET /github/user/emails') return json(res, 200, emails);
    json(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(mock, {
    url,
    refused,
    env: {
      GOOGLE_CLIENT_ID: CLIENTS.google.id,
      GOOGLE_CLIENT_SECRET: CLIENTS.google.secret,
      GITHUB_CLIENT_ID: CLIENTS.github.id,
      GITHUB_CLIENT_SECRET: CLIENTS.github.secret,
      OAUTH_GOOGLE_BASE_URL: `${url}/google`,
      OAUTH_GITHUB_BASE_URL: `${url}/github`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
