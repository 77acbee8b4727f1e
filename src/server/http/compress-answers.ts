import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

// Below this, compressing costs more than the bytes it saves (hono/compress's threshold too).
export const THRESHOLD = 1024;
// Level 1: a 23.5 kB progress answer becomes 5.0 kB (4.3 kB at the default level 6) for about a
// fifth of the CPU; these answers are per user and never cached, so each is compressed anew.
const LEVEL = 1;
const JSON_TYPE = { 'Content-Type': 'application/json' };

/** Whether Accept-Encoding allows gzip: named or `*`, with a weight above zero. */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * A JSON answer, gzipped here in one call when it is large enough and the client accepts gzip.
 * hono/compress would do it through a CompressionStream after reading the body back, and that
 * Web-stream plumbing cost more CPU than the compression itself; it leaves an answer that
 * already has its Content-Encoding alone. API answers are small (tens of kB), so compressing in
 * place takes well under a millisecond.
 */
export function jsonAnswer(c: Context, value: unknown, status: ContentfulStatusCode): Response {
  const text = JSON.stringify(value);
  // A short answer says its length, which keeps hono/compress from compressing it after all.
  if (text.length < THRESHOLD)
    return c.body(text, status, { ...JSON_TYPE, 'Content-Length': String(Buffer.byteLength(text)) });
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (!acceptsGzip(c.req.header('Accept-Encoding'))) return c.body(text, status, JSON_TYPE);
  return c.body(gzipSync(text, { level: LEVEL }), status, { ...JSON_TYPE, 'Content-Encoding': 'gzip' });
}
