import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One JSON document prepared once in every encoding, each with its own strong ETag. */
export interface EncodedBody {
  variants: Record<Encoding, { bytes: Uint8Array; etag: string }>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/**
 * Brotli's best quality costs about a second per megabyte; above this size a middle quality keeps
 * the first answer of a large catalogue within seconds for a few percent more bytes.
 */
const BEST_QUALITY_UP_TO = 512 * 1024;

/**
 * Compresses on libuv's thread pool, so a large catalogue never holds the event loop while it is
 * encoded; only hashing and copying the bytes run on the main thread.
 */
export async function encodeBody(json: string): Promise<EncodedBody> {
  const identity = Buffer.from(json);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const variant = (bytes: Uint8Array, suffix: string) => ({ bytes, etag: `"${hash}${suffix}"` });
  const quality = identity.length <= BEST_QUALITY_UP_TO ? 11 : 6;
  const [gzipped, brotlied] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
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
