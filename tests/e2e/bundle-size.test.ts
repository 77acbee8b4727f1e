import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';

// The performance budget: the home page's initial JavaScript (the entry module and the
// modules it preloads), gzipped, is at most 130 KiB. Measured on the production build.
const WEB_DIR = 'dist/web';
const BUDGET_BYTES = 130 * 1024;

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** The attributes of every `<tag …>` in `html`, lower-cased names. */
function tags(html: string, tag: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const [, attributes = ''] of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attrs: Record<string, string> = {};
    for (const [, name = '', , value = ''] of attributes.matchAll(/([\w:-]+)(?:\s*=\s*(["'])(.*?)\2)?/g)) {
      attrs[name.toLowerCase()] = value;
    }
    found.push(attrs);
  }
  return found;
}

/** The initial JavaScript of index.html: module scripts with a src, then modulepreload links. */
function initialScripts(html: string): string[] {
  const entries = tags(html, 'script')
    .filter((a) => a.type === 'module' && a.src)
    .map((a) => a.src ?? '');
  const preloads = tags(html, 'link')
    .filter((a) => (a.rel ?? '').split(/\s+/).includes('modulepreload') && a.href)
    .map((a) => a.href ?? '');
  return [...new Set([...entries, ...preloads])];
}

describe('bundle size', () => {
  test('the home page loads at most 130 KiB of JavaScript, gzipped', () => {
    const html = readFileSync(path.join(WEB_DIR, 'index.html'), 'utf8');
    const scripts = initialScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((src) => src.startsWith('/assets/') && src.endsWith('.js'))).toEqual(scripts);

    const sizes = scripts.map((src) => {
      const bytes = readFileSync(path.join(WEB_DIR, src));
      return { src, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    console.log(
      [
        ...sizes.map((s) => `  ${s.src}: ${kib(s.gzip)} gzipped (${kib(s.raw)} raw)`),
        `initial JavaScript: ${kib(total)} gzipped of a ${kib(BUDGET_BYTES)} budget (${total} bytes)`,
      ].join('\n'),
    );
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
