import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, type TestAccount } from './support/accounts.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

// better-auth's endpoints live behind one wildcard route; name the ones a client can reach.
const AUTH_PATHS = [
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/magic-link',
  '/api/auth/magic-link/verify',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/auth/verify-email',
  '/api/auth/send-verification-email',
  '/api/auth/sign-out',
  '/api/auth/get-session',
  '/api/auth/sign-in/social',
  '/api/auth/callback/google',
  '/api/auth/nothing-here',
];

/** Percent-encodes, sending a lone surrogate as the invalid UTF-8 bytes a raw client could. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** Whether a value can travel in an HTTP header at all (a client cannot send anything else). */
const safeHeader = (value: string) => /^[\t\x20-\x7e]*$/.test(value);

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** Text that tends to break parsers: control characters, quotes, lone surrogates, huge numbers. */
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '%',
    '%zz',
    '../..',
    '"',
    "'",
    '\\',
    '1e309',
    '-1',
    '0x10',
    'null',
    '[]',
    '{}',
  ),
  fc.string({ maxLength: 20 }),
);

const bodies = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc
    .record(
      {
        email: fc.oneof(nasty, fc.emailAddress()),
        password: nasty,
        name: nasty,
        displayName: nasty,
        ritual_id: fc.oneof(fc.integer(), fc.double(), nasty),
        date: nasty,
        token: nasty,
        callbackURL: nasty,
        language: nasty,
        timeZone: nasty,
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v)),
  nasty,
  fc.constant(''),
  fc.constant('{"a":'),
  // Nesting deep enough to exhaust a recursive walk of the body.
  fc
    .tuple(fc.integer({ min: 30, max: 6_000 }), fc.boolean())
    .map(([depth, arrays]) =>
      arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
    ),
);

describe.each(testDatabases)('fuzzing every route on $name', (kind) => {
  let t: TestApp;
  let account: TestAccount;
  let routes: { method: string; path: string }[];
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { withContent: true });
    account = await signUpVerified(t, 'fuzz');
    const own = t.app.hono.routes
      .filter((r) => r.path.startsWith('/api/') && !r.path.includes('*') && r.method !== 'ALL')
      .map((r) => ({ method: r.method, path: r.path }));
    routes = [...own, ...AUTH_PATHS.map((path) => ({ method: 'POST', path }))];
  });
  afterAll(() => t.close());

  it('never answers 500 or a stack trace; every error is JSON with a message', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          routeIndex: fc.nat(),
          method: fc.option(fc.constantFrom(...METHODS), { nil: undefined }),
          param: nasty,
          query: fc.array(fc.tuple(nasty, nasty), { maxLength: 3 }),
          body: fc.option(bodies, { nil: undefined }),
          contentType: fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/json; charset=latin1',
            '',
          ),
          language: fc.oneof(fc.constantFrom('fr', 'pt-BR,en;q=0.5', 'xx', ';q=', ''), nasty),
          origin: fc.constantFrom(TEST_BASE_URL, 'https://evil.example', 'null', ''),
          signedIn: fc.boolean(),
        }),
        async (input) => {
          const route = routes[input.routeIndex % routes.length]!;
          const method = input.method ?? route.method;
          const path = route.path.replace(/:[a-zA-Z]+/g, () => encodeSegment(input.param));
          const query = new URLSearchParams(input.query).toString();
          const headers = new Headers({
            'x-test-client-ip': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
          });
          if (input.contentType) headers.set('content-type', input.contentType);
          if (safeHeader(input.language)) headers.set('accept-language', input.language);
          if (input.origin) headers.set('origin', input.origin);
          if (input.signedIn) headers.set('cookie', `ritualia.session_token=${account.browser.sessionToken}`);
          const withBody = input.body !== undefined && !['GET', 'HEAD'].includes(method);
          const res = await t.request(`${path}${query ? `?${query}` : ''}`, {
            method,
            headers,
            body: withBody ? input.body : undefined,
          });
          const text = method === 'HEAD' ? '' : await res.text();
          expect(res.status, `${method} ${path} → ${text.slice(0, 200)}`).toBeLessThan(500);
          expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);
          // The e-mail unsubscribe link answers people with an HTML page, errors included.
          const forPeople = path.startsWith('/api/v1/reminders/unsubscribe');
          if (res.status >= 400 && method !== 'HEAD' && !forPeople) {
            expect(res.headers.get('content-type') ?? '', `${method} ${path} ${res.status}`).toMatch(
              /application\/json/,
            );
            const error = (JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }).error;
            expect(typeof error?.code, `${method} ${path} → ${text}`).toBe('string');
            expect(typeof error?.message).toBe('string');
            expect(String(error?.message).length).toBeGreaterThan(5);
          }
        },
      ),
      { numRuns: 5_000, interruptAfterTimeLimit: 25_000, markInterruptAsFailure: false },
    );
  }, 60_000);
});
