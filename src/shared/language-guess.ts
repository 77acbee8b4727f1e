import type { Language } from './languages.ts';

// Function words that are frequent in one of our languages and rare in the others; enough to tell
// a paragraph's language apart and catch text left untranslated in the wrong file.
const MARKERS: Record<Language, ReadonlySet<string>> = {
  es: new Set('el los las y del al una con por tu tus es está son para se lo muy cada sin'.split(' ')),
  en: new Set('the and of to your you with for is this it on that are be at from into'.split(' ')),
  fr: new Set('le les et des du une est pour avec dans ton ta tes vous votre qui sur ce au aux'.split(' ')),
  pt: new Set('o os as e do da dos das uma com em no na não você seu sua ao às pelo pela'.split(' ')),
};

/** Each marker word and the languages it marks, so a text is read once (content imports check thousands). */
const MARKED_BY = new Map<string, Language[]>();
for (const language of Object.keys(MARKERS) as Language[]) {
  for (const word of MARKERS[language]) MARKED_BY.set(word, [...(MARKED_BY.get(word) ?? []), language]);
}

export function guessLanguage(text: string): { language: Language; confidence: number } | null {
  const hits = Object.fromEntries(Object.keys(MARKERS).map((language) => [language, 0])) as Record<
    Language,
    number
  >;
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    for (const language of MARKED_BY.get(word) ?? []) hits[language]++;
  }
  const scores = (Object.keys(MARKERS) as Language[]).map((language) => ({ language, hits: hits[language] }));
  scores.sort((a, b) => b.hits - a.hits);
  const [best, second] = scores;
  if (!best || !second || best.hits < 3) return null;
  return { language: best.language, confidence: (best.hits - second.hits) / best.hits };
}
