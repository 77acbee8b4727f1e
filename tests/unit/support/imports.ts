import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Reading the source tree's imports, for the architecture tests.
export function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield full;
  }
}

export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => (m[1] ?? m[2])!);
}

// The import aliases of package.json ("imports"), so `#web/lib/x.ts` is judged as src/web/lib/x.ts.
const ALIASES: Record<string, string> = { '#shared/': 'src/shared/', '#web/': 'src/web/' };

/** The file an import points at, relative to the repository root; undefined for a package. */
export function resolveImport(file: string, spec: string): string | undefined {
  if (spec.startsWith('.')) return path.relative('.', path.resolve(path.dirname(file), spec));
  const alias = Object.keys(ALIASES).find((prefix) => spec.startsWith(prefix));
  return alias ? path.normalize(ALIASES[alias] + spec.slice(alias.length)) : undefined;
}
