import { describe, expect, it } from 'vitest';
import achievementsRaw from '../../../../content/achievements.json' with { type: 'json' };
import { achievementFileSchema } from '../../../shared/content-schema.ts';
import { checkAchievements } from './achievement-rules.ts';

describe('achievements with the same rule', () => {
  const base = achievementFileSchema.parse(achievementsRaw);
  const entry = (key: string) => {
    const found = base.find((a) => a.key === key);
    if (!found) throw new Error(`no achievement ${key}`);
    return found;
  };

  it('passes the real catalogue', () => {
    expect(checkAchievements(base)).toEqual([]);
  });

  it('refuses two achievements with one kind and threshold, naming both', () => {
    const twin = { ...entry('streak_7'), key: 'seven_again', sort_order: 999 };
    expect(checkAchievements([...base, twin])).toEqual([
      {
        file: 'content/achievements.json',
        field: 'requirement_type',
        message: '"streak_7", "seven_again" have the same rule (current_streak value=7)',
      },
    ]);
  });

  it('sees the same rule however it is written: a value its parameters override, their order', () => {
    const dedication = entry('dedication_master');
    const rewritten = {
      ...dedication,
      key: 'dedication_again',
      requirement_value: 0,
      requirements: { tips: 20, rituals: 20 },
    };
    expect(checkAchievements([...base, rewritten]).map((p) => p.message)).toEqual([
      '"dedication_master", "dedication_again" have the same rule (rituals_and_tips rituals=20 tips=20)',
    ]);
    // Another threshold is another rule.
    const other = { ...rewritten, requirements: { tips: 21, rituals: 20 } };
    expect(checkAchievements([...base, other])).toEqual([]);
  });

  it('refuses a first-days achievement longer than the days counted', () => {
    const month = { ...entry('first_week'), key: 'first_month', requirement_value: 40 };
    expect(checkAchievements([...base, month]).map((p) => p.message)).toEqual([
      '"first_month" asks for 40 first days; at most 31 are counted',
    ]);
  });
});
