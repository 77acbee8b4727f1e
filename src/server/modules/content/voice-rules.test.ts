import { describe, expect, it } from 'vitest';
import { glossaryProblems, registerProblems, spellingProblems, voiceProblems } from './voice-rules.ts';

const NNBSP = '\u202f';

// The register rule is one rule for each language: what it must flag and what it must let pass.
function registerCases(language: Parameters<typeof registerProblems>[1], cases: Cases, acceptsWhy = '') {
  it.each(cases.flags)('flags «%s»', (text) => {
    expect(registerProblems(text, language)).not.toEqual([]);
  });

  it.each(cases.accepts)(`accepts «%s»${acceptsWhy}`, (text) => {
    expect(registerProblems(text, language)).toEqual([]);
  });
}
type Cases = { flags: string[]; accepts: string[] };

describe('French register: tu, never vous', () => {
  registerCases(
    'fr',
    {
      flags: [
        'Vérifiez votre connexion et réessayez.',
        'Lisez le conseil du jour et engagez-vous',
        'Choisissez au moins un jour.',
        'Vous êtes hors ligne.',
        'Chargement de vos rappels…',
      ],
      accepts: [
        'Vérifie ta connexion et réessaie.',
        'Prends rendez-vous chez le médecin si tu as assez de doutes.',
        `Dis${NNBSP}: «${NNBSP}Salut à vous, fils du jour${NNBSP}!${NNBSP}»`,
        'Remarque ce que vous ressentez tous les deux.',
        'Racontez-vous ce que vous admirez l’un chez l’autre.',
      ],
    },
    ' (tu, a quoted prayer, or a group the text names)',
  );
});

describe('Brazilian Portuguese', () => {
  registerCases('pt', {
    flags: [
      'Nota guardada: será enviada quando a ligação voltar.',
      'Opcional: como correu a dica de hoje.',
      'Partilha o teu pequeno-almoço.',
      'Está a chover lá fora.',
      'Desliga o telemóvel.',
    ],
    accepts: [
      'Será enviada quando a conexão voltar.',
      'Faça uma ligação para alguém querido.',
      'Compartilhe seu café da manhã com você mesmo.',
      'Está chovendo lá fora.',
    ],
  });
});

describe('US English spelling', () => {
  it.each([
    ['Add to favourites', 'favorites'],
    ['Ritual catalogue', 'catalog'],
    ['a deeper colour', 'color'],
    ['practise at your own pace', 'practice'],
    ['Commitment cancelled.', 'one l'],
    ['Organise your altar', '-ize'],
    ['the centre of the table', 'center'],
    ['a grey stone', 'gray'],
    ['a wellbeing practice', 'US spelling'],
  ])('flags «%s» and names the US spelling', (text, us) => {
    expect(spellingProblems(text, 'en')).toEqual([expect.stringContaining(us)]);
  });

  it('accepts US spelling and words that only look British', () => {
    expect(
      spellingProblems('Add to favorites: practice with color at the center. Promise, rise, exercise.', 'en'),
    ).toEqual([]);
  });

  it('checks only English', () => {
    expect(spellingProblems('un catalogue de couleurs', 'fr')).toEqual([]);
  });
});

describe('glossary: one name per thing', () => {
  it.each([
    ['es', 'Escribe tu correo electrónico', 'email'],
    ['en', 'Reminders by e-mail', 'email'],
    ['fr', 'Nous t’enverrons un email', 'e-mail'],
    ['fr', 'Ton lien d’agenda privé', 'calendrier'],
    ['pt', 'Confirme seu email', 'e-mail'],
    ['en', 'You marked this tip as completed', 'commit'],
    ['es', 'Tus consejos completados', 'comprometerse'],
    ['es', 'Un rotulador negro', 'marcador'],
  ] as const)('%s: flags «%s»', (lang, text, term) => {
    expect(glossaryProblems(text, lang)).toEqual([expect.stringContaining(term)]);
  });

  it('leaves interpolations and JSON example keys alone', () => {
    expect(voiceProblems('Te enviamos un enlace a {{email}}.', 'es')).toEqual([]);
    expect(voiceProblems('Envía un cuerpo JSON como { "email": false }.', 'es')).toEqual([]);
  });

  it('accepts the glossary’s own terms', () => {
    expect(glossaryProblems('Revisa tu email', 'es')).toEqual([]);
    // The error catalogue's fixed sign-up texts say «Revisa tu correo», so the word alone stays.
    expect(glossaryProblems('Revisa tu correo', 'es')).toEqual([]);
    expect(glossaryProblems('Check your email and commit to the daily tip.', 'en')).toEqual([]);
    expect(glossaryProblems('Abonne-toi au calendrier lunaire par e-mail.', 'fr')).toEqual([]);
  });
});
