// Retry timing for sending queued actions (docs/product-rules.md, Daily tip: 200 ms doubling up to 30 s).
// There is no
// last attempt: we never stop trying the server for the rest of the session.

export const FIRST_RETRY_MS = 200;
export const MAX_RETRY_MS = 30_000;

/** The wait before retry number `attempt` (0 for the first retry): 200, 400, 800 … 30 000 ms. */
export function retryDelay(attempt: number): number {
  const n = Math.max(0, Math.floor(attempt));
  // 2^8 × 200 already passes the cap; keep the power small so it never overflows.
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(n, 16));
}

/** How a failed send is handled, from its HTTP status (0 when the request never got an answer). */
export type FailureKind = 'refused' | 'unauthenticated' | 'retry';

export function classifyFailure(status: number): FailureKind {
  if (status === 401) return 'unauthenticated';
  // A refusal the server will repeat: a bad or too-old date, no tip for it, a conflict.
  if (status === 400 || status === 404 || status === 409 || status === 422) return 'refused';
  // Offline, a time-out, rate limiting, a cross-site check or a server failure: try again later.
  return 'retry';
}
