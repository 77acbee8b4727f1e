import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, INVALID_RESPONSE, NETWORK_ERROR, request } from './api-client.ts';

// Only the network edge is faked: fetch answers as the server would.
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the request should have failed'),
    (error: unknown) => error as ApiError,
  );

afterEach(() => vi.unstubAllGlobals());

describe('request()', () => {
  const schema = z.object({ success: z.literal(true), data: z.object({ n: z.number() }) });

  it('returns the answer parsed by its schema, and sends the language', async () => {
    const fetch = answer(200, { success: true, data: { n: 3 }, extra: 'dropped' });
    expect(await request('/api/v1/x?a=1', { schema, language: 'fr' })).toEqual({
      success: true,
      data: { n: 3 },
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/x?a=1&lang=fr');
    expect(new Headers(init?.headers).get('accept-language')).toMatch(/^(es|en|fr|pt)$/);
    expect(init?.credentials).toBe('same-origin');
  });

  it('sends a body as JSON', async () => {
    const fetch = answer(200, { ok: 1 });
    await request('/api/auth/sign-out', { method: 'POST', body: { a: 1 } });
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('loads a schema given as a loader', async () => {
    answer(200, { success: true, data: { n: 1 } });
    const answerData = await request('/api/v1/x', { schema: async () => schema });
    expect(answerData.data.n).toBe(1);
  });

  it('turns our error envelope into an ApiError with its code and message', async () => {
    answer(403, { error: { code: 'wrong_password', message: 'La contraseña no es correcta.' } });
    const error = await failure(request('/api/v1/me', { method: 'DELETE', body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message]).toEqual([
      403,
      'wrong_password',
      'La contraseña no es correcta.',
    ]);
  });

  it('reads better-auth’s bare { code, message } too', async () => {
    answer(400, { code: 'SOMETHING_NEW', message: 'Mensaje del servidor.' });
    const error = await failure(request('/api/auth/sign-in/email', { method: 'POST', body: {} }));
    expect([error.code, error.message]).toEqual(['SOMETHING_NEW', 'Mensaje del servidor.']);
  });

  it('keeps Retry-After of a 429, and names a failure without a body by its status', async () => {
    answer(429, undefined, { 'Retry-After': '42' });
    const error = await failure(request('/api/auth/sign-in/email', { method: 'POST', body: {} }));
    expect([error.status, error.code, error.message, error.retryAfter]).toEqual([429, 'http_429', '', 42]);
  });

  it('reports a lost connection as an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(request('/api/v1/session'));
    expect([error.status, error.code]).toEqual([0, NETWORK_ERROR]);
  });

  it('leaves a cancelled request a cancellation', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(request('/api/v1/rituals', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('refuses an answer that does not match its schema', async () => {
    answer(200, { success: true, data: { n: 'three' } });
    const error = await failure(request('/api/v1/x', { schema }));
    expect([error.status, error.code]).toEqual([200, INVALID_RESPONSE]);
  });
});
