import type { InsightWeekView } from '#shared/api/insights.ts';

// The geometry of the insights chart (components/insights-chart.tsx), in pixels of its measured
// width, so text keeps its size on a phone and on a wide screen. Pure, so it is tested apart.

export const CHART_HEIGHT = 232;
const MARGIN = { left: 26, right: 26, top: 30, bottom: 52 };
/** Under this column width, every other week is labelled. */
const LABEL_EVERY_WEEK_FROM = 52;

export interface WeekColumn {
  week: InsightWeekView;
  /** Left edge and width of the column. */
  x: number;
  width: number;
  /** The bar of practice days (0–7). */
  bar: { x: number; y: number; width: number; height: number };
  /** The mood point (1–5), or null without a mood. */
  mood: { x: number; y: number } | null;
  moons: { kind: 'full' | 'new'; cx: number }[];
  labelled: boolean;
}

export interface ChartLayout {
  plot: { left: number; right: number; top: number; bottom: number };
  columns: WeekColumn[];
  /** y of a count of practice days. */
  dayY: (days: number) => number;
  /** y of a mood. */
  moodY: (mood: number) => number;
  /** The mood line as path segments: a week without a mood breaks it. */
  moodPath: string;
  moonY: number;
  labelY: number;
  streakY: number;
}

export function chartLayout(weeks: readonly InsightWeekView[], width: number): ChartLayout {
  const plot = {
    left: MARGIN.left,
    right: width - MARGIN.right,
    top: MARGIN.top,
    bottom: CHART_HEIGHT - MARGIN.bottom,
  };
  const height = plot.bottom - plot.top;
  const dayY = (days: number) => plot.bottom - (Math.min(7, Math.max(0, days)) / 7) * height;
  // Mood 1 sits on the baseline and 5 at the top, so "no practice" and "lowest mood" line up.
  const moodY = (mood: number) => plot.bottom - ((mood - 1) / 4) * height;
  const columnWidth = (plot.right - plot.left) / Math.max(1, weeks.length);
  const barWidth = Math.min(28, columnWidth * 0.6);
  const stride = columnWidth < LABEL_EVERY_WEEK_FROM ? 2 : 1;

  const columns = weeks.map((week, i) => {
    const x = plot.left + i * columnWidth;
    const centre = x + columnWidth / 2;
    const top = dayY(week.practice_days);
    return {
      week,
      x,
      width: columnWidth,
      bar: { x: centre - barWidth / 2, y: top, width: barWidth, height: plot.bottom - top },
      mood: week.mood_average === null ? null : { x: centre, y: moodY(week.mood_average) },
      // Over the middle of its week (new and full moons are two weeks apart, so one a week at
      // most); placed by weekday, a Monday's moon read as the week before's.
      moons: week.moons.map((moon) => ({ kind: moon.kind, cx: centre })),
      // The last (current) week is always labelled; the others every `stride` counting back from it.
      labelled: (weeks.length - 1 - i) % stride === 0,
    };
  });

  let moodPath = '';
  let drawing = false;
  for (const column of columns) {
    if (!column.mood) {
      drawing = false;
      continue;
    }
    moodPath += `${drawing ? 'L' : 'M'}${round(column.mood.x)} ${round(column.mood.y)}`;
    drawing = true;
  }

  return {
    plot,
    columns,
    dayY,
    moodY,
    moodPath,
    moonY: plot.top - 16,
    labelY: plot.bottom + 18,
    streakY: plot.bottom + 40,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
