import type { Language } from '../../../shared/languages.ts';

// One voice per language (content/README.md, "Register", "Spelling" and "Glossary"): the
// register a language addresses the reader in, its spelling variant and the one name each thing
// has. Each rule returns one message per offence, with a little of the text around it.

type Rule = { pattern: RegExp; message: (found: string) => string };

/** The offending words with a little text on each side, spaces a writer cannot see made visible. */
export function around(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 12);
  return `"${text.slice(start, index + length + 12).replace(/[\u00a0\u202f]/g, '⍽')}"`;
}

/** Quoted speech (a prayer, a saying) may address several people: only the reader's voice is checked. */
function outsideQuotes(text: string): string {
  return text.replace(/«[^»]*»|“[^”]*”/g, (quoted) => ' '.repeat(quoted.length));
}

function apply(text: string, rules: readonly Rule[], skip?: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const { pattern, message } of rules) {
    for (const m of text.matchAll(pattern)) {
      if (skip?.has(m[0].toLowerCase())) continue;
      problems.push(`${message(m[0])} in ${around(text, m.index, m[0].length)}`);
    }
  }
  return problems;
}

const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, 'giu');

/**
 * Neutral Spanish addresses one reader as tú and several as ustedes; these are Spain-only
 * vosotros forms. Endings -áis/-éis catch the present of any verb (habéis, estáis, queréis);
 * the exceptions are ordinary words that happen to end the same way.
 */
const SPANISH_REGISTER: Rule[] = [
  { pattern: word('vosotr[oa]s|vuestr[oa]s?|sois|os(?=\\s+\\p{L})'), message: (f) => `vosotros form "${f}"` },
  { pattern: /\p{L}+(?:áis|éis)(?!\p{L})/giu, message: (f) => `vosotros form "${f}"` },
  { pattern: /\p{L}+[aei]d(?:nos|l[oa]s?|les?)(?!\p{L})/giu, message: (f) => `vosotros form "${f}"` },
];
const NOT_VOSOTROS = new Set(['dieciséis', 'veintiséis', 'jerséis', 'bonsáis', 'samuráis', 'paipáis']);

/** French speaks to the reader as tu: vous, votre, vos and the -ez imperative are the other voice. */
const FRENCH_REGISTER: Rule[] = [
  {
    pattern: /(?<![\p{L}-])(?:vous|votre|vos)(?!\p{L})/giu,
    message: (f) => `"${f}" addresses the reader as vous`,
  },
  { pattern: /(?<!\p{L})\p{L}{2,}ez(?!\p{L})/giu, message: (f) => `"${f}" addresses the reader as vous` },
];
/** A text that names the group it speaks to ("vous deux", "ensemble") may address it as vous. */
const NAMES_A_GROUP =
  /(?<!\p{L})(?:vous (?:deux|tous|toutes)|vos deux|(?:tous|toutes) les deux|l’une? chez l’autre|ensemble|avez tous)(?!\p{L})/iu;
const NOT_VOUS = new Set(['chez', 'assez', 'rendez', 'nez', 'rez', 'suez']);

/** European Portuguese words and forms, with the Brazilian word the style guide uses. */
const EUROPEAN_PORTUGUESE: Array<[string, string]> = [
  // A phone call is "uma ligação" in Brazil too; the network is "a conexão".
  ['(?<!(?:uma|fazer|faça|receber) )ligaç(?:ão|ões)(?! (?:com|para) )', 'conexão'],
  ['telemóve(?:l|is)', 'celular'],
  ['ecrã', 'tela'],
  ['utilizador(?:es|a)?', 'usuário'],
  ['regist(?:o|os)', 'registro'],
  ['casas? de banho', 'banheiro'],
  ['frigorífico', 'geladeira'],
  ['pequeno-almoço', 'café da manhã'],
  ['autocarro', 'ônibus'],
  ['equipa', 'equipe'],
  ['facto', 'fato'],
  ['contact(?:o|os|ar)', 'contato'],
  ['ficheiros?', 'arquivo'],
  ['partilh\\p{L}*', 'compartilhar'],
  ['descarreg\\p{L}*', 'baixar'],
  ['palavra-passe', 'senha'],
  ['definições', 'configurações'],
  ['secç(?:ão|ões)', 'seção'],
  ['correu (?:bem|mal)|como correu', 'foi bem, como foi'],
  ['(?:tu|teu|tua|teus|tuas|contigo)', 'você, seu, sua, com você'],
  [
    '(?:estou|estás|está|estamos|estão|estava|estavam|continua|continue) a \\p{L}+(?:ar|er|ir)',
    'the gerund: está fazendo',
  ],
];
const PORTUGUESE_REGISTER: Rule[] = EUROPEAN_PORTUGUESE.map(([form, brazilian]) => ({
  pattern: word(form),
  message: (f) => `European Portuguese "${f}": write ${brazilian}`,
}));

/** British spellings, with the US spelling the style guide chooses. */
const BRITISH_SPELLINGS: Array<[string, string]> = [
  ['catalogues?', 'catalog'],
  ['(?:cent|met|lit|theat|fib)res?', '-er (center, liter)'],
  ['practis(?:e|es|ed|ing)', 'practice'],
  ['(?:licence|defence|offence)s?', 'license, defense, offense'],
  ['grey(?:s|ish)?', 'gray'],
  ['jewellery', 'jewelry'],
  ['programmes?', 'program'],
  ['(?:travel|cancel|label|model|fuel|counsel)l(?:ed|ing|er|ers)', 'one l (traveled)'],
  ['(?:enrol|fulfil)(?:s|ment)?', 'enroll, fulfill'],
  [
    '(?:organ|real|recogn|personal|custom|visual|memor|priorit|apolog|minim|synchron|author|categor|summar|symbol|energ|harmon|neutral|steril|emphas|idealis|optim)is(?:e|es|ed|ing|ation|ations)',
    '-ize',
  ],
  ['(?:analys|paralys)(?:e|ed|ing)', '-yze'],
  [
    '(?:mould|plough|sceptic|tyre|aluminium|whilst|ageing|judgement|pyjamas|mum|mums|wellbeing)',
    'US spelling',
  ],
];
const ENGLISH_SPELLING: Rule[] = [
  {
    pattern: /(?<!\p{L})(?:colo|favo|hono|behavio|neighbo|flavo|labo|harbo|rumo|savo|vapo)ur\p{L}*/giu,
    message: (f) => `British spelling "${f}": write ${f.replace(/our/i, 'or')}`,
  },
  ...BRITISH_SPELLINGS.map(([form, us]) => ({
    pattern: word(form),
    message: (f: string) => `British spelling "${f}": write ${us}`,
  })),
];

// A ritual is completed; the daily tip is committed to, never "completed".
const TIP_ES = 'un consejo no se completa: comprometerse con el consejo';
const TIP_EN = 'a tip is not completed: commit to the tip';
const TIP_FR = 'un conseil ne se termine pas: s’engager sur le conseil';
const TIP_PT = 'uma dica não se completa: comprometer-se com a dica';

/**
 * The glossary: one name per thing. Each entry is a name the language does not use and the one
 * it uses instead (content/README.md, "Glossary").
 */
export const GLOSSARY_AVOID: Record<Language, Array<[string, string]>> = {
  es: [
    ['e-mails?|correos? electrónicos?', 'email'],
    ['consejos? (?:del día )?completad\\p{L}*|complet\\p{L}+ (?:el|un|este|tu) consejo', TIP_ES],
    ['insignias?', 'logro'],
    ['celular(?:es)?|móvil(?:es)?', 'teléfono'],
    ['rotulador(?:es)?', 'marcador'],
  ],
  en: [
    ['e-mails?', 'email'],
    [
      'complet\\p{L}* (?:a|the|this|today’s|your) (?:daily )?tips?|tips? (?:as )?completed|completed (?:daily )?tips?',
      TIP_EN,
    ],
    ['badges?', 'achievement'],
    ['favourites?', 'favorite'],
  ],
  fr: [
    ['emails?|courriels?', 'e-mail'],
    ['(?:lien|application|appli) d’agendas?', 'calendrier'],
    [
      'conseils? (?:du jour )?(?:terminé|accompli)\\p{L}*|(?:termine|accompli)\\p{L}* (?:le|un|ce|ton) conseil',
      TIP_FR,
    ],
    ['badges?', 'succès'],
  ],
  pt: [
    ['emails?', 'e-mail'],
    [
      'dicas? (?:do dia )?(?:concluíd|completad)\\p{L}*|(?:conclu|complet)\\p{L}+ (?:a|uma|esta|sua) dica',
      TIP_PT,
    ],
    ['medalhas?|insígnias?', 'conquista'],
  ],
};

const GLOSSARY: Record<Language, Rule[]> = Object.fromEntries(
  Object.entries(GLOSSARY_AVOID).map(([lang, entries]) => [
    lang,
    entries.map(([avoid, use]) => ({
      pattern: word(avoid),
      message: (f: string) => `"${f}" is not the glossary term: write ${use}`,
    })),
  ]),
) as Record<Language, Rule[]>;

/** The reader is addressed in one register: tú, tu, você; never vosotros, vous or European forms. */
export function registerProblems(text: string, lang: Language): string[] {
  // A Spanish prayer in quotes still says ustedes; in French and Portuguese a quoted prayer or
  // saying may address several people, so only the reader's own voice is checked there.
  if (lang === 'es') return apply(text, SPANISH_REGISTER, NOT_VOSOTROS);
  if (lang === 'fr')
    return NAMES_A_GROUP.test(text) ? [] : apply(outsideQuotes(text), FRENCH_REGISTER, NOT_VOUS);
  if (lang === 'pt') return apply(outsideQuotes(text), PORTUGUESE_REGISTER);
  return [];
}

/** US English spelling. */
export function spellingProblems(text: string, lang: Language): string[] {
  return lang === 'en' ? apply(text, ENGLISH_SPELLING) : [];
}

/** One name per thing. */
export function glossaryProblems(text: string, lang: Language): string[] {
  return apply(text, GLOSSARY[lang]);
}

export function voiceProblems(raw: string, lang: Language): string[] {
  // An interpolation ({{email}}) is a name in code, not a word of the text.
  // Nor is a straight-quoted key of a JSON example ({ "email": false }).
  const text = raw.replace(/{{[^}]*}}|"[^"]*"/g, (name) => '_'.repeat(name.length));
  return [...registerProblems(text, lang), ...spellingProblems(text, lang), ...glossaryProblems(text, lang)];
}
