import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import type { ContentProblem } from './content-error.ts';
import type { Content } from '../../../shared/content-schema.ts';
import { journeyFile } from './journey-rules.ts';
import { around, voiceProblems } from './voice-rules.ts';

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

function matches(text: string, pattern: RegExp, message: (at: string, found: string) => string): string[] {
  return [...text.matchAll(pattern)].map((m) => message(around(text, m.index, m[0].length), m[0]));
}

/**
 * One rule per language for a full stop or comma at a closing quote: US English puts it inside
 * (“thanks.”), Spanish and Portuguese after («gracias». “obrigado”.). French follows the sentence.
 */
function closingQuoteProblems(text: string, lang: Language): string[] {
  if (lang === 'en')
    return matches(text, /”[.,]/g, (at) => `full stop or comma after ” in ${at}: put it inside`);
  if (lang === 'es')
    return matches(text, /[.,]»/g, (at) => `full stop or comma before » in ${at}: put it after`);
  if (lang === 'pt')
    return matches(text, /[.,]”/g, (at) => `full stop or comma before ” in ${at}: put it after`);
  return [];
}

/** Apostrophes, closing quotes, and in French the no-break spaces. */
export function typographyProblems(text: string, lang: Language): string[] {
  const problems: string[] = [];
  if (TYPOGRAPHIC_APOSTROPHE[lang]) {
    problems.push(...matches(text, /'/g, (at) => `straight apostrophe in ${at}: write ’`));
  }
  problems.push(...closingQuoteProblems(text, lang));
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

/** Typography, register, spelling variant and glossary: everything one text is checked for. */
export function textProblems(text: string, lang: Language): string[] {
  return [...typographyProblems(text, lang), ...voiceProblems(text, lang)];
}

/** English titles are in title case, and the word after a colon starts with a capital too. */
export function titleProblems(title: string): string[] {
  return matches(title, /: \p{Ll}/gu, (at) => `lowercase after a colon in ${at}: capitalize it`);
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
      const found = [
        ...textProblems(text, lang),
        ...(field === 'translations.en.title' ? titleProblems(text) : []),
      ];
      for (const message of found) problems.push({ file, field, message });
    }
  }
  return problems;
}
