import { get, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';

// The whole list is answered by the app while a language is being prepared, and from memory by
// the server's fast path afterwards: a client must not be able to tell the two apart.

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function rawGet(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

/** What may differ between two answers of the same request: when, and which request it was. */
const comparable = ({ date: _date, 'x-request-id': _id, ...rest }: IncomingHttpHeaders) => rest;

describe('the whole catalogue answered from memory', () => {
  let server: ServerProcess;
  const METRICS_TOKEN = 'fast-path-metrics-token-0123456789';
  beforeAll(async () => {
    server = await startServerProcess({ METRICS_TOKEN });
  });
  afterAll(() => server.stop());

  it.each([
    ['br', 'es', {}],
    ['gzip', 'en', { 'accept-language': 'en' }],
    ['br', 'fr', { 'if-none-match': '*' }],
  ] as const)(
    'answers %s (%s) the same before and after the list is in memory',
    async (encoding, lang, extra) => {
      const url = `${server.baseUrl}/api/v1/rituals${'accept-language' in extra ? '' : `?lang=${lang}`}`;
      const headers = { 'accept-encoding': encoding, ...extra };
      const first = await rawGet(url, headers);
      const second = await rawGet(url, headers);
      expect(second.status).toBe(first.status);
      expect(comparable(second.headers)).toEqual(comparable(first.headers));
      expect(second.body.equals(first.body)).toBe(true);
      expect(second.headers['x-content-type-options']).toBe('nosniff');
      if (first.status === 200) expect(second.headers['content-encoding']).toBe(encoding);
    },
  );

  it('echoes a sane X-Request-Id, counts the request in the metrics and still refuses a bad lang', async () => {
    const url = `${server.baseUrl}/api/v1/rituals?lang=es`;
    await rawGet(url, { 'accept-encoding': 'br' });
    const answer = await rawGet(url, { 'accept-encoding': 'br', 'x-request-id': 'proxy-id-12345' });
    expect(answer.headers['x-request-id']).toBe('proxy-id-12345');
    const metrics = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    }).then((r) => r.text());
    const count =
      /ritualia_http_requests_total\{method="GET",route="\/api\/v1\/rituals",status="200"\} (\d+)/.exec(
        metrics,
      );
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(2);
    const bad = await rawGet(`${server.baseUrl}/api/v1/rituals?lang=de`, { 'accept-encoding': 'br' });
    expect(bad.status).toBe(400);
  });
});
