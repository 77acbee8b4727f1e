import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

// Below this, compressing costs more than the bytes it saves (hono/compress's threshold too).
export const THRESHOLD = 1024;
// Level 1: a 23.5 kB progress answer becomes 5.0 kB (4.3 kB at the default level 6) for about a
// fifth of the CPU. An answer given back unchanged (a kept progress answer) is a PreparedAnswer
// and keeps its gzip; any other is compressed anew.
const LEVEL = 1;
const JSON_TYPE = { 'Content-Type': 'application/json' };

// Copied out: zlib hands back a view of its whole output chunk, and keeping that view would keep
// three to four times the compressed size alive.
const gzip = (json: string | Uint8Array) => new Uint8Array(gzipSync(json, { level: LEVEL }));

/** Whether Accept-Encoding allows gzip: named or `*`, with a weight above zero. */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** An answer's JSON bytes, and its gzip once a client has accepted it: made once, sent many times. */
export interface PreparedBytes {
  readonly json: Uint8Array<ArrayBuffer>;
  gzipped?: Uint8Array<ArrayBuffer>;
}

/**
 * `{ success: true, data }` as JSON, made once, and its gzip made the first time a client accepts
 * it: for data given back unchanged many times (a kept progress answer). Holding this instead of
 * the data keeps a few times less memory.
 */
export class PreparedAnswer<T> implements PreparedBytes {
  declare readonly type?: T;
  /** The JSON in UTF-8: half the memory of a string with any character beyond Latin-1. */
  readonly json: Uint8Array<ArrayBuffer>;
  gzipped?: Uint8Array<ArrayBuffer>;
  constructor(data: T) {
    this.json = new Uint8Array(Buffer.from(JSON.stringify({ success: true, data })));
  }
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
  // UTF-8 never takes fewer bytes than UTF-16 code units: a long text is not counted, only a
  // short one, whose length is sent.
  const bytes = text.length < THRESHOLD ? Buffer.byteLength(text) : text.length;
  return send(c, text, bytes, status, () => gzip(text));
}

/** `{ success: true, data }`; a prepared answer's own JSON and gzip are reused. */
export function dataAnswer(c: Context, data: unknown, status: ContentfulStatusCode): Response {
  if (!(data instanceof PreparedAnswer)) return jsonAnswer(c, { success: true, data }, status);
  return preparedAnswer(c, data, status);
}

/** Prepared bytes as they are, gzipped the first time a client accepts gzip and kept so. */
export function preparedAnswer(c: Context, prepared: PreparedBytes, status: ContentfulStatusCode): Response {
  const { json } = prepared;
  return send(c, json, json.length, status, () => (prepared.gzipped ??= gzip(json)));
}

function send(
  c: Context,
  body: string | Uint8Array<ArrayBuffer>,
  bytes: number,
  status: ContentfulStatusCode,
  gzipped: () => Uint8Array<ArrayBuffer>,
): Response {
  // A short answer says its length, which keeps hono/compress from compressing it after all.
  if (bytes < THRESHOLD) return c.body(body, status, { ...JSON_TYPE, 'Content-Length': String(bytes) });
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (!acceptsGzip(c.req.header('Accept-Encoding'))) return c.body(body, status, JSON_TYPE);
  return c.body(gzipped(), status, { ...JSON_TYPE, 'Content-Encoding': 'gzip' });
}
