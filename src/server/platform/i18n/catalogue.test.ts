import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';

// Typecheck catches a key missing in a language; this catches one that only some languages have,
// in every catalogue held as data.
const dir = new URL('./catalogues/', import.meta.url);
const files = readdirSync(dir).filter((name) => name.endsWith('.json'));

describe.each(files)('catalogues/%s', (file) => {
  const catalogue = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, object>;

  it('holds es, en, fr and pt, each with the same keys', () => {
    expect(Object.keys(catalogue).sort()).toEqual([...LANGUAGES].sort());
    const keys = Object.keys(catalogue.en ?? {}).sort();
    for (const lang of LANGUAGES) expect(Object.keys(catalogue[lang] ?? {}).sort(), lang).toEqual(keys);
  });
});
