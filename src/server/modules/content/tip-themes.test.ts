import { describe, expect, it } from 'vitest';
import type { DailyTipEntry } from '../../../shared/content-schema.ts';
import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import { checkTipThemes, tipThemes } from './tip-themes.ts';
import { checkTipSimilarity } from './tip-similarity.ts';

type Text = [title: string, text: string];

/** A tip written in one language; the other three hold a neutral line that names no theme. */
function tipIn(lang: Language, day: number, [title, text]: Text): DailyTipEntry {
  const translations = Object.fromEntries(
    LANGUAGES.map((l) => [l, l === lang ? { title, text } : { title: `${day}`, text: `${day}.` }]),
  ) as DailyTipEntry['translations'];
  return { day_of_year: day, type: 'magicalAction', intention: 'gratitude', translations };
}

// The same gesture in other words, in each language: touch the door on the way out and say a line.
const reworded: Record<Language, [Text, Text]> = {
  es: [
    [
      'Toca el marco de la puerta',
      'Al salir de casa, apoya la mano en el marco de la puerta y di: «Salgo en calma».',
    ],
    ['Agradece a tu casa', 'Antes de salir, apoya la palma en la pared y di: «Gracias por cobijarme».'],
  ],
  en: [
    ['Touch the door frame', 'On your way out, rest your hand on the door frame and say: “I leave in calm.”'],
    [
      'Thank your home',
      'Before heading out, rest your palm on a wall and say: “Thank you for sheltering me.”',
    ],
  ],
  fr: [
    [
      'Touche le chambranle',
      'En sortant de chez toi, pose la main sur le chambranle et dis : « Je pars dans le calme. »',
    ],
    ['Remercie ta maison', 'Avant de sortir, pose la paume sur un mur et dis : « Merci de m’abriter. »'],
  ],
  pt: [
    ['Toque o batente', 'Ao sair de casa, apoie a mão no batente da porta e diga: “Saio em calma”.'],
    ['Agradeça à sua casa', 'Antes de sair, apoie a palma na parede e diga: “Obrigado por me abrigar”.'],
  ],
};

// A tip that shares only a common theme or two with the others (writing, water).
const distinct: Record<Language, Text> = {
  es: ['Un vaso de agua', 'Escribe tres cosas que te salieron bien y bebe un vaso de agua.'],
  en: ['A glass of water', 'Write three things that went well and drink a glass of water.'],
  fr: ['Un verre d’eau', 'Écris trois choses qui se sont bien passées et bois un verre d’eau.'],
  pt: ['Um copo de água', 'Escreva três coisas que deram certo e beba um copo de água.'],
};

// Enough other tips that writing and water are common themes, as they are in the real catalog.
const others = Array.from({ length: 40 }, (_, i) =>
  tipIn('en', 100 + i, [`Write ${i}`, `Write down ${i} things and breathe slowly over a glass of water.`]),
);

describe('near-repeats by meaning', () => {
  it('reads the themes in each language by word stems, without accents', () => {
    for (const lang of ['en', 'pt'] as const) {
      const [, text] = reworded[lang];
      expect([...tipThemes(tipIn(lang, 80, text), lang)].sort(), lang).toEqual([
        'departure',
        'door',
        'thanks',
        'touch',
      ]);
    }
    // "sal " asks for the whole word: salt, not leaving.
    expect(tipThemes(tipIn('es', 1, ['Sal', 'Pon sal gruesa en un cuenco.']), 'es')).toContain('salt');
    expect(tipThemes(tipIn('es', 1, ['Salir', 'Sales a la calle.']), 'es')).not.toContain('salt');
  });

  it.each(LANGUAGES)('flags a pair reworded in %s, which word overlap misses', (lang) => {
    const [a, b] = reworded[lang].map((text, i) => tipIn(lang, 57 + i * 23, text)) as [
      DailyTipEntry,
      DailyTipEntry,
    ];
    expect(checkTipSimilarity([a, b])).toEqual([]);
    expect(checkTipThemes([a, b, tipIn(lang, 200, distinct[lang]), ...others])).toEqual([
      expect.objectContaining({
        field: 'day 57 and day 80',
        message: expect.stringMatching(new RegExp(`same themes \\(${lang}: departure, door, touch`)),
      }),
    ]);
  });

  it.each(LANGUAGES)('leaves tips in %s that share only a common theme alone', (lang) => {
    const [a] = reworded[lang];
    expect(checkTipThemes([tipIn(lang, 57, a), tipIn(lang, 200, distinct[lang]), ...others])).toEqual([]);
  });

  it('allows tips listed as one intended series', () => {
    const tips = reworded.fr.map((text, i) => tipIn('fr', 57 + i * 23, text));
    expect(checkTipThemes([...tips.slice(0, 2), ...others], [[57, 80]])).toEqual([]);
    expect(checkTipThemes([...tips.slice(0, 2), ...others], [[57, 81]])).toHaveLength(1);
  });
});
