import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield full;
  }
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => (m[1] ?? m[2])!);
}

function violations(layer: string, forbidden: (specifier: string, resolved: string) => boolean): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(path.join('src', layer))) {
    for (const spec of importsOf(file)) {
      const resolved = spec.startsWith('.')
        ? path.relative('src', path.resolve(path.dirname(file), spec))
        : spec;
      if (forbidden(spec, resolved)) found.push(`${file} imports ${spec}`);
    }
  }
  return found;
}

describe('architecture boundaries', () => {
  it('shared imports neither web nor server, and does no I/O', () => {
    expect(
      violations(
        'shared',
        (spec, resolved) =>
          resolved.startsWith('web') || resolved.startsWith('server') || spec.startsWith('node:'),
      ),
    ).toEqual([]);
  });

  it('web never imports server code', () => {
    expect(
      violations('web', (spec, resolved) => resolved.startsWith('server') || spec.startsWith('node:')),
    ).toEqual([]);
  });

  it('server never imports web code', () => {
    // Only relative imports can reach src/web; a package such as `web-push` is not web code.
    expect(
      violations('server', (spec, resolved) => spec.startsWith('.') && resolved.startsWith('web')),
    ).toEqual([]);
  });
});
