import { matchesEtag, pickEncoding, type EncodedBody } from '../../platform/http/encoded-body.ts';

/** GET /api/v1/rituals without search, filter or page: the status, headers and bytes to send. */
export type WholeListAnswer = { headers: Record<string, string> } & (
  { status: 200; body: Uint8Array<ArrayBuffer> } | { status: 304; body: null }
);

/**
 * The whole list's answer from its encoded copy, for the route and the fast path alike
 * (docs/decisions/0019-catalogue-fast-path.md): one place decides its headers.
 */
export function wholeListAnswer(
  list: EncodedBody,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): WholeListAnswer {
  const encoding = pickEncoding(acceptEncoding);
  const { bytes, etag } = list.variants[encoding];
  const headers: Record<string, string> = {
    etag,
    vary: 'Accept-Encoding, Accept-Language',
    'cache-control': 'no-cache',
  };
  if (matchesEtag(ifNoneMatch, etag)) return { status: 304, headers, body: null };
  headers['content-type'] = 'application/json; charset=utf-8';
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  // Encoded once from the same rituals `get` answers with (catalogue.service.ts).
  return { status: 200, headers, body: bytes as Uint8Array<ArrayBuffer> };
}
