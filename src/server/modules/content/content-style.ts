import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import type { ContentProblem } from './content-error.ts';
import type { Content } from '../../../shared/content-schema.ts';
import { journeyFile } from './journey-rules.ts';

// House style for content text (content/README.md, "Style"). Each rule returns one message per
// offence, quoting a little of the text around it so a writer can find it.

/** French puts this one kind of no-break space before ; : ! ?, inside « » and in "30 cm", "7 h". */
export const FRENCH_NO_BREAK_SPACE = '\u202f';

/** Languages whose content writes the apostrophe as ’ (U+2019), never as the straight '. */
export const TYPOGRAPHIC_APOSTROPHE: Readonly<Record<Language, boolean>> = {
  es: true,
  en: true,
  fr: true,
  pt: true,
};

/** Unit symbols that must not be separated from their number at a line break. */
const UNITS = [
  'cm',
  'mm',
  'km',
  'kg',
  'mg',
  'ml',
  'cl',
  'dl',
  'g',
  'l',
  'L',
  'm',
  'h',
  'min',
  's',
  '°C',
  '°',
];
const BREAKABLE_NUMBER_UNIT = new RegExp(`\\d[ \\u00a0](?:${UNITS.join('|')}|%)(?![\\p{L}\\d])`, 'gu');

/**
 * Neutral Spanish addresses one reader as tú and several as ustedes; these are Spain-only
 * vosotros forms. Endings -áis/-éis catch the present of any verb (habéis, estáis, queréis);
 * the exceptions are ordinary words that happen to end the same way.
 */
const VOSOTROS_WORDS = /(?<!\p{L})(?:vosotr[oa]s|vuestr[oa]s?|sois|os(?=\s+\p{L}))(?!\p{L})/giu;
const VOSOTROS_ENDINGS = /\p{L}+(?:áis|éis)(?!\p{L})/giu;
const VOSOTROS_CLITIC_IMPERATIVE = /\p{L}+[aei]d(?:nos|l[oa]s?|les?)(?!\p{L})/giu;
const NOT_VOSOTROS = new Set(['dieciséis', 'veintiséis', 'jerséis', 'bonsáis', 'samuráis', 'paipáis']);

function around(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 12);
  return `"${text.slice(start, index + length + 12).replace(/[\u00a0\u202f]/g, '⍽')}"`;
}

function matches(text: string, pattern: RegExp, message: (at: string, found: string) => string): string[] {
  return [...text.matchAll(pattern)].map((m) => message(around(text, m.index, m[0].length), m[0]));
}

/** Apostrophes, and in French the no-break spaces. */
export function typographyProblems(text: string, lang: Language): string[] {
  const problems: string[] = [];
  if (TYPOGRAPHIC_APOSTROPHE[lang]) {
    problems.push(...matches(text, /'/g, (at) => `straight apostrophe in ${at}: write ’`));
  }
  if (lang !== 'fr') return problems;
  problems.push(
    ...matches(text, /\u00a0/g, (at) => `U+00A0 in ${at}: French content uses U+202F only`),
    ...matches(text, / [;:!?»]|« /g, (at) => `breakable space in ${at}: use U+202F`),
    ...matches(
      text,
      /[^\s\u00a0\u202f;:!?][;!?»]|«[^\s\u00a0\u202f]/gu,
      (at) => `no space in ${at}: add U+202F`,
    ),
    ...matches(text, BREAKABLE_NUMBER_UNIT, (at) => `number and unit can break apart in ${at}: use U+202F`),
    ...matches(text, /\d \d{3}(?!\d)/g, (at) => `thousands can break apart in ${at}: use U+202F`),
  );
  return problems;
}

/** Spain-only vosotros forms in text meant to be neutral Spanish. */
export function vosotrosProblems(text: string): string[] {
  const found = [
    ...text.matchAll(VOSOTROS_WORDS),
    ...text.matchAll(VOSOTROS_ENDINGS),
    ...text.matchAll(VOSOTROS_CLITIC_IMPERATIVE),
  ].filter((m) => !NOT_VOSOTROS.has(m[0].toLowerCase()));
  return found.map(
    (m) => `vosotros form "${m[0]}" in ${around(text, m.index, m[0].length)}: use tú or ustedes`,
  );
}

export function textProblems(text: string, lang: Language): string[] {
  return [...typographyProblems(text, lang), ...(lang === 'es' ? vosotrosProblems(text) : [])];
}

/** Every string in a value (nested lists and objects too), with its dotted field name. */
function* stringsIn(value: unknown, field: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [field, value];
  else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* stringsIn(item, `${field}.${i}`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, `${field}.${key}`);
  }
}

/** Every translated string of an item, with the field it comes from. */
function* translatedStrings(translations: Record<Language, object>): Generator<[Language, string, string]> {
  for (const lang of LANGUAGES) {
    for (const [field, text] of stringsIn(translations[lang], `translations.${lang}`))
      yield [lang, field, text];
  }
}

/** House style over all content; `content:check` enforces it, the importer does not. */
export function checkStyle({ rituals, tips, achievements, journeys }: Content): ContentProblem[] {
  const items: { file: string; item: { translations: Record<Language, object> } }[] = [
    ...rituals.map((r) => ({ file: `content/rituals/${String(r.id).padStart(3, '0')}-*.json`, item: r })),
    ...tips.map((t) => ({ file: `content/daily-tips (day ${t.day_of_year})`, item: t })),
    ...achievements.map((a) => ({ file: `content/achievements.json (${a.key})`, item: a })),
    ...journeys.flatMap((j) => [
      { file: journeyFile(j.slug), item: j },
      ...j.days.map((d) => ({ file: `${journeyFile(j.slug)} (day ${d.day})`, item: d })),
    ]),
  ];
  const problems: ContentProblem[] = [];
  for (const { file, item } of items) {
    for (const [lang, field, text] of translatedStrings(item.translations)) {
      for (const message of textProblems(text, lang)) problems.push({ file, field, message });
    }
  }
  return problems;
}
