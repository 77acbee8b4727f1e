import { describe, expect, it } from 'vitest';
import { guessLanguage } from './language-guess.ts';

describe('guessLanguage', () => {
  it.each([
    ['es', 'Enciende la vela y respira con calma mientras piensas en lo que quieres para tu casa.'],
    ['en', 'Light the candle and breathe slowly while you think of what you want for your home.'],
    ['fr', 'Allume la bougie et respire calmement pendant que tu penses à ce que tu veux pour ta maison.'],
    ['pt', 'Acenda a vela e respire com calma enquanto você pensa no que deseja para a sua casa.'],
  ] as const)('recognises %s', (language, text) => {
    expect(guessLanguage(text)?.language).toBe(language);
  });

  it('declines to guess from too few words', () => {
    expect(guessLanguage('Velas')).toBeNull();
  });
});
