import { expect } from 'vitest';

export interface ErrorBody {
  error: { code: string; message: string };
}

export interface Timed {
  res: Response;
  body: ErrorBody | undefined;
  ms: number;
}

/** Sends a request and reports status, body and how long it took. */
export async function timed(send: () => Promise<Response>): Promise<Timed> {
  const start = performance.now();
  const res = await send();
  const body = (await res.json().catch(() => undefined)) as ErrorBody | undefined;
  return { res, body, ms: performance.now() - start };
}

/** A 503 "database unavailable" with Retry-After and `message` in the request's language, within `maxMs`. */
export function expectUnavailable(r: Timed, message: RegExp, maxMs = 1_000) {
  expect(r.res.status).toBe(503);
  expect(Number(r.res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(r.body?.error.code).toBe('database_unavailable');
  expect(r.body?.error.message).toMatch(message);
  expect(r.ms).toBeLessThan(maxMs);
}
