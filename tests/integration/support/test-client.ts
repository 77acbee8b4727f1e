import { randomInt } from 'node:crypto';

export const TEST_IP_HEADER = 'x-test-client-ip';

type Requester = (pathname: string, init?: RequestInit) => Promise<Response>;

export interface JsonInit extends Omit<RequestInit, 'body'> {
  json?: unknown;
  body?: string;
}

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Acts like one browser: keeps its cookies, sends our Origin on state-changing requests (as
 * browsers do) and comes from its own address, so rate limits of one test do not leak into
 * another.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly ip: string;
  private readonly send: Requester;
  private readonly origin: string;

  constructor(send: Requester, origin: string, ip: string = randomIp()) {
    this.send = send;
    this.origin = origin;
    this.ip = ip;
  }

  async request(pathOrUrl: string, init: JsonInit = {}): Promise<Response> {
    const { json, headers: given, ...rest } = init;
    const headers = new Headers(given);
    const method = (rest.method ?? 'GET').toUpperCase();
    if (!headers.has(TEST_IP_HEADER)) headers.set(TEST_IP_HEADER, this.ip);
    if (!['GET', 'HEAD'].includes(method) && !headers.has('origin')) headers.set('origin', this.origin);
    if (this.cookies.size > 0 && !headers.has('cookie')) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    let body = rest.body;
    if (json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(json);
    }
    const res = await this.send(this.toPath(pathOrUrl), {
      ...rest,
      method,
      headers,
      body,
      redirect: 'manual',
    });
    this.store(res);
    return res;
  }

  get(path: string, init: JsonInit = {}) {
    return this.request(path, { ...init, method: 'GET' });
  }
  post(path: string, json?: unknown, init: JsonInit = {}) {
    return this.request(path, { ...init, method: 'POST', json });
  }
  patch(path: string, json?: unknown, init: JsonInit = {}) {
    return this.request(path, { ...init, method: 'PATCH', json });
  }
  delete(path: string, json?: unknown, init: JsonInit = {}) {
    return this.request(path, { ...init, method: 'DELETE', json });
  }

  /** The session cookie's value, if any. */
  get sessionToken(): string | undefined {
    return [...this.cookies].find(([name]) => name.endsWith('ritualia.session_token'))?.[1];
  }

  /** Absolute URLs of our own site become paths; the app under test answers them. */
  private toPath(pathOrUrl: string): string {
    if (!/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
    const url = new URL(pathOrUrl);
    if (url.origin !== this.origin) throw new Error(`not our site: ${pathOrUrl}`);
    return `${url.pathname}${url.search}`;
  }

  private store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [k = '', v = ''] = a.trim().split('=');
        if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (k.toLowerCase() === 'expires') return new Date(v).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
