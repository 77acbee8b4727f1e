import { describe, expect, it } from 'vitest';
import type { DailyTipEntry } from '../../../shared/content-schema.ts';
import {
  checkTipSimilarity,
  contentWords,
  jaccard,
  TIP_SIMILARITY_LIMIT,
  tipSimilarity,
} from './tip-similarity.ts';

function tip(day: number, text: Record<'es' | 'en' | 'fr' | 'pt', [string, string]>): DailyTipEntry {
  const translations = Object.fromEntries(
    Object.entries(text).map(([lang, [title, body]]) => [lang, { title, text: body }]),
  ) as DailyTipEntry['translations'];
  return { day_of_year: day, type: 'meditation', intention: 'wellbeing', translations };
}

const flame = tip(65, {
  es: [
    'Mirar una llama',
    'Enciende una vela en un lugar seguro y mira su llama durante tres minutos, dejando pasar los pensamientos.',
  ],
  en: [
    'Gaze at a flame',
    'Light a candle somewhere safe and watch its flame for three minutes, letting thoughts drift past.',
  ],
  fr: [
    'Contempler une flamme',
    'Allume une bougie dans un endroit sûr et regarde sa flamme pendant trois minutes en laissant passer les pensées.',
  ],
  pt: [
    'Contemplar uma chama',
    'Acenda uma vela em um lugar seguro e observe a chama por três minutos, deixando os pensamentos passarem.',
  ],
});
const flameReworded = tip(66, {
  es: [
    'Contemplar la llama',
    'Enciende una vela en un sitio seguro y contempla su llama unos minutos, dejando pasar cada pensamiento.',
  ],
  en: [
    'Watch a flame',
    'Light a candle somewhere safe and gaze at its flame for a few minutes, letting each thought drift past.',
  ],
  fr: [
    'Regarder une flamme',
    'Allume une bougie dans un endroit sûr et contemple sa flamme quelques minutes en laissant passer chaque pensée.',
  ],
  pt: [
    'Observar uma chama',
    'Acenda uma vela num lugar seguro e contemple a chama por alguns minutos, deixando cada pensamento passar.',
  ],
});
const yawn = tip(67, {
  es: [
    'Un bostezo a propósito',
    'Abre bien la boca y bosteza tres veces, estirando los brazos, y nota cómo se afloja la mandíbula.',
  ],
  en: [
    'A yawn on purpose',
    'Open your mouth wide and yawn three times, stretching your arms, and notice your jaw loosen.',
  ],
  fr: [
    'Bâiller exprès',
    'Ouvre grand la bouche et bâille trois fois en étirant les bras, et sens ta mâchoire se relâcher.',
  ],
  pt: [
    'Um bocejo de propósito',
    'Abra bem a boca e boceje três vezes, espreguiçando os braços, e sinta o maxilar se soltar.',
  ],
});

describe('tip similarity', () => {
  it('compares content words, not function words or word endings', () => {
    expect(contentWords('Breathe slowly, then keep breathing with each breath', 'en')).toEqual(
      new Set(['breat', 'slowl', 'keep']),
    );
    expect(jaccard(new Set(['a', 'b']), new Set(['b', 'c']))).toBeCloseTo(1 / 3);
  });

  it('flags a tip that is another one reworded', () => {
    expect(tipSimilarity(flame, flameReworded)).toBeGreaterThan(TIP_SIMILARITY_LIMIT);
    expect(checkTipSimilarity([flame, yawn, flameReworded])).toEqual([
      expect.objectContaining({ field: 'day 65 and day 66' }),
    ]);
  });

  it('passes tips that ask for different things', () => {
    expect(tipSimilarity(flame, yawn)).toBeLessThan(TIP_SIMILARITY_LIMIT);
    expect(checkTipSimilarity([flame, yawn])).toEqual([]);
  });
});
