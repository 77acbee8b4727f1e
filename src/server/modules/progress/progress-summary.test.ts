import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_CATEGORIES } from '../../../shared/content-schema.ts';
import { ACHIEVEMENT_CATEGORY_ORDER } from '../../../shared/api/progress.ts';
import type { CatalogueRow } from '../achievements/index.ts';
import { buildProgress, HISTORY_LENGTH, type ProgressInput } from './progress-summary.ts';

const rule = (key: string, over: Partial<CatalogueRow> = {}): CatalogueRow => ({
  key,
  category: 'ritual',
  rarity: 'common',
  icon: 'sparkles',
  points: 10,
  requirement_type: 'rituals',
  requirement_value: 1,
  requirements: '{}',
  sort_order: 10,
  is_active: 1,
  title: `${key} title`,
  description: `${key} description`,
  hint: `${key} hint`,
  ...over,
});

const CATALOGUE = [
  rule('first_ritual'),
  rule('ritual_5', { requirement_value: 5, points: 25, sort_order: 20 }),
  rule('points_100', { requirement_type: 'points', requirement_value: 100, points: 25, sort_order: 30 }),
  rule('retired', { is_active: 0, sort_order: 40 }),
];

/** A completed ritual as the progress reads it: 20 points, a 5-minute ritual without a title unless told. */
const completion = (
  ritual_id: number,
  completed_at: string,
  over: Partial<ProgressInput['completions'][number]> = {},
): ProgressInput['completions'][number] => ({
  ritual_id,
  completed_at,
  points_earned: 20,
  duration_minutes: 5,
  title: null,
  ...over,
});

const base = (over: Partial<ProgressInput> = {}): ProgressInput => ({
  userId: 'u1',
  timeZone: 'Europe/Madrid',
  // Wednesday 2026-03-04, 12:00 in Madrid.
  now: new Date('2026-03-04T11:00:00.000Z'),
  catalogue: CATALOGUE,
  completions: [],
  commitments: [],
  held: [],
  favorites: [],
  earnedPoints: 0,
  ...over,
});

describe('buildProgress', () => {
  it('starts a new user at level 1 with 100 points to go and nothing counted', () => {
    const p = buildProgress(base());
    expect(p).toMatchObject({
      user_id: 'u1',
      today: '2026-03-04',
      level: 1,
      experience_points: 0,
      experience_to_next_level: 100,
      level_percentage: 0,
      total_points: 0,
      total_rituals_completed: 0,
      total_daily_tips_committed: 0,
      current_streak: 0,
      longest_streak: 0,
      streak_status: { kind: 'none' },
      total_achievements: 0,
      achievement_points: 0,
      total_time_spent_minutes: 0,
      average_session_length_minutes: 0,
      rituals_this_week: 0,
      rituals_this_month: 0,
      daily_tips_this_week: 0,
      daily_tips_this_month: 0,
      completed_rituals: [],
      favorite_rituals: [],
      recently_unlocked: [],
      history: [],
    });
    expect(p.heat_map).toEqual({ from: '2025-03-05', to: '2026-03-04', max: 0, total: 0, days: [] });
    expect(p.achievements.map((a) => a.key)).toEqual(['first_ritual', 'ritual_5', 'points_100']);
    expect(p.achievements[0]).toMatchObject({
      unlocked: false,
      progress: 0,
      maxProgress: 1,
      progressPercentage: 0,
    });
  });

  it('takes the points the database keeps and derives the level, streak and period counts', () => {
    const p = buildProgress(
      base({
        completions: [
          // Sunday 1 March, 23:30 in Madrid: last week, this month.
          completion(9, '2026-03-01T22:30:00.000Z', { points_earned: 40, duration_minutes: 30, title: 'B' }),
          // Monday 2 March, 00:30 in Madrid (still Sunday in UTC): this week.
          completion(3, '2026-03-01T23:30:00.000Z', { points_earned: 25, duration_minutes: 15, title: 'A' }),
        ],
        commitments: [
          {
            commitment_date: '2026-03-03',
            daily_tip_id: 62,
            committed_at: '2026-03-03T08:00:00.000Z',
            points_earned: 10,
            title: 'T1',
          },
          {
            commitment_date: '2026-03-04',
            daily_tip_id: 63,
            committed_at: '2026-03-04T08:00:00.000Z',
            points_earned: 10,
            title: 'T2',
          },
        ],
        held: [
          { achievement_key: 'first_ritual', unlocked_at: '2026-03-01T22:30:00.000Z', points_earned: 10 },
        ],
        favorites: [7, 2],
        // The rows' points (40 + 25 + 10 + 10 + 10), as the database's counter keeps them.
        earnedPoints: 95,
      }),
    );
    expect(p.total_points).toBe(95);
    expect(p).toMatchObject({
      level: 1,
      experience_points: 95,
      experience_to_next_level: 5,
      level_percentage: 95,
      total_rituals_completed: 2,
      total_daily_tips_committed: 2,
      current_streak: 2,
      longest_streak: 2,
      streak_status: { kind: 'consecutive', days: 2 },
      total_achievements: 1,
      achievement_points: 10,
      total_time_spent_minutes: 45,
      average_session_length_minutes: 23,
      rituals_this_week: 1,
      rituals_this_month: 2,
      daily_tips_this_week: 2,
      daily_tips_this_month: 2,
      completed_rituals: [3, 9],
      favorite_rituals: [2, 7],
    });
    expect(p.heat_map.days).toEqual([
      { date: '2026-03-01', count: 1 },
      { date: '2026-03-02', count: 1 },
      { date: '2026-03-03', count: 1 },
      { date: '2026-03-04', count: 1 },
    ]);
    expect(p.history.map((h) => [h.kind, h.date, h.title])).toEqual([
      ['daily_tip', '2026-03-04', 'T2'],
      ['daily_tip', '2026-03-03', 'T1'],
      ['ritual', '2026-03-02', 'A'],
      ['ritual', '2026-03-01', 'B'],
    ]);
    expect(p.achievements.find((a) => a.key === 'points_100')).toMatchObject({
      unlocked: false,
      progress: 95,
      maxProgress: 100,
      progressPercentage: 95,
    });
    expect(p.achievements.find((a) => a.key === 'first_ritual')).toMatchObject({
      unlocked: true,
      unlocked_at: '2026-03-01T22:30:00.000Z',
      progressPercentage: 100,
      title: 'first_ritual title',
      hint: 'first_ritual hint',
    });
  });

  it('shows a met but not yet awarded achievement as locked, at most 99%', () => {
    const p = buildProgress(
      base({
        completions: [completion(1, '2026-03-04T08:00:00.000Z')],
      }),
    );
    expect(p.achievements[0]).toMatchObject({ key: 'first_ritual', unlocked: false, progressPercentage: 99 });
    expect(p.history[0]?.title).toBe('');
  });

  it('lists as recent only what unlocked in the last 24 hours, newest first', () => {
    const p = buildProgress(
      base({
        held: [
          { achievement_key: 'first_ritual', unlocked_at: '2026-03-03T11:00:00.000Z', points_earned: 10 },
          { achievement_key: 'ritual_5', unlocked_at: '2026-03-03T10:59:59.999Z', points_earned: 25 },
          { achievement_key: 'points_100', unlocked_at: '2026-03-04T10:00:00.000Z', points_earned: 25 },
        ],
      }),
    );
    expect(p.recently_unlocked.map((a) => a.key)).toEqual(['points_100', 'first_ritual']);
  });

  it('keeps a streak that ended before yesterday as the last streak', () => {
    const p = buildProgress(
      base({
        commitments: [
          {
            commitment_date: '2026-03-01',
            daily_tip_id: 60,
            committed_at: '2026-03-01T08:00:00.000Z',
            points_earned: 10,
            title: null,
          },
          {
            commitment_date: '2026-03-02',
            daily_tip_id: 61,
            committed_at: '2026-03-02T08:00:00.000Z',
            points_earned: 10,
            title: null,
          },
        ],
      }),
    );
    expect(p).toMatchObject({
      current_streak: 0,
      longest_streak: 2,
      streak_status: { kind: 'lastStreak', days: 2 },
    });
  });

  it(`keeps the history to the latest ${HISTORY_LENGTH} events`, () => {
    const completions = Array.from({ length: HISTORY_LENGTH + 5 }, (_, i) =>
      completion(i + 1, new Date(Date.UTC(2026, 1, 1) + i * 3_600_000).toISOString(), {
        points_earned: 10,
        duration_minutes: 10,
        title: `R${i + 1}`,
      }),
    );
    const p = buildProgress(base({ completions }));
    expect(p.history).toHaveLength(HISTORY_LENGTH);
    expect(p.history[0]?.ritual_id).toBe(HISTORY_LENGTH + 5);
  });
});

describe('ACHIEVEMENT_CATEGORY_ORDER', () => {
  it('lists the content schema categories', () => {
    expect([...ACHIEVEMENT_CATEGORY_ORDER]).toEqual([...ACHIEVEMENT_CATEGORIES]);
  });
});
