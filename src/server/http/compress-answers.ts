import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createPageCache, etagOf } from '../pages/page-cache.ts';

// Below this, compressing costs more than the bytes it saves (hono/compress's threshold too).
export const THRESHOLD = 1024;
// Level 1: a 23.5 kB progress answer becomes 5.0 kB (4.3 kB at the default level 6) for about a
// fifth of the CPU; these answers are per user and never cached, so each is compressed anew.
const LEVEL = 1;
const JSON_TYPE = { 'Content-Type': 'application/json' };
// The same answer is often asked for again unchanged (the progress page on every visit and
// focus): its gzip is kept by the answer's hash, which costs a tenth of compressing it again.
// Bounded in count and size, least recently used first; a changed answer is simply a new key.
const compressed = createPageCache({ pages: 2_000, size: 16_000_000 });

function gzipOnce(text: string): Uint8Array<ArrayBuffer> {
  const key = etagOf(text);
  const kept = compressed.get(key);
  if (kept?.gzipped && kept.html === text) return kept.gzipped;
  const entry = compressed.set(key, text);
  entry.gzipped = gzipSync(text, { level: LEVEL }) as Uint8Array<ArrayBuffer>;
  return entry.gzipped;
}

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
  return c.body(gzipOnce(text), status, { ...JSON_TYPE, 'Content-Encoding': 'gzip' });
}
