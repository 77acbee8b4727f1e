import { ruleSignature } from '../../../shared/achievement-signature.ts';
import { FIRST_DAYS_TRACKED } from '../../../shared/achievement-facts.ts';
import type { Content } from '../../../shared/content-schema.ts';
import type { ContentProblem } from './content-error.ts';
import { duplicates } from './content-rules.ts';

// The achievement catalogue's own rules (content/README.md; docs/product-rules.md, Achievements).

const ACHIEVEMENTS_FILE = 'content/achievements.json';

/** Keys are unique, and so are rules: two achievements with one rule would always unlock together. */
export function checkAchievements(achievements: Content['achievements']): ContentProblem[] {
  const keys = [...duplicates(achievements, (a) => a.key)].map(([key]) => ({
    file: ACHIEVEMENTS_FILE,
    field: 'key',
    message: `"${key}" appears more than once`,
  }));
  const rules = [...duplicates(achievements, ruleSignature)].map(([rule, group]) => ({
    file: ACHIEVEMENTS_FILE,
    field: 'requirement_type',
    message: `${group.map((a) => `"${a.key}"`).join(', ')} have the same rule (${rule})`,
  }));
  // Days after those are not tracked, so such an achievement could never unlock.
  const untracked = achievements
    .filter((a) => a.requirement_type === 'first_days' && a.requirement_value > FIRST_DAYS_TRACKED)
    .map((a) => ({
      file: ACHIEVEMENTS_FILE,
      field: 'requirement_value',
      message: `"${a.key}" asks for ${a.requirement_value} first days; at most ${FIRST_DAYS_TRACKED} are counted`,
    }));
  return [...keys, ...rules, ...untracked];
}
