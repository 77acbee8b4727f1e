import { LANGUAGES } from '../../../shared/languages.ts';
import type { ContentProblem } from './content-error.ts';
import type { Content } from '../../../shared/content-schema.ts';
import { checkLanguage, duplicates, isEasy } from './content-rules.ts';

// What a journey file cannot tell alone (content/README.md, Journeys): its rituals exist in the
// catalogue and are active, and slugs and titles are unique — the importer refuses content without
// that. That an easy journey asks only easy rituals is editorial, for content:check alone.

export const journeyFile = (slug: string) => `content/journeys/${slug}.json`;

/** Every translated text of a journey, joined per language, for the language guess. */
function textsIn(journey: Content['journeys'][number], lang: (typeof LANGUAGES)[number]): string {
  const { title, summary } = journey.translations[lang];
  const days = journey.days.map(({ translations }) => {
    const { practice, prompt, why } = translations[lang];
    return [practice?.title, ...(practice?.steps ?? []), prompt, why].join(' ');
  });
  return [title, summary, ...days].join(' ');
}

/** What makes journeys invalid: the loader refuses them. */
export function checkJourneys({
  journeys,
  rituals,
}: Pick<Content, 'journeys' | 'rituals'>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const bySlug = new Map(rituals.map((r) => [r.slug, r]));
  for (const [slug] of duplicates(journeys, (j) => j.slug)) {
    problems.push({ file: 'content/journeys', field: 'slug', message: `"${slug}" is used twice` });
  }
  for (const lang of LANGUAGES) {
    for (const [title] of duplicates(journeys, (j) => j.translations[lang].title)) {
      const field = `translations.${lang}.title`;
      problems.push({ file: 'content/journeys', field, message: `"${title}" is used twice` });
    }
  }
  for (const journey of journeys) {
    const file = journeyFile(journey.slug);
    for (const [i, day] of journey.days.entries()) {
      if (!day.ritual) continue;
      const field = `days.${i}.ritual`;
      const ritual = bySlug.get(day.ritual);
      if (!ritual) problems.push({ file, field, message: `no ritual has the slug "${day.ritual}"` });
      else if (!ritual.is_active) problems.push({ file, field, message: `"${day.ritual}" is not active` });
    }
    for (const lang of LANGUAGES) {
      problems.push(...checkLanguage(textsIn(journey, lang), lang, file, `translations.${lang}`));
    }
  }
  return problems;
}

/** An easy journey's rituals are all easy (set or derived); content:check enforces it. */
export function checkJourneyDifficulty({
  journeys,
  rituals,
}: Pick<Content, 'journeys' | 'rituals'>): ContentProblem[] {
  const bySlug = new Map(rituals.map((r) => [r.slug, r]));
  return journeys
    .filter((journey) => journey.difficulty === 'easy')
    .flatMap((journey) =>
      journey.days.flatMap((day, i) => {
        const ritual = day.ritual === undefined ? undefined : bySlug.get(day.ritual);
        if (!ritual || isEasy(ritual)) return [];
        const message = `"${ritual.slug}" is not easy, and this journey is`;
        return [{ file: journeyFile(journey.slug), field: `days.${i}.ritual`, message }];
      }),
    );
}
