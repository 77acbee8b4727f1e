import type { RequirementType } from './achievement-criteria.ts';
import type { AchievementRule } from './achievements.ts';

// What an achievement's rule asks for, whatever way the catalogue writes it: every parameter its
// criterion reads (achievements.ts), with the defaults it falls back on. Two achievements with
// one signature unlock together for everyone, so the content check refuses them
// (docs/product-rules.md, Achievements: every achievement is distinct).

type Params = (value: number, p: Readonly<Record<string, number>>) => Record<string, number>;

const only: Params = (value) => ({ value });

const PARAMS: Record<RequirementType, Params> = {
  rituals: only,
  tips: only,
  current_streak: only,
  longest_streak: only,
  first_days: only,
  points: only,
  level: only,
  hour_before: (value, p) => ({ hour: value, count: p.count ?? 1 }),
  hour_from: (value, p) => ({ hour: value, count: p.count ?? 1 }),
  weekend: only,
  monday: only,
  rituals_and_tips: (value, p) => ({ rituals: p.rituals ?? value, tips: p.tips ?? value }),
  balanced: (value, p) => ({ min: p.min ?? value, maxDifference: p.maxDifference ?? 5 }),
  legend: (value, p) => ({
    rituals: p.rituals ?? value,
    tips: p.tips ?? value,
    longestStreak: p.longestStreak ?? value,
  }),
  journeys: only,
  lunar_journeys: only,
};

/** The rule as one text, e.g. `current_streak value=7` or `rituals_and_tips rituals=20 tips=20`. */
export function ruleSignature(
  rule: Pick<AchievementRule, 'requirement_type' | 'requirement_value' | 'requirements'>,
) {
  const type = rule.requirement_type;
  const params = Object.hasOwn(PARAMS, type)
    ? PARAMS[type as RequirementType](rule.requirement_value, rule.requirements ?? {})
    : { value: rule.requirement_value, ...rule.requirements };
  const written = Object.entries(params)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, n]) => `${name}=${n}`);
  return [type, ...written].join(' ');
}
