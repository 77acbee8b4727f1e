import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One JSON document prepared once in every encoding, each with its own strong ETag. */
export interface EncodedBody {
  variants: Record<Encoding, { bytes: Uint8Array; etag: string }>;
}

export function encodeBody(json: string): EncodedBody {
  const identity = Buffer.from(json);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const variant = (bytes: Uint8Array, suffix: string) => ({ bytes, etag: `"${hash}${suffix}"` });
  return {
    variants: {
      identity: variant(identity, ''),
      gzip: variant(gzipSync(identity, { level: 9 }), '-gz'),
      br: variant(brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), '-br'),
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
