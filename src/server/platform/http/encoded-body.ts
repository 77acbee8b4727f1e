import type { Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { hashPaced, joinPaced } from './pacer.ts';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One JSON document prepared once in every encoding, each with its own strong ETag. */
export interface EncodedBody {
  variants: Record<Encoding, { bytes: Uint8Array; etag: string }>;
}

/**
 * Brotli's best quality costs about a second per megabyte; above this size a middle quality (and
 * gzip's default level instead of its best) keeps the first answer of a large catalogue within
 * seconds for a few percent more bytes.
 */
const BEST_QUALITY_UP_TO = 512 * 1024;

/** The compression running now; the next waits for it (see `compressed`). */
let running: Promise<unknown> = Promise.resolve();

/**
 * The compressed bytes, gathered from the stream and joined a slice at a time (pacer.ts).
 * One compression at a time: on a machine of two cores, four languages' lists compressed at once
 * (two encodings each) took every core for seconds, and the event loop and the collector's
 * helpers waited for a core between every step.
 */
function compressed(make: () => Transform, input: Uint8Array): Promise<Buffer> {
  const done = running.then(async () => {
    const stream = make();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.end(input);
    await finished(stream);
    return joinPaced(chunks);
  });
  running = done.catch(() => undefined);
  return done;
}

/**
 * Compresses on libuv's thread pool, so a large catalogue never holds the event loop while it is
 * encoded; hashing and joining the bytes on the main thread go a slice at a time (pacer.ts).
 */
export async function encodeBody(json: string | Uint8Array): Promise<EncodedBody> {
  const identity = typeof json === 'string' ? Buffer.from(json) : json;
  const hash = (await hashPaced(identity)).slice(0, 27);
  const variant = (bytes: Uint8Array, suffix: string) => ({ bytes, etag: `"${hash}${suffix}"` });
  const small = identity.length <= BEST_QUALITY_UP_TO;
  const [gzipped, brotlied] = await Promise.all([
    compressed(() => createGzip({ level: small ? 9 : 6 }), identity),
    compressed(
      () =>
        createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_QUALITY]: small ? 11 : 6,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
      identity,
    ),
  ]);
  return {
    variants: {
      identity: variant(identity, ''),
      gzip: variant(gzipped, '-gz'),
      br: variant(brotlied, '-br'),
    },
  };
}

export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/** True when any entity tag in If-None-Match names this representation. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
