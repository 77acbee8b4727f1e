import { describe, expect, it } from 'vitest';
import { classifyFailure, retryDelay } from './backoff.ts';

describe('retryDelay', () => {
  it('starts at 200 ms and doubles up to 30 s, then stays there', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(retryDelay)).toEqual([
      200, 400, 800, 1600, 3200, 6400, 12_800, 25_600, 30_000,
    ]);
    expect(retryDelay(50)).toBe(30_000);
    expect(retryDelay(10_000)).toBe(30_000);
  });

  it('treats odd attempts as the first', () => {
    expect(retryDelay(-3)).toBe(200);
    expect(retryDelay(1.7)).toBe(400);
  });
});

describe('classifyFailure', () => {
  it('gives up only on refusals the server would repeat', () => {
    expect([400, 404, 409, 422].map(classifyFailure)).toEqual(['refused', 'refused', 'refused', 'refused']);
  });

  it('waits for a sign-in on 401', () => {
    expect(classifyFailure(401)).toBe('unauthenticated');
  });

  it('retries when offline, rate limited or on a server failure', () => {
    expect([0, 403, 408, 429, 500, 502, 503].map(classifyFailure)).toEqual(Array(7).fill('retry'));
  });
});
