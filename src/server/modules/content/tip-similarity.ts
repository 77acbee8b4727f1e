import type { DailyTipEntry } from '../../../shared/content-schema.ts';
import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import type { ContentProblem } from './content-error.ts';

/**
 * Two tips whose content words overlap more than this (Jaccard index, averaged over the four
 * languages) read as the same tip reworded. Calibrated on the 366 tips: the closest distinct pair
 * scores about 0.22, while a tip rewritten with a few words swapped scores above 0.5.
 */
export const TIP_SIMILARITY_LIMIT = 0.3;

/** Words are cut to this many letters, so "breathe"/"breathing" or "soltar"/"suelta" meet. */
const STEM_LENGTH = 5;
const MIN_WORD_LENGTH = 4;

// Frequent words of four letters or more that say nothing about what a tip asks the reader to do.
const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  es: new Set(
    'cada para como cuando donde este esta esto estos estas ese esa eso esos esas algo alguien todo toda todos todas otra otro otros otras pero porque mientras ante bajo desde hasta sobre entre tras durante luego antes despues tambien solo muy mas menos unos unas tres dos cinco minutos minuto momento dias hoy dile di'.split(
      ' ',
    ),
  ),
  en: new Set(
    'each with that this your from into when what they them then than have will about there their just more some like once over after before also only very three five minutes minute moment today yourself something someone every while'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'dans pour avec sans sous vers quand comme cette celui celle elle elles tout tous toute toutes leur leurs mais puis plus etre avoir fais faire sont nous vous trois cinq minutes minute moment instant aujourd hui chaque quelque chose pendant avant apres aussi seulement tres'.split(
      ' ',
    ),
  ),
  pt: new Set(
    'cada voce seus suas isso esse essa este esta isto pelo pela pelos pelas numa uma umas mais menos porque quando onde como enquanto depois antes tambem sobre entre apos desde tres cinco minutos minuto momento hoje algo alguem todo toda todos todas'.split(
      ' ',
    ),
  ),
};

export function contentWords(text: string, lang: Language): Set<string> {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u);
  return new Set(
    words
      .filter((w) => w.length >= MIN_WORD_LENGTH && !STOP_WORDS[lang].has(w))
      .map((w) => w.slice(0, STEM_LENGTH)),
  );
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

type TipWords = Record<Language, Set<string>>;

function tipWords(tip: DailyTipEntry): TipWords {
  const entries = LANGUAGES.map((lang) => {
    const { title, text } = tip.translations[lang];
    return [lang, contentWords(`${title} ${text}`, lang)] as const;
  });
  return Object.fromEntries(entries) as TipWords;
}

/** Mean over the four languages, so one language's chance echo does not decide alone. */
function similarity(a: TipWords, b: TipWords): number {
  return LANGUAGES.reduce((sum, lang) => sum + jaccard(a[lang], b[lang]), 0) / LANGUAGES.length;
}

export function tipSimilarity(a: DailyTipEntry, b: DailyTipEntry): number {
  return similarity(tipWords(a), tipWords(b));
}

/** Pairs of tips that say the same thing in other words; `content:check` enforces it. */
export function checkTipSimilarity(tips: DailyTipEntry[]): ContentProblem[] {
  const words = tips.map(tipWords);
  const problems: ContentProblem[] = [];
  for (let i = 0; i < tips.length; i += 1) {
    for (let j = i + 1; j < tips.length; j += 1) {
      const score = similarity(words[i]!, words[j]!);
      if (score <= TIP_SIMILARITY_LIMIT) continue;
      problems.push({
        file: 'content/daily-tips',
        field: `day ${tips[i]!.day_of_year} and day ${tips[j]!.day_of_year}`,
        message: `word overlap ${score.toFixed(2)} is above ${TIP_SIMILARITY_LIMIT}: rewrite one as a distinct tip`,
      });
    }
  }
  return problems;
}
