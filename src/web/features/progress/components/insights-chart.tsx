import { useLayoutEffect, useRef, useState } from 'react';
import { Flame } from 'lucide-react';
import type { InsightWeekView } from '#shared/api/insights.ts';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { shortDate } from '#web/lib/format-date.ts';
import { CHART_HEIGHT, chartLayout } from '../insights-layout.ts';

// Our own small SVG (docs/decisions/0040-insights-chart-in-our-own-svg.md): bars of practice days,
// the mood line over them, the streak under each week and the new and full moons above. The
// numbers themselves are in the table beside it (insights-table.tsx); this is the picture.

/** What each mark of the chart stands for, in the order the legend names them. */
const LEGEND = [
  {
    key: 'practiceDays',
    mark: <span aria-hidden="true" className="h-3 w-2.5 rounded-sm bg-primary/40 dark:bg-primary/50" />,
  },
  { key: 'mood', mark: <span aria-hidden="true" className="h-0.5 w-4 rounded bg-accent-ink" /> },
  {
    key: 'streak',
    mark: <Flame aria-hidden="true" className="size-3.5 text-orange-700 dark:text-orange-300" />,
  },
  {
    key: 'fullMoon',
    mark: (
      <span aria-hidden="true" className="size-3 rounded-full border-[1.5px] border-accent-ink bg-accent" />
    ),
  },
  {
    key: 'newMoon',
    mark: (
      <span aria-hidden="true" className="size-3 rounded-full border-[1.5px] border-ink-muted bg-surface" />
    ),
  },
] as const;

/** The width the server renders at, before the browser measures the real one. */
const FIRST_WIDTH = 360;

function useMeasuredWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FIRST_WIDTH);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

const MOON_CLASS = {
  full: 'fill-accent stroke-accent-ink',
  new: 'fill-surface stroke-ink-muted',
} as const;

export function InsightsChart({
  weeks,
  labelledBy,
  describedBy,
}: {
  weeks: readonly InsightWeekView[];
  labelledBy: string;
  describedBy: string;
}) {
  const { t, i18n } = useTranslation('progress');
  const { box, width } = useMeasuredWidth();
  const layout = chartLayout(weeks, width);
  const { plot } = layout;
  const text = 'fill-ink-muted text-[11px]';

  return (
    <div ref={box} className="w-full">
      <svg
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- an inline drawing, named as one picture
        role="img"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        className="block h-auto w-full overflow-visible"
        data-testid="insights-chart"
      >
        {/* Days: 0, the three of the finding's rule, and 7; mood: 1, 3 and 5 on the right. */}
        {[0, 3, 7].map((days) => (
          <g key={`d${days}`}>
            <line
              x1={plot.left}
              x2={plot.right}
              y1={layout.dayY(days)}
              y2={layout.dayY(days)}
              className="stroke-line"
              strokeDasharray={days === 3 ? '4 4' : undefined}
            />
            <text x={plot.left - 8} y={layout.dayY(days) + 4} textAnchor="end" className={text}>
              {days}
            </text>
          </g>
        ))}
        {[1, 3, 5].map((mood) => (
          <text
            key={`m${mood}`}
            x={plot.right + 8}
            y={layout.moodY(mood) + 4}
            className="fill-accent-ink text-[11px] font-semibold"
          >
            {mood}
          </text>
        ))}
        {layout.columns.map((column) => (
          <g key={column.week.start} data-week={column.week.start}>
            <rect
              {...column.bar}
              rx={4}
              className={
                column.week.complete
                  ? 'fill-primary/40 dark:fill-primary/50'
                  : 'fill-primary/15 stroke-primary/60 dark:fill-primary/20'
              }
              strokeDasharray={column.week.complete ? undefined : '3 3'}
            />
            {column.moons.map((moon) => (
              <circle
                key={`${moon.kind}${moon.cx}`}
                cx={moon.cx}
                cy={layout.moonY}
                r={5.5}
                strokeWidth={1.5}
                className={MOON_CLASS[moon.kind]}
                data-moon={moon.kind}
              />
            ))}
            {column.labelled && (
              <text x={column.x + column.width / 2} y={layout.labelY} textAnchor="middle" className={text}>
                {shortDate(column.week.start, i18n.language)}
              </text>
            )}
            {column.week.streak > 0 && (
              <text
                x={column.x + column.width / 2}
                y={layout.streakY}
                textAnchor="middle"
                className="fill-orange-700 text-[11px] font-semibold dark:fill-orange-300"
              >
                {column.week.streak}
              </text>
            )}
          </g>
        ))}
        <Flame
          x={2}
          y={layout.streakY - 12}
          width={15}
          height={15}
          aria-hidden="true"
          className="text-orange-700 dark:text-orange-300"
        />
        <path
          d={layout.moodPath}
          fill="none"
          strokeWidth={2.5}
          strokeLinejoin="round"
          strokeLinecap="round"
          className="stroke-accent-ink"
        />
        {layout.columns.map(
          (column) =>
            column.mood && (
              <circle
                key={`mood${column.week.start}`}
                cx={column.mood.x}
                cy={column.mood.y}
                r={4.5}
                strokeWidth={2}
                className="fill-accent-ink stroke-surface"
              />
            ),
        )}
      </svg>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-ink-muted">
        {LEGEND.map(({ key, mark }) => (
          <li key={key} className="flex items-center gap-1.5">
            {mark}
            {t(`insights.legend.${key}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
