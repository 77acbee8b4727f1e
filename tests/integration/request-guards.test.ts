import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, uniqueEmail, type TestAccount } from './support/accounts.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

interface ErrorBody {
  error: { code: string; message: string };
}
const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error;

/** A JSON object nested `depth` levels deep. */
const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe.each(testDatabases)('malformed and abusive requests on $name', (kind) => {
  let t: TestApp;
  let account: TestAccount;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { withContent: false });
    account = await signUpVerified(t, 'guards');
  });
  afterAll(() => t.close());

  it('refuses a body over 64 KiB with a localized 413, declared or streamed', async () => {
    const big = JSON.stringify({ displayName: 'x'.repeat(70 * 1024) });
    const declared = await account.browser.request('/api/v1/me', {
      method: 'PATCH',
      body: big,
      headers: {
        'content-type': 'application/json',
        'content-length': String(big.length),
        'accept-language': 'pt',
      },
    });
    expect(declared.status).toBe(413);
    expect(await errorOf(declared)).toEqual({
      code: 'payload_too_large',
      message: 'O corpo da solicitação é grande demais.',
    });
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 100; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = await t.client().request('/api/auth/sign-in/email', {
      method: 'POST',
      body: chunks as unknown as string,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit as never);
    expect(streamed.status).toBe(413);
    expect((await errorOf(streamed)).code).toBe('payload_too_large');
  });

  it.each([
    ['text/plain', 'email=a@b.co'],
    ['application/x-www-form-urlencoded', 'email=a%40b.co&password=x'],
    [
      'multipart/form-data; boundary=zz',
      '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--zz--',
    ],
  ])('refuses a %s mutation with a localized 415', async (type, body) => {
    for (const path of ['/api/auth/sign-in/email', '/api/v1/me/completions']) {
      const res = await account.browser.request(path, {
        method: 'POST',
        body,
        headers: { 'content-type': type, 'accept-language': 'en' },
      });
      expect(res.status).toBe(415);
      expect(await errorOf(res)).toEqual({
        code: 'unsupported_media_type',
        message: 'The request body must be JSON (Content-Type: application/json).',
      });
    }
  });

  it('still accepts bodyless mutations and JSON with a charset', async () => {
    expect((await account.browser.request('/api/v1/me/favorites/1', { method: 'PUT' })).status).not.toBe(415);
    const res = await account.browser.request('/api/v1/me', {
      method: 'PATCH',
      body: JSON.stringify({ displayName: 'Sol' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.status).toBe(200);
  });

  const post = (headers: Record<string, string>) =>
    t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-client-ip': '192.0.2.99', ...headers },
      body: JSON.stringify({ email: uniqueEmail('o'), password: 'secret-123' }),
    });

  it('refuses a mutation with neither Origin nor same-site Fetch Metadata', async () => {
    const bare = await post({ 'accept-language': 'es' });
    expect(bare.status).toBe(403);
    expect((await errorOf(bare)).code).toBe('cross_site_request');
    expect((await post({ 'sec-fetch-site': 'none' })).status).toBe(403);
    expect((await post({ origin: 'http://localhost:3000.evil.example' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-site' })).status).toBe(401);
    expect((await post({ origin: TEST_BASE_URL })).status).toBe(401);
  });

  it.each([
    ['GET', '/api/auth/get-session'],
    ['POST', '/api/auth/get-session'],
    ['GET', '/api/auth/list-sessions'],
    ['POST', '/api/auth/delete-user'],
    ['POST', '/api/auth/update-user'],
    ['GET', '/api/auth/nothing-here'],
  ])('answers %s %s with a request id and a body a gzip-accepting client can read', async (method, path) => {
    const res = await t.request(path, {
      method,
      headers: { 'accept-encoding': 'gzip', origin: TEST_BASE_URL, 'content-type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = (res.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes).toString(
      'utf8',
    );
    expect(() => JSON.parse(text), text).not.toThrow();
  });

  it('marks every /api/auth answer no-store', async () => {
    const session = await account.browser.get('/api/auth/get-session');
    expect(session.headers.get('cache-control')).toBe('no-store');
    const signIn = await t.client().post('/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const failed = await t
      .client()
      .post('/api/auth/sign-in/email', { email: account.email, password: 'nope-nope' });
    expect(failed.headers.get('cache-control')).toBe('no-store');
  });

  it.each(['\u0000', '\u0007', '\u001b', '\n', '\u007f'])(
    'refuses control character %j in a text field with a localized 400',
    async (ch) => {
      const patch = await account.browser.patch(
        '/api/v1/me',
        { displayName: `Lu${ch}na` },
        { headers: { 'accept-language': 'fr' } },
      );
      expect(patch.status).toBe(400);
      expect(await errorOf(patch)).toEqual({
        code: 'control_characters',
        message: 'Le texte contient des caractères de contrôle invisibles. Supprime-les puis réessaie.',
      });
      const signUp = await t.client().post('/api/auth/sign-up/email', {
        name: `Lu${ch}na`,
        email: uniqueEmail('ctl'),
        password: 'moonlight-42',
      });
      expect(signUp.status).toBe(400);
      expect((await errorOf(signUp)).code).toBe('control_characters');
    },
  );

  it.each([
    ['the C1 control NEL', '\u0085'],
    ['the C1 control CSI', '\u009b'],
    ['the line separator', '\u2028'],
    ['a right-to-left override', '\u202e'],
    ['a right-to-left isolate', '\u2067'],
  ])('refuses %s in a name with a localized 400', async (_name, ch) => {
    const patch = await account.browser.patch(
      '/api/v1/me',
      { displayName: `Lu${ch}na` },
      { headers: { 'accept-language': 'pt' } },
    );
    expect(patch.status).toBe(400);
    expect(await errorOf(patch)).toEqual({
      code: 'control_characters',
      message: 'O texto contém caracteres de controle invisíveis. Remova-os e tente novamente.',
    });
  });

  it('keeps line separators in a journal note, where text may span lines', async () => {
    const put = await account.browser.request('/api/v1/me/journal/rituals/1', {
      method: 'PUT',
      json: { text: 'Calma.\u2028Luz.', mood: null },
    });
    expect(put.status).not.toBe(400);
  });

  it('refuses a body nested deeper than 32 levels with a localized 400, on every kind of route', async () => {
    for (const depth of [33, 5_000]) {
      const ours = await account.browser.request('/api/v1/me', {
        method: 'PATCH',
        body: deep(depth),
        headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      });
      expect(ours.status).toBe(400);
      expect(await errorOf(ours)).toEqual({
        code: 'nesting_too_deep',
        message: 'El cuerpo de la solicitud tiene demasiados niveles anidados para leerlo.',
      });
      const signIn = await t.client().request('/api/auth/sign-in/email', {
        method: 'POST',
        body: `[${deep(depth)}]`,
        headers: { 'content-type': 'application/json' },
      });
      expect(signIn.status).toBe(400);
      expect((await errorOf(signIn)).code).toBe('nesting_too_deep');
    }
    const shallow = await account.browser.request('/api/v1/me', {
      method: 'PATCH',
      body: JSON.stringify({ displayName: 'Estrella' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(shallow.status).toBe(200);
  });

  it('keeps the stored name when a NUL was refused', async () => {
    await account.browser.patch('/api/v1/me', { displayName: 'Estrella' });
    await account.browser.patch('/api/v1/me', { displayName: 'a\u0000b' });
    const me = (await (await account.browser.get('/api/v1/me')).json()) as { data: { displayName: string } };
    expect(me.data.displayName).toBe('Estrella');
  });
});
