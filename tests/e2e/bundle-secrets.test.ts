import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, test } from 'vitest';

// No secret, admin credential or test login ships to the browser (docs/product-rules.md,
// Accounts and security). An earlier version of the product kept a superuser login and a test
// account in its front end; this scans every file of the production build for anything of the kind.
// WEB_DIR as the server reads it, so a run against another build directory scans that one.
const WEB_DIR = process.env.WEB_DIR ?? 'dist/web';

/** A file's content as text; the precompressed copies (.br, .gz) are unpacked first. */
function contentOf(file: string): string {
  const bytes = readFileSync(file);
  if (file.endsWith('.br')) return brotliDecompressSync(bytes).toString('utf8');
  if (file.endsWith('.gz')) return gunzipSync(bytes).toString('utf8');
  // Fonts and images are read byte for byte, so any embedded text is still seen.
  return /\.(woff2?|png|jpe?g|gif|webp|ico)$/.test(file) ? bytes.toString('latin1') : bytes.toString('utf8');
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** A value that looks like a real password rather than a label ("Contraseña") or a key ("required"). */
const COMMON_PASSWORDS = new Set([
  'admin',
  'secret',
  'changeme',
  'letmein',
  'qwerty',
  'superuser',
  'root',
  'test',
]);
const looksLikePassword = (value: string) =>
  /[\d!@#$%^&*_+=.~-]/.test(value) || COMMON_PASSWORDS.has(value.toLowerCase());

const PASSWORD_ASSIGNMENT =
  /\b(?:password|passwd|pwd|pass|contraseña|identity)["'`]?\s*[:=]\s*["'`]([^"'`\s]{3,})["'`]/gi;

const CHECKS: [label: string, find: (text: string) => string | undefined][] = [
  ...(
    [
      ['an AUTH_SECRET or other *_SECRET setting', /\b[A-Z][A-Z0-9_]*_SECRET\b/],
      ['a client secret', /client[_-]?secret/i],
      ['a superuser or admin login', /superuser|_superusers|auth-with-password/i],
      ['a database URL', /\b(?:postgres(?:ql)?|mysql|mongodb(?:\+srv)?|redis|rediss):\/\/[^\s"'`]*/i],
      ['a URL with credentials in it', /\b[a-z][a-z0-9+.-]*:\/\/[^\s/"'`:@]+:[^\s/"'`@]+@/i],
      ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
      [
        'a known token shape (GitHub, Google, Slack, AWS, JWT)',
        /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|GOCSPX-[\w-]{10,}|xox[abpr]-[\w-]{10,}|AKIA[0-9A-Z]{16}|eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,})/,
      ],
      ['a test account', /\b(?:test(?:user)?|demo|admin)@[\w.-]+\.\w+/i],
    ] as const
  ).map(([label, pattern]): [string, (text: string) => string | undefined] => [
    label,
    (text) => pattern.exec(text)?.[0],
  ]),
  [
    'a password literal with a value',
    (text) => [...text.matchAll(PASSWORD_ASSIGNMENT)].find((m) => looksLikePassword(m[1] ?? ''))?.[0],
  ],
];

describe('the built web app carries no secrets', () => {
  const all = [...files(WEB_DIR)];

  test('the build exists and is scanned whole', () => {
    expect(all.some((f) => f.endsWith('index.html'))).toBe(true);
    expect(all.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(1);
  });

  test('no file matches a secret or test-credential pattern', () => {
    const findings: string[] = [];
    for (const file of all) {
      const text = contentOf(file);
      for (const [label, find] of CHECKS) {
        const found = find(text);
        if (found) findings.push(`${path.relative(WEB_DIR, file)}: ${label}: …${found.slice(0, 80)}…`);
      }
    }
    expect(findings).toEqual([]);
  });

  test('the running server’s secret is in no file of the build', () => {
    // AUTH_SECRET when set, else the one the e2e server generated into its data directory.
    const generated = path.join(inject('dataDir'), 'auth-secret');
    const secret =
      process.env.AUTH_SECRET ?? (existsSync(generated) ? readFileSync(generated, 'utf8').trim() : '');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    for (const file of all) expect(contentOf(file).includes(secret), file).toBe(false);
  });
});

describe('the scanner finds what it looks for', () => {
  test.each([
    'const AUTH_SECRET = "x"',
    'client_secret: "abc"',
    'password: "hunter2"',
    '{"password":"superuser-pass"}',
    'collections/_superusers/auth-with-password',
    'postgres://app:pw@db:5432/ritualia',
    'redis://cache:6379',
    'https://user:pass@example.org/',
    'ghp_abcdefghijklmnopqrstuvwxyz0123',
    'test@test.com',
    "identity: 'admin@ritualia.app'",
    'pass = "letmein"',
  ])('flags %s', (sample) => {
    expect(CHECKS.some(([, find]) => find(sample) !== undefined)).toBe(true);
  });

  test.each([
    'type="password"',
    'autoComplete: "current-password"',
    'password:`Contraseña`',
    'password:"Password"',
    'e.password=`required`',
    'https://example.org/',
    'luna@example.com',
  ])('leaves %s alone', (sample) => {
    expect(CHECKS.some(([, find]) => find(sample) !== undefined)).toBe(false);
  });
});
