import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from './support/accounts.ts';
import { lastMailTo, linkIn } from './support/outbox.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

describe.each(testDatabases)('logs, request ids and metrics on $name', (kind) => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        raw.push(chunk.toString());
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    t = await createTestApp(
      kind,
      { METRICS_TOKEN },
      { logger: pino({ level: 'info', base: undefined }, sink) },
    );
  });
  afterAll(() => t.close());

  it('writes one access line per request with the route pattern and echoes the request id', async () => {
    lines.length = 0;
    const res = await t.request('/api/v1/rituals/3?lang=en', {
      headers: { 'x-request-id': 'nginx-abc-12345678' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('nginx-abc-12345678');
    const access = lines.filter((l) => l.msg === 'request');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      reqId: 'nginx-abc-12345678',
      method: 'GET',
      route: '/api/v1/rituals/:id',
      status: 200,
    });
    expect(typeof access[0]!.ms).toBe('number');
  });

  it('makes its own id when the incoming one is missing or not sane', async () => {
    for (const given of [undefined, 'bad id with spaces', 'x'.repeat(300), '{"forged":"line"}']) {
      const res = await t.request('/api/health', given ? { headers: { 'x-request-id': given } } : {});
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('never logs cookies, tokens, passwords or query strings', async () => {
    raw.length = 0;
    const account = await signUpVerified(t, 'logs');
    await account.browser.get('/api/v1/me');
    await t.client().post('/api/auth/sign-in/email', { email: account.email, password: 'wrong-password-9' });
    await t.client().post('/api/auth/request-password-reset', { email: account.email, redirectTo: '/' });
    const link = linkIn(lastMailTo(t.dataDir, account.email));
    await t.client().get(link);
    const token = new URL(link).searchParams.get('token') ?? new URL(link).pathname.split('/').at(-1)!;
    // Outside production the outbox line carries the link, so a developer can follow it.
    const text = raw.filter((line) => !line.includes('e-mail written to the outbox')).join('');
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain(account.browser.sessionToken!.split('.')[0]!);
    expect(text).not.toContain(token);
    expect(text).not.toContain('wrong-password-9');
    expect(text).not.toContain(account.password);
    expect(text).not.toMatch(/\?(token|callbackURL)=/);
  });

  it('names mail recipients in the logs by a short hash, never by their address', async () => {
    raw.length = 0;
    lines.length = 0;
    const account = await signUpVerified(t, 'Mail.Logs');
    await t.client().post('/api/auth/request-password-reset', {
      email: account.email.toUpperCase(),
      redirectTo: '/',
    });
    const outboxLines = lines.filter((l) => l.msg === 'e-mail written to the outbox');
    expect(outboxLines.length).toBeGreaterThanOrEqual(2);
    const tag = createHash('sha256').update(account.email.toLowerCase()).digest('hex').slice(0, 12);
    for (const line of outboxLines) expect(line.recipient).toBe(tag);
    const text = raw.join('').toLowerCase();
    expect(text).not.toContain(account.email.toLowerCase());
    expect(text).not.toContain(account.email.split('@')[0]!.toLowerCase());
  });

  it('serves Prometheus metrics only to the bearer of METRICS_TOKEN', async () => {
    await t.request('/api/v1/rituals/3?lang=en');
    expect((await t.request('/metrics')).status).toBe(401);
    expect(
      (await t.request('/metrics', { headers: { authorization: 'Bearer wrong-token-000000000000' } })).status,
    ).toBe(401);
    const res = await t.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(
      /ritualia_http_requests_total\{method="GET",route="\/api\/v1\/rituals\/:id",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /ritualia_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/v1\/rituals\/:id"\}/,
    );
    expect(text).toMatch(/ritualia_achievement_awards \d+/);
    if (kind.name === 'postgres') expect(text).toMatch(/ritualia_db_pool_connections\{state="total"\} \d+/);
  });
});

describe('metrics without METRICS_TOKEN', () => {
  it('answer 404', async () => {
    const t = await createTestApp(testDatabases[0]!, {}, { withContent: false });
    const res = await t.request('/metrics', { headers: { authorization: 'Bearer anything-at-all-here' } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
    await t.close();
  });
});
