import type { DailyTipEntry } from '../../../shared/content-schema.ts';
import type { ContentProblem } from './content-error.ts';

/**
 * Near-repeats by meaning: two tips that ask for the same gesture with the same things in other
 * words ("thank your home" and "touch the door frame on your way out"). Word overlap misses them,
 * so each tip is read as the set of themes it touches, each theme a list of synonyms. Themes are
 * matched in the English text, which every translation follows.
 */
export const TIP_THEMES: Readonly<Record<string, readonly string[]>> = {
  water: ['water', 'tap'],
  thanks: ['thank', 'grateful', 'gratitude', 'appreciat'],
  star: ['a star', 'one star', 'stars', 'night sky'],
  seed: ['seed', 'sprout'],
  money: ['money', 'coin', 'bill ', 'bills', 'bank', 'purchase', 'buying', 'savings', 'financ', 'wallet'],
  breath: ['breath', 'breathe', 'inhale', 'exhale'],
  body: ['body'],
  door: ['door', 'threshold', 'doorway', 'wall '],
  departure: ['way out', 'heading out', 'head out', 'go out', 'leave the house', 'leaving home'],
  herb: ['herb', 'mint', 'rosemary', 'basil'],
  scent: ['scent', 'smell', 'aroma', 'fragrance'],
  giveBack: [
    'give back',
    'hand back',
    'hand it back',
    'giving back',
    'isn’t mine',
    'isn’t yours',
    'not mine',
  ],
  done: ['done list', 'get done', 'got done', 'enough for today', 'what i did'],
  night: ['tonight', 'at night', 'bedtime', 'before bed'],
  candle: ['candle', 'flame'],
  salt: ['salt'],
  moon: ['moon'],
  letter: ['letter to', 'a letter', 'thank-you letter', 'short letter'],
  touch: ['touch it', 'touch the door', 'rest your hand', 'rest your palm', 'hand on', 'palm on'],
  gaze: ['gaze', 'look at', 'see it', 'watch'],
  draw: ['draw', 'doodle'],
  note: ['sticky note', 'post-it'],
  plant: ['plant', 'pot '],
  write: ['write', 'writ', 'list', 'notebook', 'jot'],
  drink: ['drink', 'glass'],
};

/**
 * Two tips repeat each other when they share at least two themes, one of them rare (in at most
 * this many tips, so it names the gesture rather than a habit such as writing or breathing), and
 * the themes they share weigh this much of all their themes. Calibrated on the 366 tips: the
 * reworded pairs an editor found score 0.7 to 0.85; distinct tips stay below.
 */
export const RARE_THEME_MAX_TIPS = 12;
export const THEME_SIMILARITY_LIMIT = 0.7;

/**
 * Tips meant as a series (one idea on purpose over several days): they may share their themes.
 * Each entry lists the days of one series.
 */
export const INTENDED_TIP_SERIES: readonly (readonly number[])[] = [];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const THEME_PATTERNS = Object.entries(TIP_THEMES).map(
  ([theme, synonyms]) => [theme, new RegExp(`(?<![a-z])(?:${synonyms.map(escape).join('|')})`)] as const,
);

export function tipThemes(tip: DailyTipEntry): Set<string> {
  const { title, text } = tip.translations.en;
  const plain = ` ${`${title} ${text}`.toLowerCase().replace(/[^a-z’\- ]/g, ' ')} `;
  return new Set(THEME_PATTERNS.filter(([, pattern]) => pattern.test(plain)).map(([theme]) => theme));
}

function inOneSeries(a: number, b: number, series: readonly (readonly number[])[]): boolean {
  return series.some((days) => days.includes(a) && days.includes(b));
}

/** Pairs of tips that say the same thing with other words; `content:check` enforces it. */
export function checkTipThemes(
  tips: DailyTipEntry[],
  series: readonly (readonly number[])[] = INTENDED_TIP_SERIES,
): ContentProblem[] {
  const themes = tips.map(tipThemes);
  const counts = new Map(Object.keys(TIP_THEMES).map((t) => [t, themes.filter((s) => s.has(t)).length]));
  const tipsWith = (theme: string) => counts.get(theme)!;
  // A theme that few tips touch says more about a tip than one most tips touch.
  const weigh = (set: Iterable<string>) =>
    [...set].reduce((sum, t) => sum + Math.max(Math.log(tips.length / (1 + tipsWith(t))), 0), 0);
  const problems: ContentProblem[] = [];
  for (let i = 0; i < tips.length; i += 1) {
    for (let j = i + 1; j < tips.length; j += 1) {
      const shared = [...themes[i]!].filter((t) => themes[j]!.has(t));
      if (shared.length < 2 || !shared.some((t) => tipsWith(t) <= RARE_THEME_MAX_TIPS)) continue;
      const score = weigh(shared) / weigh(new Set([...themes[i]!, ...themes[j]!]));
      const [a, b] = [tips[i]!.day_of_year, tips[j]!.day_of_year];
      if (score < THEME_SIMILARITY_LIMIT || inOneSeries(a, b, series)) continue;
      problems.push({
        file: 'content/daily-tips',
        field: `day ${a} and day ${b}`,
        message: `same themes (${shared.sort().join(', ')}, ${score.toFixed(2)}): rewrite one as a distinct tip, or list them as a series in tip-themes.ts`,
      });
    }
  }
  return problems;
}
