import { describe, expect, it } from 'vitest';
import raw from '../../content/achievements.json' with { type: 'json' };
import { evaluateAchievements, evaluateUntilStable } from './achievements.ts';
import type { AchievementStats } from './achievement-stats.ts';
import type { AchievementRule } from './achievements.ts';
import { achievementFileSchema } from './content-schema.ts';
import { levelForPoints } from './points.ts';

// The real catalogue: its requirement_type, requirement_value and requirements drive evaluation.
const CATALOGUE = achievementFileSchema.parse(raw);

function stats(overrides: Partial<AchievementStats> = {}): AchievementStats {
  const totalPoints = overrides.totalPoints ?? 0;
  return {
    ritualCount: 0,
    tipCount: 0,
    currentStreak: 0,
    longestStreak: 0,
    totalPoints,
    level: levelForPoints(totalPoints),
    actions: [],
    timeZone: 'UTC',
    ...overrides,
  };
}

/** The journey achievements unlocked with these stats. */
const journeyKeys = (facts: Partial<AchievementStats>) =>
  evaluateAchievements(CATALOGUE, stats(facts))
    .filter((a) => a.unlocked && ['journey_first', 'journeys_3', 'lunar_cycle'].includes(a.key))
    .map((a) => a.key);

function of(key: string, s: AchievementStats, held: string[] = []) {
  const found = evaluateAchievements(CATALOGUE, s, held).find((a) => a.key === key);
  if (!found) throw new Error(`no achievement ${key}`);
  return found;
}
const unlocked = (key: string, s: AchievementStats) => of(key, s).unlocked;
const at = (iso: string, timeZone: string, facts: Partial<AchievementStats> = {}) =>
  stats({ actions: [{ at: iso }], timeZone, ...facts });
const combo = (key: string, ritualCount: number, tipCount: number, longestStreak = 0) =>
  unlocked(key, stats({ ritualCount, tipCount, longestStreak }));

describe('counter achievements', () => {
  it('unlock at their threshold and show progress below it', () => {
    expect(of('ritual_5', stats({ ritualCount: 4 }))).toEqual({
      key: 'ritual_5',
      unlocked: false,
      progress: 4,
      maxProgress: 5,
      progressPercentage: 80,
    });
    expect(of('ritual_5', stats({ ritualCount: 5 }))).toMatchObject({ unlocked: true, progress: 5 });
    expect(of('ritual_5', stats({ ritualCount: 9 }))).toMatchObject({ progress: 5, progressPercentage: 100 });
    expect(unlocked('first_daily', stats({ tipCount: 1 }))).toBe(true);
    expect(unlocked('daily_100', stats({ tipCount: 99 }))).toBe(false);
  });

  it.each([
    [99, false, 99],
    [100, true, 100],
    [101, true, 100],
  ])('points_100 at %i points: unlocked %s, progress %i', (totalPoints, isUnlocked, progress) => {
    expect(of('points_100', stats({ totalPoints }))).toMatchObject({ unlocked: isUnlocked, progress });
  });

  it('levels unlock with the level and show the points towards it', () => {
    expect(of('level_2', stats({ totalPoints: 99 }))).toMatchObject({
      unlocked: false,
      progress: 99,
      maxProgress: 100,
    });
    expect(unlocked('level_2', stats({ totalPoints: 100 }))).toBe(true);
    expect(of('level_5', stats({ totalPoints: 399 }))).toMatchObject({
      unlocked: false,
      progressPercentage: 99,
    });
    expect(unlocked('level_5', stats({ totalPoints: 400 }))).toBe(true);
  });

  it('streaks unlock at 3, not 2', () => {
    expect(of('streak_3', stats({ currentStreak: 2 }))).toMatchObject({
      unlocked: false,
      progressPercentage: 66,
    });
    expect(unlocked('streak_3', stats({ currentStreak: 3 }))).toBe(true);
    // A long past streak does not count for the current-streak achievements.
    expect(unlocked('streak_3', stats({ longestStreak: 40 }))).toBe(false);
  });

  it('consistency_king follows the longest streak up to 60, so it does not come with streak_30', () => {
    expect(of('consistency_king', stats({ longestStreak: 30, currentStreak: 30 }))).toMatchObject({
      unlocked: false,
      progress: 30,
      maxProgress: 60,
    });
    expect(unlocked('streak_30', stats({ longestStreak: 30, currentStreak: 30 }))).toBe(true);
    expect(unlocked('consistency_king', stats({ longestStreak: 59 }))).toBe(false);
    expect(unlocked('consistency_king', stats({ longestStreak: 60 }))).toBe(true);
  });

  it('never relocks what was unlocked', () => {
    expect(of('streak_3', stats({ currentStreak: 0 }), ['streak_3'])).toMatchObject({
      unlocked: true,
      progress: 3,
    });
  });
});

describe('time achievements in the user time zone', () => {
  it.each([
    // [achievement, zone, UTC instant of the minute before the local boundary (06:59 for
    // early_bird, 21:59 for night_owl), of the boundary (07:00, 22:00), unlocked before it]
    ['early_bird', 'America/Mexico_City', '2025-06-02T12:59:00Z', '2025-06-02T13:00:00Z', true],
    ['early_bird', 'Asia/Tokyo', '2025-06-01T21:59:00Z', '2025-06-01T22:00:00Z', true],
    ['early_bird', 'Pacific/Kiritimati', '2025-06-01T16:59:00Z', '2025-06-01T17:00:00Z', true],
    ['early_bird', 'Etc/GMT+12', '2025-06-02T18:59:00Z', '2025-06-02T19:00:00Z', true],
    ['night_owl', 'America/Mexico_City', '2025-06-03T03:59:00Z', '2025-06-03T04:00:00Z', false],
    ['night_owl', 'Asia/Tokyo', '2025-06-02T12:59:00Z', '2025-06-02T13:00:00Z', false],
    ['night_owl', 'Pacific/Kiritimati', '2025-06-02T07:59:00Z', '2025-06-02T08:00:00Z', false],
    ['night_owl', 'Etc/GMT+12', '2025-06-03T09:59:00Z', '2025-06-03T10:00:00Z', false],
  ])('%s in %s turns at the local boundary', (key, zone, before, boundary, early) => {
    expect(unlocked(key, at(before, zone))).toBe(early);
    expect(unlocked(key, at(boundary, zone))).toBe(!early);
  });

  it('midnight is early, not late; 23:59 is late', () => {
    expect(unlocked('early_bird', at('2025-06-02T00:00:00Z', 'UTC'))).toBe(true);
    expect(unlocked('night_owl', at('2025-06-02T00:00:00Z', 'UTC'))).toBe(false);
    expect(unlocked('night_owl', at('2025-06-02T23:59:59Z', 'UTC'))).toBe(true);
  });

  it('the same instant is early in Mexico City and neither in Tokyo', () => {
    expect(unlocked('early_bird', at('2025-06-02T12:59:00Z', 'America/Mexico_City'))).toBe(true);
    expect(unlocked('early_bird', at('2025-06-02T12:59:00Z', 'Asia/Tokyo'))).toBe(false);
    expect(unlocked('night_owl', at('2025-06-02T12:59:00Z', 'Asia/Tokyo'))).toBe(false);
  });

  it('weekend and Monday follow the local weekday', () => {
    // 05:00 UTC on Monday 9 June is 23:00 on Sunday 8 June in Mexico City.
    const instant = '2025-06-09T05:00:00Z';
    expect(unlocked('weekend_warrior', at(instant, 'America/Mexico_City'))).toBe(true);
    expect(unlocked('monday_motivation', at(instant, 'America/Mexico_City'))).toBe(false);
    expect(unlocked('weekend_warrior', at(instant, 'UTC'))).toBe(false);
    expect(unlocked('monday_motivation', at(instant, 'UTC'))).toBe(true);
    expect(unlocked('weekend_warrior', at('2025-06-07T12:00:00Z', 'UTC'))).toBe(true);
    expect(unlocked('weekend_warrior', at('2025-06-06T23:59:59Z', 'UTC'))).toBe(false);
  });

  it('stay locked without actions and skip unreadable timestamps', () => {
    expect(of('early_bird', stats())).toMatchObject({ unlocked: false, progress: 0, maxProgress: 1 });
    expect(unlocked('early_bird', stats({ actions: [{ at: 'dawn' }] }))).toBe(false);
  });

  it('read each action in the zone it was made in, else in the user zone', () => {
    // 22:30 UTC on a Friday: 23:30 that Friday in Madrid, 07:30 on Saturday in Tokyo.
    const instant = '2026-01-09T22:30:00Z';
    const madeIn = (timeZone: string | null) =>
      stats({ actions: [{ at: instant, timeZone }], timeZone: 'Asia/Tokyo' });
    expect(unlocked('night_owl', madeIn('Europe/Madrid'))).toBe(true);
    expect(unlocked('weekend_warrior', madeIn('Europe/Madrid'))).toBe(false);
    expect(unlocked('night_owl', madeIn(null))).toBe(false);
    expect(unlocked('weekend_warrior', madeIn(null))).toBe(true);
    // A zone that is not one reads the action in the user zone instead.
    expect(unlocked('weekend_warrior', madeIn('Mars/Olympus'))).toBe(true);
  });

  it('count the first days in the user zone whatever zone an action was made in', () => {
    // Signed up on Monday 2026-03-02 in UTC; the action is on that day in UTC, the day before in Honolulu.
    const s = stats({
      signedUpAt: '2026-03-02T09:00:00.000Z',
      actions: [{ at: '2026-03-02T05:00:00.000Z', timeZone: 'Pacific/Honolulu' }],
    });
    expect(of('first_week', s).progress).toBe(1);
  });
});

describe('combo achievements', () => {
  it('dedication_master needs 20 rituals and 20 tips', () => {
    expect([combo('dedication_master', 19, 20), combo('dedication_master', 20, 19)]).toEqual([false, false]);
    expect(combo('dedication_master', 20, 20)).toBe(true);
    expect(of('dedication_master', stats({ ritualCount: 19, tipCount: 30 }))).toMatchObject({
      progress: 39,
      maxProgress: 40,
    });
  });

  it.each([
    [10, 10, true],
    [9, 10, false],
    [10, 9, false],
    [10, 15, true],
    [10, 16, false],
    [15, 10, true],
    [16, 10, false],
    [30, 25, true],
  ])('balanced_soul with %i rituals and %i tips: %s', (rituals, tips, expected) => {
    expect(combo('balanced_soul', rituals, tips)).toBe(expected);
  });

  it('balanced_soul progress shows how far the lower count must still go', () => {
    // 30 rituals: tips must reach 25 → (25 + 10) of (25 + 25).
    expect(of('balanced_soul', stats({ ritualCount: 30, tipCount: 10 }))).toMatchObject({
      unlocked: false,
      progress: 35,
      maxProgress: 50,
      progressPercentage: 70,
    });
  });

  it('mystic_scholar needs 50 tips and 25 rituals (not the other way round)', () => {
    expect(combo('mystic_scholar', 25, 50)).toBe(true);
    expect([combo('mystic_scholar', 24, 50), combo('mystic_scholar', 25, 49)]).toEqual([false, false]);
    expect(combo('mystic_scholar', 50, 25)).toBe(false);
  });

  it('legend_awakened needs 100 rituals, 200 tips and a longest streak of 50', () => {
    expect(combo('legend_awakened', 100, 200, 50)).toBe(true);
    expect([
      combo('legend_awakened', 99, 200, 50),
      combo('legend_awakened', 100, 199, 50),
      combo('legend_awakened', 100, 200, 49),
    ]).toEqual([false, false, false]);
  });
});

describe('evaluateAchievements', () => {
  it('shows a locked achievement below its maximum and an unlocked one at it, for many users', () => {
    for (const ritualCount of [0, 1, 9, 10, 19, 20, 24, 25, 49, 50, 99, 100, 250]) {
      for (const tipCount of [0, 1, 6, 7, 14, 15, 16, 30, 49, 50, 199, 200]) {
        for (const [streak, totalPoints] of [
          [0, 0],
          [2, 99],
          [3, 100],
          [29, 399],
          [49, 999],
          [50, 1900],
        ] as const) {
          const s = stats({
            ritualCount,
            tipCount,
            currentStreak: streak,
            longestStreak: streak,
            totalPoints,
          });
          for (const a of evaluateAchievements(CATALOGUE, s)) {
            expect(a.progress === a.maxProgress, `${a.key} ${JSON.stringify(s)}`).toBe(a.unlocked);
            expect(a.progressPercentage === 100, a.key).toBe(a.unlocked);
          }
        }
      }
    }
  });

  it('reads combo parameters from requirement_value when requirements are absent', () => {
    const rules: AchievementRule[] = [
      { key: 'bal', points: 5, requirement_type: 'balanced', requirement_value: 10, sort_order: 1 },
      { key: 'both', points: 5, requirement_type: 'rituals_and_tips', requirement_value: 3, sort_order: 2 },
    ];
    const keys = (ritualCount: number, tipCount: number) =>
      evaluateAchievements(rules, stats({ ritualCount, tipCount }))
        .filter((a) => a.unlocked)
        .map((a) => a.key);
    expect(keys(10, 15)).toEqual(['bal', 'both']);
    expect(keys(10, 16)).toEqual(['both']);
    expect(keys(3, 2)).toEqual([]);
  });

  it('derives the level from the points when the stored level lags behind', () => {
    expect(unlocked('level_2', stats({ totalPoints: 100, level: 1 }))).toBe(true);
  });

  it('lists every active achievement in sort order', () => {
    const keys = evaluateAchievements(CATALOGUE, stats()).map((a) => a.key);
    expect(keys).toEqual([...CATALOGUE].sort((a, b) => a.sort_order - b.sort_order).map((a) => a.key));
    expect(keys).toHaveLength(32);
  });

  it('unlocks the whole catalogue for a user who has done everything (no unknown requirement)', () => {
    const all = evaluateAchievements(
      CATALOGUE,
      stats({
        ritualCount: 1000,
        tipCount: 1000,
        currentStreak: 100,
        longestStreak: 100,
        totalPoints: 100_000,
        journeysFinished: 6,
        lunarJourneysFinished: 1,
        signedUpAt: '2025-06-03T10:00:00Z',
        // Early on a Saturday, late on a Monday, and each of the first seven days from sign-up.
        actions: [
          { at: '2025-06-07T06:00:00Z' },
          { at: '2025-06-09T23:00:00Z' },
          ...[3, 4, 5, 6, 8].map((day) => ({ at: `2025-06-0${day}T12:00:00Z` })),
        ],
      }),
    );
    expect(all.filter((a) => !a.unlocked).map((a) => a.key)).toEqual([]);
  });

  it('counts distinct finished journeys, and lunar ones apart', () => {
    expect(journeyKeys({})).toEqual([]);
    expect(journeyKeys({ journeysFinished: 2 })).toEqual(['journey_first']);
    expect(journeyKeys({ journeysFinished: 3, lunarJourneysFinished: 1 })).toEqual([
      'journey_first',
      'journeys_3',
      'lunar_cycle',
    ]);
  });

  it('leaves out inactive entries and keeps unknown requirement types locked', () => {
    const rules: AchievementRule[] = [
      { key: 'b', points: 5, requirement_type: 'rituals', requirement_value: 1, sort_order: 2 },
      { key: 'a', points: 5, requirement_type: 'rituals', requirement_value: 1, sort_order: 1, is_active: 0 },
      { key: 'c', points: 5, requirement_type: 'moon_phase', requirement_value: 0, sort_order: 3 },
    ];
    expect(evaluateAchievements(rules, stats({ ritualCount: 3 }))).toEqual([
      { key: 'b', unlocked: true, progress: 1, maxProgress: 1, progressPercentage: 100 },
      { key: 'c', unlocked: false, progress: 0, maxProgress: 1, progressPercentage: 0 },
    ]);
  });
});

/**
 * The whole result of evaluateUntilStable: `unlocks` names each new achievement with its points,
 * in the order the passes unlock them, and `totals` is where points and level end.
 */
const stableAt = (unlocks: Record<string, number>, totals: { totalPoints: number; level: number }) => ({
  unlocked: Object.entries(unlocks).map(([key, points]) => ({ key, points })),
  ...totals,
});

describe('evaluateUntilStable', () => {
  it('cascades: first_ritual reaches 100 points, which brings points_100 and level_2', () => {
    expect(evaluateUntilStable(CATALOGUE, stats({ ritualCount: 1, totalPoints: 90 }))).toEqual(
      stableAt({ first_ritual: 10, points_100: 25, level_2: 10 }, { totalPoints: 135, level: 2 }),
    );
  });

  it('keeps going over three passes: ritual_25 → level_5 → points_500', () => {
    const held = ['first_ritual', 'ritual_5', 'ritual_10', 'points_100', 'level_2'];
    const result = evaluateUntilStable(CATALOGUE, stats({ ritualCount: 25, totalPoints: 380 }), held);
    expect(result).toEqual(
      stableAt({ ritual_25: 100, level_5: 40, points_500: 50 }, { totalPoints: 570, level: 6 }),
    );
  });

  it('stops when nothing new unlocks, and is idempotent', () => {
    const first = evaluateUntilStable(CATALOGUE, stats({ ritualCount: 1, tipCount: 1, totalPoints: 20 }));
    expect(first.unlocked.map((u) => u.key)).toEqual(['first_ritual', 'first_daily']);
    expect(first.totalPoints).toBe(35);
    const again = evaluateUntilStable(
      CATALOGUE,
      stats({ ritualCount: 1, tipCount: 1, totalPoints: first.totalPoints }),
      first.unlocked.map((u) => u.key),
    );
    expect(again).toEqual({ unlocked: [], totalPoints: 35, level: 1 });
  });

  it('does not report what was already unlocked', () => {
    const result = evaluateUntilStable(CATALOGUE, stats({ ritualCount: 5, totalPoints: 60 }), [
      'first_ritual',
    ]);
    expect(result.unlocked).toEqual([{ key: 'ritual_5', points: 25 }]);
  });

  it('unlocks time achievements from the actions in the user zone', () => {
    const mondayMorning = at('2025-06-02T12:30:00Z', 'America/Mexico_City', {
      ritualCount: 1,
      totalPoints: 20,
    });
    const result = evaluateUntilStable(CATALOGUE, mondayMorning);
    expect(result.unlocked.map((u) => u.key)).toEqual(['first_ritual', 'early_bird', 'monday_motivation']);
    expect(result.totalPoints).toBe(60);
  });
});

/** Instants at `hour` UTC on the given days from 2026-03-02 (day 0). */
const onDays = (days: number[], hour = 12) =>
  days.map((day) => ({ at: new Date(Date.UTC(2026, 2, 2 + day, hour)).toISOString() }));
const week = (actions: { at: string }[], extra: Partial<AchievementStats> = {}) =>
  of('first_week', stats({ signedUpAt: '2026-03-02T09:00:00.000Z', actions, ...extra }));

describe('first_week: an action on each of the first seven local days from sign-up', () => {
  it('unlocks with the seventh day, counting days with an action, not actions', () => {
    expect(week(onDays([0, 1, 2, 3, 4, 5]))).toMatchObject({ unlocked: false, progress: 6, maxProgress: 7 });
    expect(week(onDays([0, 0, 0, 1, 2, 3, 4, 5]))).toMatchObject({ unlocked: false, progress: 6 });
    expect(week(onDays([0, 1, 2, 3, 4, 5, 6]))).toMatchObject({ unlocked: true, progress: 7 });
  });

  it('is not met by seven days in a row that start after the day of sign-up', () => {
    expect(week(onDays([1, 2, 3, 4, 5, 6, 7]))).toMatchObject({ unlocked: false, progress: 6 });
    expect(week(onDays([10, 11, 12, 13, 14, 15, 16]))).toMatchObject({ unlocked: false, progress: 0 });
    // Nor by a streak: it reads the days of the actions only.
    expect(week([], { currentStreak: 7, longestStreak: 7 })).toMatchObject({ unlocked: false, progress: 0 });
  });

  it('leaves out an action from before the day of sign-up', () => {
    expect(week(onDays([-1, 1, 2, 3, 4, 5, 6]))).toMatchObject({ unlocked: false, progress: 6 });
  });

  it("counts the days in the user's time zone", () => {
    // Signed up at 20:00 on 1 March in Los Angeles (04:00 UTC on the 2nd): 1 March is day 0
    // there. Noon UTC is 04:00 or 05:00 the same date in Los Angeles, so 2 to 8 March are days 1–7.
    const la = { signedUpAt: '2026-03-02T04:00:00.000Z', timeZone: 'America/Los_Angeles' };
    const later = onDays([0, 1, 2, 3, 4, 5, 6]);
    expect(week(later, la)).toMatchObject({ unlocked: false, progress: 6 });
    // In UTC the same actions fill the first week.
    expect(week(later, { ...la, timeZone: 'UTC' })).toMatchObject({ unlocked: true });
    // 21:00 on 1 March in Los Angeles fills day 0.
    expect(week([{ at: '2026-03-02T05:00:00.000Z' }, ...later], la)).toMatchObject({ unlocked: true });
  });

  it('never unlocks without a known sign-up', () => {
    expect(of('first_week', stats({ actions: onDays([0, 1, 2, 3, 4, 5, 6]) }))).toMatchObject({
      unlocked: false,
      progress: 0,
    });
  });
});
