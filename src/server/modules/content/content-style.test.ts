import { describe, expect, it } from 'vitest';
import { textProblems, titleProblems, typographyProblems } from './content-style.ts';
import { registerProblems } from './voice-rules.ts';

const vosotrosProblems = (text: string) => registerProblems(text, 'es');

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('French typography', () => {
  it('accepts U+202F before ; : ! ? and inside « »', () => {
    const good = `Dis${NNBSP}: «${NNBSP}Merci${NNBSP}!${NNBSP}» Prêt${NNBSP}? Oui${NNBSP}; c’est fait.`;
    expect(typographyProblems(good, 'fr')).toEqual([]);
  });

  it('rejects the other kind of no-break space, so only one kind is used', () => {
    const mixed = `Dis${NBSP}: «${NNBSP}Merci${NNBSP}»`;
    expect(typographyProblems(mixed, 'fr')).toEqual([expect.stringMatching(/U\+00A0/)]);
  });

  it('rejects ordinary or missing spaces where a line could break or the space is due', () => {
    expect(typographyProblems('Dis : « Merci »', 'fr')).toHaveLength(3);
    expect(typographyProblems('Merci!', 'fr')).toEqual([expect.stringMatching(/no space/)]);
  });

  it('rejects a number and its unit that can break apart', () => {
    expect(typographyProblems('un cordon de 30 cm, avant 7 h', 'fr')).toHaveLength(2);
    expect(typographyProblems(`un cordon de 30${NNBSP}cm, avant 7${NNBSP}h`, 'fr')).toEqual([]);
    expect(typographyProblems('pendant 3 minutes, 2 heures', 'fr')).toEqual([]);
  });
});

describe('apostrophes', () => {
  it.each(['es', 'en', 'fr', 'pt'] as const)('%s uses the typographic apostrophe', (lang) => {
    expect(typographyProblems('Don’t — k’intu — l’eau — d’água', lang)).toEqual([]);
    expect(typographyProblems("Don't", lang)).toEqual([expect.stringMatching(/straight apostrophe/)]);
  });

  it('leaves other languages’ French spacing rules alone', () => {
    expect(typographyProblems('Say: “thanks!”', 'en')).toEqual([]);
  });
});

describe('vosotros forms in neutral Spanish', () => {
  it.each([
    'Miradnos con ojos benévolos y dadnos la victoria',
    '¿Queréis encender la vela juntos?',
    'Si estáis cansados, descansad.',
    'Os deseo un buen camino.',
    'Cuidad vuestra casa.',
    'Vosotros sois bienvenidos.',
  ])('flags «%s»', (text) => {
    expect(vosotrosProblems(text)).not.toEqual([]);
  });

  it.each([
    'Mantén la vela fuera del alcance de niños pequeños y mascotas.',
    'Los baños de hierbas son una costumbre de muchos países.',
    'Mírennos con ojos benévolos y dennos la victoria a quienes aquí estamos.',
    'Comparte los dieciséis pétalos y pon la ofrenda en los ríos con cuidado: la verdad es sencilla.',
    'Di «Os» solo si lees en otra lengua.',
  ])('accepts «%s»', (text) => {
    expect(vosotrosProblems(text)).toEqual([]);
  });

  it('only checks Spanish for vosotros', () => {
    expect(textProblems('Os dois caminhos', 'pt')).toEqual([]);
    expect(textProblems('Os deseo suerte', 'es')).toHaveLength(1);
  });
});

describe('closing quotes', () => {
  it('puts a full stop or comma inside the quote in US English', () => {
    expect(typographyProblems('Say “thank you.”', 'en')).toEqual([]);
    expect(typographyProblems('Say “thank you”.', 'en')).toEqual([expect.stringMatching(/inside/)]);
  });

  it.each([
    ['es', 'Di «gracias».', 'Di «gracias.»'],
    ['pt', 'Diga “obrigado”.', 'Diga “obrigado.”'],
  ] as const)('%s puts it after the quote', (lang, good, bad) => {
    expect(typographyProblems(good, lang)).toEqual([]);
    expect(typographyProblems(bad, lang)).toEqual([expect.stringMatching(/put it after/)]);
  });
});

describe('English titles', () => {
  it('capitalize the word after a colon', () => {
    expect(titleProblems('Minni: A Toast in Memory of Your Ancestors')).toEqual([]);
    expect(titleProblems('Minni: a Toast in Memory of Your Ancestors')).toEqual([
      expect.stringMatching(/capitalize/),
    ]);
  });
});
