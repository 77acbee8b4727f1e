import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { i18n } from '../i18n/i18n.ts';
import { FROM_CACHE_HEADER } from '../sw/names.ts';
import { ApiError, dataOrNone, INVALID_RESPONSE, NETWORK_ERROR, request } from './api-client.ts';
import { connectivity } from './connectivity.ts';

// The client as the pages use it, with only the network (fetch) faked.

const itemSchema = z.object({ data: z.object({ id: z.string(), count: z.number() }) });

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const failingSchema = () => Promise.reject<typeof itemSchema>(new Error('chunk failed'));

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  await i18n.changeLanguage('es');
});

const sent = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call]!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
};

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request: answers', () => {
  it('returns the answer parsed by its schema', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { id: 'a', count: 2 }, extra: true }));
    await expect(request('/api/v1/thing', { schema: itemSchema })).resolves.toEqual({
      data: { id: 'a', count: 2 },
    });
  });

  it('loads a lazy schema beside the request', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { id: 'b', count: 0 } }));
    const answer = await request('/api/v1/thing', { schema: () => Promise.resolve(itemSchema) });
    expect(answer.data.id).toBe('b');
  });

  it('reads and drops the body without a schema', async () => {
    fetchMock.mockResolvedValue(json(200, { ignored: true }));
    await expect(request('/api/v1/thing', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('accepts an empty answer (204) without a schema', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(request('/api/v1/thing', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('fails with invalid_response when the answer does not match its schema', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { id: 7 } }));
    const error = await failure(request('/api/v1/thing', { schema: itemSchema }));
    expect(error).toMatchObject({ status: 200, code: INVALID_RESPONSE });
  });
});

describe('request: what is sent', () => {
  it('sends JSON with the interface language and the same-origin cookie', async () => {
    fetchMock.mockResolvedValue(json(201, {}));
    await request('/api/v1/me/journal', { method: 'POST', body: { text: 'hola' } });
    const { url, init, headers } = sent();
    expect(url).toBe('/api/v1/me/journal');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"text":"hola"}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('accept-language')).toBe('es');
  });

  it('follows the interface language in Accept-Language', async () => {
    await i18n.changeLanguage('fr');
    fetchMock.mockResolvedValue(json(200, {}));
    await request('/api/v1/thing');
    expect(sent().headers.get('accept-language')).toBe('fr');
  });

  it('sends no body and no Content-Type on a GET', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await request('/api/v1/thing');
    expect(sent().init.method).toBe('GET');
    expect(sent().init.body).toBeUndefined();
    expect(sent().headers.has('content-type')).toBe(false);
  });

  it('adds the data language as ?lang=, after any query already there', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await request('/api/v1/rituals', { language: 'pt' });
    await request('/api/v1/rituals?limit=3', { language: 'en' });
    expect(sent(0).url).toBe('/api/v1/rituals?lang=pt');
    expect(sent(1).url).toBe('/api/v1/rituals?limit=3&lang=en');
  });
});

describe('request: errors', () => {
  it('reads our error envelope { error: { code, message } }', async () => {
    fetchMock.mockResolvedValue(
      json(400, { error: { code: 'validation_failed', message: 'El texto es demasiado largo' } }),
    );
    const error = await failure(request('/api/v1/me/journal', { method: 'POST', body: {} }));
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'El texto es demasiado largo',
      retryAfter: undefined,
    });
  });

  it("reads better-auth's bare { code, message }", async () => {
    fetchMock.mockResolvedValue(json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Nope' }));
    const error = await failure(request('/api/auth/sign-in/email', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Nope' });
  });

  it('names a failure by its status when the body says nothing', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await failure(request('/api/v1/thing', { schema: itemSchema }));
    expect(error).toMatchObject({ status: 502, code: 'http_502', message: '' });
  });

  it('answers 401 as unauthenticated without parsing the schema', async () => {
    fetchMock.mockResolvedValue(json(401, { error: { code: 'unauthenticated', message: 'Inicia sesión' } }));
    const error = await failure(request('/api/v1/me/progress', { schema: itemSchema }));
    expect(error).toMatchObject({ status: 401, code: 'unauthenticated', message: 'Inicia sesión' });
    expect(connectivity()).toBe('online');
  });

  it('carries Retry-After in seconds on 429, and ignores a value that is not a number', async () => {
    fetchMock.mockResolvedValueOnce(
      json(429, { error: { code: 'rate_limited', message: '' } }, { 'Retry-After': '30' }),
    );
    fetchMock.mockResolvedValueOnce(
      json(429, { error: { code: 'rate_limited', message: '' } }, { 'Retry-After': 'soon' }),
    );
    expect((await failure(request('/api/v1/thing'))).retryAfter).toBe(30);
    expect((await failure(request('/api/v1/thing'))).retryAfter).toBeUndefined();
  });
});

describe('dataOrNone: a page about one thing', () => {
  it('gives the data, null for a 404, and lets any other failure through', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { id: 'a', count: 1 } }));
    expect(await dataOrNone(request('/api/v1/thing', { schema: itemSchema }))).toEqual({ id: 'a', count: 1 });
    fetchMock.mockResolvedValueOnce(json(404, { error: { code: 'journey_not_found', message: 'No.' } }));
    expect(await dataOrNone(request('/api/v1/thing', { schema: itemSchema }))).toBeNull();
    fetchMock.mockResolvedValueOnce(json(500, { error: { code: 'internal_error', message: 'Oops.' } }));
    expect((await failure(dataOrNone(request('/api/v1/thing', { schema: itemSchema })))).status).toBe(500);
  });
});

describe('request: offline and an unreachable server', () => {
  it('turns a failed fetch into a network error (status 0) and marks the server unreachable', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(request('/api/v1/thing', { schema: itemSchema }));
    expect(error).toMatchObject({ status: 0, code: NETWORK_ERROR });
    expect(connectivity()).toBe('unreachable');

    fetchMock.mockResolvedValue(json(200, { data: { id: 'c', count: 1 } }));
    await request('/api/v1/thing', { schema: itemSchema });
    expect(connectivity()).toBe('online');
  });

  it('does not let a lazy schema that fails to load surface when the request failed first', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await failure(request('/api/v1/thing', { schema: failingSchema }));
    await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('counts a 503 and a copy the service worker kept as the server being away', async () => {
    fetchMock.mockResolvedValueOnce(json(503, { error: { code: 'unavailable', message: '' } }));
    expect((await failure(request('/api/v1/thing'))).status).toBe(503);
    expect(connectivity()).toBe('unreachable');

    fetchMock.mockResolvedValueOnce(json(200, { data: { id: 'd', count: 1 } }, { [FROM_CACHE_HEADER]: '1' }));
    await expect(request('/api/v1/thing', { schema: itemSchema })).resolves.toEqual({
      data: { id: 'd', count: 1 },
    });
    expect(connectivity()).toBe('unreachable');
  });

  it('keeps a cancelled request a cancellation, not a lost connection', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await request('/api/v1/thing');
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockImplementation(() => {
      controller.abort();
      return Promise.reject(abort);
    });
    await expect(request('/api/v1/thing', { signal: controller.signal })).rejects.toBe(abort);
    expect(connectivity()).toBe('online');
  });
});
