import { describe, expect, it } from 'vitest';
import type { InsightWeekView } from '#shared/api/insights.ts';
import { addDays } from '#shared/local-date.ts';
import { CHART_HEIGHT, chartLayout } from './insights-layout.ts';

const week = (i: number, practice_days: number, mood_average: number | null): InsightWeekView => ({
  start: addDays('2025-12-15', 7 * i),
  end: addDays('2025-12-21', 7 * i),
  complete: true,
  practice_days,
  mood_average,
  mood_notes: mood_average === null ? 0 : 1,
  streak: 0,
  moons: i === 0 ? [{ kind: 'new', date: '2025-12-15' }] : [],
});

const twelve = Array.from({ length: 12 }, (_, i) => week(i, i % 8, i === 5 ? null : 1 + (i % 5)));

describe('insights chart layout', () => {
  it('scales bars to 0–7 days and moods to 1–5 on the same plot', () => {
    const layout = chartLayout(twelve, 600);
    const { top, bottom } = layout.plot;
    expect(layout.dayY(0)).toBe(bottom);
    expect(layout.dayY(7)).toBe(top);
    expect(layout.moodY(1)).toBe(bottom);
    expect(layout.moodY(5)).toBe(top);
    expect(layout.columns[7]!.bar).toMatchObject({ y: top, height: bottom - top });
    expect(layout.columns[0]!.bar.height).toBe(0);
    expect(bottom).toBeLessThan(CHART_HEIGHT);
  });

  it('breaks the mood line at a week without a mood', () => {
    const path = chartLayout(twelve, 600).moodPath;
    expect(path.match(/M/g)).toHaveLength(2);
    expect(path.match(/L/g)).toHaveLength(9);
  });

  it('labels every week when there is room, else every other one ending with this week', () => {
    expect(chartLayout(twelve, 900).columns.every((c) => c.labelled)).toBe(true);
    const narrow = chartLayout(twelve, 340).columns.map((c) => c.labelled);
    expect(narrow.at(-1)).toBe(true);
    expect(narrow.filter(Boolean)).toHaveLength(6);
  });

  it('puts a moon over the middle of its week', () => {
    const column = chartLayout(twelve, 600).columns[0]!;
    expect(column.moons).toEqual([{ kind: 'new', cx: column.x + column.width / 2 }]);
  });
});
