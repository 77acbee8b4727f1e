import { describe, expect, it } from 'vitest';
import type { DailyTipEntry } from '../../../shared/content-schema.ts';
import { checkTipThemes, tipThemes } from './tip-themes.ts';
import { checkTipSimilarity } from './tip-similarity.ts';

/** A tip whose four translations say the English text: themes are read in English. */
function tip(day: number, title: string, text: string): DailyTipEntry {
  const t = { title, text };
  return {
    day_of_year: day,
    type: 'magicalAction',
    intention: 'gratitude',
    translations: { es: t, en: t, fr: t, pt: t },
  };
}

const doorFrame = tip(
  57,
  'Touch the door frame',
  'On your way out, rest your hand on the door frame and say: “I leave in calm, I return in calm.”',
);
const thankYourHome = tip(
  80,
  'Thank your home',
  'Before heading out, rest your palm on a wall and say: “Thank you for sheltering me.”',
);
// Enough other tips that "door" and "touch" are rare themes, as they are in the real catalog.
const others = Array.from({ length: 40 }, (_, i) =>
  tip(100 + i, `Write ${i}`, `Write down ${i} things and breathe slowly over a glass of water.`),
);

describe('near-repeats by meaning', () => {
  it('reads a tip as the themes its synonyms name', () => {
    expect([...tipThemes(thankYourHome)].sort()).toEqual(['departure', 'door', 'thanks', 'touch']);
  });

  it('flags two tips with the same gesture in other words, which word overlap misses', () => {
    const tips = [doorFrame, thankYourHome, ...others];
    expect(checkTipSimilarity([doorFrame, thankYourHome])).toEqual([]);
    expect(checkTipThemes(tips)).toEqual([
      expect.objectContaining({ field: 'day 57 and day 80', message: expect.stringMatching(/same themes/) }),
    ]);
  });

  it('leaves tips that share only common themes alone', () => {
    expect(checkTipThemes(others)).toEqual([]);
  });

  it('allows tips listed as one intended series', () => {
    expect(checkTipThemes([doorFrame, thankYourHome, ...others], [[57, 80]])).toEqual([]);
    expect(checkTipThemes([doorFrame, thankYourHome, ...others], [[57, 81]])).toHaveLength(1);
  });
});
