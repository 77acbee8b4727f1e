import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from './content-error.ts';
import { loadContent } from './content-loader.ts';

const lines = { prompt: 'What did you notice?', why: 'Because it comes now.' };
const practice = { title: 'A pause', steps: ['Sit.', 'Breathe.'] };
const day = (n: number) => ({
  day: n,
  translations: {
    es: { ...lines, practice },
    en: { ...lines, practice },
    fr: { ...lines, practice },
    pt: { ...lines, practice },
  },
});
const text = { title: 'Quiet days', summary: 'Three days.' };
const journey = {
  slug: 'quiet-days',
  kind: 'days',
  difficulty: 'easy',
  sort_order: 1,
  translations: { es: text, en: text, fr: text, pt: text },
  days: [day(1), day(2), day(3)],
};

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function problemsWith(files: Record<string, unknown>): Promise<string[]> {
  dir = mkdtempSync(path.join(tmpdir(), 'ritualia-journeys-'));
  mkdirSync(path.join(dir, 'journeys'));
  for (const [name, value] of Object.entries(files)) {
    writeFileSync(path.join(dir, 'journeys', name), JSON.stringify(value));
  }
  try {
    await loadContent(dir);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    // Only the file's own name and references: the rest of this bare folder is not under test.
    return error.problems
      .filter((p) => p.field === 'slug' || p.field.endsWith('.ritual'))
      .map((p) => `${path.basename(p.file)}: ${p.field}: ${p.message}`);
  }
}

describe('loading journeys', () => {
  it('accepts a journey file named after its slug', async () => {
    expect(await problemsWith({ 'quiet-days.json': journey })).toEqual([]);
  });

  it('refuses a file not named after its slug, and one with a ritual the catalogue lacks', async () => {
    const withRitual = {
      ...journey,
      slug: 'other',
      days: [
        { ...day(1), translations: { es: lines, en: lines, fr: lines, pt: lines }, ritual: 'missing' },
        day(2),
        day(3),
      ],
    };
    expect(await problemsWith({ 'quiet.json': journey, 'other.json': withRitual })).toEqual([
      'quiet.json: slug: file should be named quiet-days.json',
      'other.json: days.0.ritual: no ritual has the slug "missing"',
    ]);
  });
});
