import type { Content } from '../../../shared/content-schema.ts';
import { guessLanguage } from '../../../shared/language-guess.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { MOON_MOMENTS } from '../../../shared/moon.ts';
import { effectiveDifficulty } from '../../../shared/points.ts';
import { RETIRED_RITUAL_SLUGS } from '../../../shared/ritual-slugs.ts';
import { RITUAL_TYPES } from '../../../shared/taxonomy.ts';
import { pace } from '../../platform/http/pacer.ts';
import type { ContentProblem } from './content-error.ts';

/** What the catalogue must cover; the check fails below it. */
export const COVERAGE = {
  rituals: 100,
  perType: 4,
  cultures: 8,
  intentions: 8,
  moments: 5,
  tipDays: 366,
  /** Active rituals whose difficulty (set, or derived from steps and objects) is easy. */
  easyRituals: 10,
} as const;

export function isEasy(ritual: Content['rituals'][number]): boolean {
  const { steps, objects } = ritual.translations.es;
  const difficulty = effectiveDifficulty({
    difficulty: ritual.difficulty,
    stepCount: steps.length,
    objectCount: objects.length,
  });
  return difficulty === 'easy';
}

const ritualFile = (id: number) => `content/rituals/${String(id).padStart(3, '0')}-*.json`;
const TIPS_FILE = 'content/daily-tips';

export function duplicates<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item).trim().toLowerCase();
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return new Map([...groups].filter(([, group]) => group.length > 1));
}

export function checkLanguage(text: string, lang: string, file: string, field: string): ContentProblem[] {
  const guess = guessLanguage(text);
  if (guess && guess.language !== lang && guess.confidence > 0.3) {
    return [{ file, field, message: `reads as ${guess.language}, not ${lang}` }];
  }
  return [];
}

async function checkRituals(rituals: Content['rituals']): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  for (const [id, group] of duplicates(rituals, (r) => String(r.id))) {
    problems.push({ file: ritualFile(Number(id)), field: 'id', message: `used by ${group.length} files` });
  }
  for (const [slug] of duplicates(rituals, (r) => r.slug)) {
    problems.push({ file: 'content/rituals', field: 'slug', message: `"${slug}" is used twice` });
  }
  for (const [slug, id] of Object.entries(RETIRED_RITUAL_SLUGS)) {
    const field = `retired slug "${slug}"`;
    if (rituals.some((r) => r.slug === slug)) {
      problems.push({ file: 'src/shared/ritual-slugs.ts', field, message: 'is used by a ritual again' });
    }
    if (!rituals.some((r) => r.id === id)) {
      problems.push({
        file: 'src/shared/ritual-slugs.ts',
        field,
        message: `leads to ritual ${id}, which does not exist`,
      });
    }
  }
  for (const lang of LANGUAGES) {
    for (const [title, group] of duplicates(rituals, (r) => r.translations[lang].title)) {
      const ids = group.map((r) => r.id).join(', ');
      problems.push({
        file: 'content/rituals',
        field: `translations.${lang}.title`,
        message: `"${title}" repeats in ${ids}`,
      });
    }
    for (const r of rituals) {
      await pace();
      const t = r.translations[lang];
      const all = [t.title, ...t.steps, ...t.benefits, t.origin_explanation].join(' ');
      problems.push(...checkLanguage(all, lang, ritualFile(r.id), `translations.${lang}`));
      if (lang !== 'es' && t.origin_explanation === r.translations.es.origin_explanation) {
        problems.push({
          file: ritualFile(r.id),
          field: `translations.${lang}.origin_explanation`,
          message: 'identical to es',
        });
      }
    }
  }
  return problems;
}

/** Whether the catalogue is as broad as the product promises; `content:check` enforces it. */
export function checkCoverage({ rituals, tips }: Content): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const active = rituals.filter((r) => r.is_active);
  const need = (ok: boolean, field: string, message: string) => {
    if (!ok) problems.push({ file: 'content/rituals', field, message });
  };
  need(
    active.length >= COVERAGE.rituals,
    'count',
    `${active.length} active rituals, need ${COVERAGE.rituals}`,
  );
  for (const type of RITUAL_TYPES) {
    const n = active.filter((r) => r.type === type).length;
    need(n >= COVERAGE.perType, 'type', `${type}: ${n} rituals, need ${COVERAGE.perType}`);
  }
  const distinct = (field: 'culture' | 'intention' | 'moment') => new Set(active.map((r) => r[field])).size;
  need(
    distinct('culture') >= COVERAGE.cultures,
    'culture',
    `${distinct('culture')} cultures, need ${COVERAGE.cultures}`,
  );
  need(
    distinct('intention') >= COVERAGE.intentions,
    'intention',
    `${distinct('intention')} intentions, need ${COVERAGE.intentions}`,
  );
  need(
    distinct('moment') >= COVERAGE.moments,
    'moment',
    `${distinct('moment')} moments, need ${COVERAGE.moments}`,
  );
  const easy = active.filter(isEasy).length;
  need(easy >= COVERAGE.easyRituals, 'difficulty', `${easy} easy rituals, need ${COVERAGE.easyRituals}`);
  // "Good for tonight" starts with an easy ritual of tonight's moon moment (product rules).
  for (const moment of MOON_MOMENTS) {
    const ok = active.some((r) => r.moment === moment && isEasy(r));
    need(ok, 'moment', `${moment}: no easy ritual for the "Good for tonight" row`);
  }
  const days = new Set(tips.map((t) => t.day_of_year));
  const missing = Array.from({ length: COVERAGE.tipDays }, (_, i) => i + 1).filter((d) => !days.has(d));
  if (missing.length > 0) {
    const shown = missing.slice(0, 12).join(', ');
    const more = missing.length > 12 ? '…' : '';
    problems.push({
      file: TIPS_FILE,
      field: 'day_of_year',
      message: `${missing.length} days have no tip: ${shown}${more}`,
    });
  }
  return problems;
}

async function checkTips(tips: Content['tips']): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  for (const [day] of duplicates(tips, (t) => String(t.day_of_year))) {
    problems.push({ file: TIPS_FILE, field: 'day_of_year', message: `day ${day} appears more than once` });
  }
  for (const lang of LANGUAGES) {
    for (const [text, group] of duplicates(tips, (t) => t.translations[lang].text)) {
      const dayList = group.map((t) => t.day_of_year).join(', ');
      problems.push({
        file: TIPS_FILE,
        field: `translations.${lang}.text`,
        message: `"${text.slice(0, 40)}…" repeats on days ${dayList}`,
      });
    }
    for (const tip of tips) {
      await pace();
      const t = tip.translations[lang];
      problems.push(
        ...checkLanguage(
          `${t.title} ${t.text}`,
          lang,
          TIPS_FILE,
          `day ${tip.day_of_year}.translations.${lang}`,
        ),
      );
    }
  }
  return problems;
}

/**
 * Every rule over the whole content, pacing itself between rituals (pacer.ts): guessing the
 * language of ten thousand rituals in four languages takes seconds.
 */
export async function checkContentRules(content: Content): Promise<ContentProblem[]> {
  return [...(await checkRituals(content.rituals)), ...(await checkTips(content.tips))];
}
