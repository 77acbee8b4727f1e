import type { DailyTipEntry } from '../../../shared/content-schema.ts';
import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import type { ContentProblem } from './content-error.ts';
import { TIP_THEMES } from './tip-theme-lexicon.ts';

/**
 * Near-repeats by meaning: two tips that ask for the same gesture with the same things in other
 * words ("thank your home" and "touch the door frame on your way out"). Word overlap misses them,
 * so each tip is read as the set of themes it touches, each theme a list of synonym stems in every
 * language (tip-theme-lexicon.ts). Each language is read on its own, so a translation reworded
 * into a repeat is caught even when the other three still differ.
 *
 * Two tips repeat each other when, in one language, they share at least two rare themes (each in at
 * most this many tips, so they name the gesture rather than a habit such as writing or breathing)
 * and the themes they share weigh this much of the lighter tip's themes. Calibrated on the 366
 * tips: the reworded pairs an editor found (door, touch and way out; herb and scent; star and sky)
 * score 0.7 or more; two tips that only share a rare theme and a common one are not flagged. So a
 * repeat whose only rare theme is its gesture ("thank the water you drink", twice) still needs an
 * editor's eye; a more precise synonym list is the way to let the check see it.
 */
export const RARE_THEME_MAX_TIPS = 12;
const MIN_RARE_SHARED = 2;
export const THEME_SIMILARITY_LIMIT = 0.7;

/**
 * Tips meant as a series (one idea on purpose over several days): they may share their themes.
 * Each entry lists the days of one series.
 */
export const INTENDED_TIP_SERIES: readonly (readonly number[])[] = [];

/** Lowercase words without accents, joined by single spaces and padded so stems match word starts. */
function plainWords(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  return ` ${words.join(' ')} `;
}

export function tipThemes(tip: DailyTipEntry, lang: Language = 'en'): Set<string> {
  const { title, text } = tip.translations[lang];
  const plain = plainWords(`${title} ${text}`);
  const found = Object.entries(TIP_THEMES).filter(([, stems]) =>
    stems[lang].some((stem) => plain.includes(` ${stem}`)),
  );
  return new Set(found.map(([theme]) => theme));
}

function inOneSeries(a: number, b: number, series: readonly (readonly number[])[]): boolean {
  return series.some((days) => days.includes(a) && days.includes(b));
}

type Repeat = { shared: string[]; score: number };

/** The pairs of tips whose themes in one language make them a repeat, keyed "i j". */
function repeatsIn(lang: Language, tips: DailyTipEntry[]): Map<string, Repeat> {
  const themes = tips.map((tip) => tipThemes(tip, lang));
  const counts = new Map<string, number>();
  for (const set of themes) for (const t of set) counts.set(t, (counts.get(t) ?? 0) + 1);
  // A theme that few tips touch says more about a tip than one most tips touch.
  const weigh = (set: Iterable<string>) =>
    [...set].reduce((sum, t) => sum + Math.max(Math.log(tips.length / (1 + counts.get(t)!)), 0), 0);
  const repeats = new Map<string, Repeat>();
  for (let i = 0; i < tips.length; i += 1) {
    for (let j = i + 1; j < tips.length; j += 1) {
      const shared = [...themes[i]!].filter((t) => themes[j]!.has(t));
      const rare = shared.filter((t) => counts.get(t)! <= RARE_THEME_MAX_TIPS);
      if (rare.length < MIN_RARE_SHARED) continue;
      const score = weigh(shared) / Math.min(weigh(themes[i]!), weigh(themes[j]!));
      if (score >= THEME_SIMILARITY_LIMIT) repeats.set(`${i} ${j}`, { shared: shared.sort(), score });
    }
  }
  return repeats;
}

/** Pairs of tips that say the same thing with other words; `content:check` enforces it. */
export function checkTipThemes(
  tips: DailyTipEntry[],
  series: readonly (readonly number[])[] = INTENDED_TIP_SERIES,
): ContentProblem[] {
  const found = new Map<string, { lang: Language; repeat: Repeat }[]>();
  for (const lang of LANGUAGES) {
    for (const [pair, repeat] of repeatsIn(lang, tips)) {
      found.set(pair, [...(found.get(pair) ?? []), { lang, repeat }]);
    }
  }
  const problems: ContentProblem[] = [];
  for (const [pair, repeats] of found) {
    const [a, b] = pair.split(' ').map((i) => tips[Number(i)]!.day_of_year) as [number, number];
    if (inOneSeries(a, b, series)) continue;
    const detail = repeats
      .map(({ lang, repeat }) => `${lang}: ${repeat.shared.join(', ')}, ${repeat.score.toFixed(2)}`)
      .join('; ');
    problems.push({
      file: 'content/daily-tips',
      field: `day ${a} and day ${b}`,
      message: `same themes (${detail}): rewrite one as a distinct tip, or list them as a series in tip-themes.ts`,
    });
  }
  return problems.sort((p, q) => p.field.localeCompare(q.field, 'en', { numeric: true }));
}
