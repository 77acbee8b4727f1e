import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '#shared/languages.ts';
import { TAXONOMY } from '#shared/taxonomy.ts';

// Every language has the same namespaces, each with exactly the same keys as Spanish, and no value
// is empty; every taxonomy key has a label in every language.

const root = import.meta.dirname;

function namespaces(language: string): string[] {
  return readdirSync(join(root, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

function load(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(join(root, language, `${namespace}.json`), 'utf8'));
}

/** Flattens to "a.b.c" → value; arrays and non-string leaves are reported as problems. */
function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

/** The {{interpolation}} names a value uses, sorted: translations must use the same ones. */
function variables(value: unknown): string {
  const names = String(value).match(/{{\s*[\w.]+/g) ?? [];
  return names
    .map((name) => name.replace(/^{{\s*/, ''))
    .sort()
    .join(',');
}

const referenceNamespaces = namespaces(DEFAULT_LANGUAGE);

describe('locales', () => {
  it('has the namespaces the app needs', () => {
    expect(referenceNamespaces).toEqual(expect.arrayContaining(['about', 'catalogue', 'common', 'taxonomy']));
  });

  for (const language of LANGUAGES) {
    it(`${language}: has the same namespace files as ${DEFAULT_LANGUAGE}`, () => {
      expect(namespaces(language)).toEqual(referenceNamespaces);
    });

    for (const namespace of referenceNamespaces) {
      it(`${language}/${namespace}: same keys as ${DEFAULT_LANGUAGE}, no empty values`, () => {
        const reference = flatten(load(DEFAULT_LANGUAGE, namespace));
        const expected = [...reference.keys()];
        const entries = flatten(load(language, namespace));
        const keys = [...entries.keys()];
        expect({
          missing: expected.filter((key) => !entries.has(key)),
          extra: keys.filter((key) => !expected.includes(key)),
          empty: keys.filter((key) => {
            const value = entries.get(key);
            return typeof value !== 'string' || value.trim() === '';
          }),
          variables: keys.filter(
            (key) => reference.has(key) && variables(entries.get(key)) !== variables(reference.get(key)),
          ),
        }).toEqual({ missing: [], extra: [], empty: [], variables: [] });
      });
    }

    it(`${language}/taxonomy: labels every taxonomy key and nothing else`, () => {
      const labels = load(language, 'taxonomy') as Record<string, Record<string, unknown>>;
      for (const [group, keys] of Object.entries(TAXONOMY)) {
        const groupLabels = labels[group] ?? {};
        const missing = keys.filter((key) => typeof groupLabels[key] !== 'string' || !groupLabels[key]);
        const extra = Object.keys(groupLabels).filter((key) => !(keys as readonly string[]).includes(key));
        expect({ group, missing, extra }).toEqual({ group, missing: [], extra: [] });
      }
      expect(Object.keys(labels).sort()).toEqual(Object.keys(TAXONOMY).sort());
    });
  }
});
