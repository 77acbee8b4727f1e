import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import type { LocalDate } from '#shared/local-date.ts';
import type { UserProgress } from '#shared/api/progress.ts';
import { formatLocalDate } from '#web/lib/format-date.ts';
import { heatMapWeeks, intensity, moveDay } from '../heat-map-layout.ts';

const LEVEL_CLASS = [
  'bg-surface-2 ring-1 ring-inset ring-line',
  'bg-primary/25',
  'bg-primary/45',
  'bg-primary/70',
  'bg-primary',
] as const;

/**
 * Practice days of the last 12 months as a calendar grid (a column per week, Monday at the top).
 * It is one tab stop; the arrow keys move a day (up/down) or a week (left/right), Home and End go
 * to the first and last day, and each day is announced with its date and count.
 */
/** A missed day a streak freeze covered: kept apart from practice by its colour and its name. */
const FROZEN_CLASS = 'bg-sky-200 ring-1 ring-inset ring-sky-600 dark:bg-sky-900 dark:ring-sky-400';

export function HeatMap({
  heatMap,
  frozenDays,
}: {
  heatMap: UserProgress['heat_map'];
  frozenDays: readonly string[];
}) {
  const { t, i18n } = useTranslation('progress');
  const language = i18n.language;
  const weeks = useMemo(() => heatMapWeeks(heatMap.from, heatMap.to), [heatMap.from, heatMap.to]);
  const counts = useMemo(() => new Map(heatMap.days.map((d) => [d.date, d.count])), [heatMap.days]);
  const frozen = useMemo(() => new Set(frozenDays), [frozenDays]);
  const [active, setActive] = useState<LocalDate>(heatMap.to);
  const cells = useRef(new Map<LocalDate, HTMLTableCellElement>());
  const scroller = useRef<HTMLDivElement>(null);
  const focusNext = useRef(false);

  useLayoutEffect(() => {
    // Today is at the right end: start there on narrow screens.
    if (scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, []);

  useLayoutEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    cells.current.get(active)?.focus();
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>, day: LocalDate) => {
    const next = moveDay(day, event.key, heatMap.from, heatMap.to);
    if (!next) return;
    event.preventDefault();
    focusNext.current = true;
    setActive(next);
  };

  // Each day's description, written once per answer and language, not again with each render (a
  // day focused): about 180 days, each a formatted date, read by the cell and the line below.
  const descriptions = useMemo(() => {
    const describe = (day: LocalDate) => {
      const count = counts.get(day) ?? 0;
      const date = formatLocalDate(day, language, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      });
      const practice = count === 0 ? t('heatMap.dayEmpty', { date }) : t('heatMap.day', { date, count });
      return frozen.has(day) ? `${practice} · ${t('heatMap.frozen')}` : practice;
    };
    return new Map(weeks.flat().flatMap((day) => (day ? [[day, describe(day)] as const] : [])));
  }, [weeks, counts, frozen, language, t]);

  const weekdayNames = useMemo(
    () =>
      // 2024-01-01 was a Monday.
      Array.from({ length: 7 }, (_, i) =>
        formatLocalDate(`2024-01-0${i + 1}`, language, { weekday: 'short' }),
      ),
    [language],
  );
  // A month's name over the week it starts in; a partial first month too close to the next is left out.
  const starts = weeks.map((week, i) => {
    const first = week.find((d): d is LocalDate => d !== null);
    const previous = weeks[i - 1]?.find((d): d is LocalDate => d !== null);
    return first && (!previous || previous.slice(0, 7) !== first.slice(0, 7)) ? first : null;
  });
  const monthLabels = starts.map((first, i) => {
    if (!first) return '';
    if (starts.slice(i + 1, i + 4).some(Boolean)) return '';
    return formatLocalDate(first, language, { month: 'short' });
  });

  return (
    <section
      aria-labelledby="heatmap-heading"
      className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="heatmap-heading" className="text-xl font-semibold">
          {t('heatMap.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('heatMap.summary', { count: heatMap.total })}</p>
      </div>
      <p id="heatmap-description" className="mt-1 text-sm text-ink-muted">
        {t('heatMap.description')} <span className="sr-only">{t('heatMap.keyboardHint')}</span>
      </p>
      <div ref={scroller} className="mt-4 overflow-x-auto pb-2 [--cell:12px] lg:[--cell:15px]">
        <div className="inline-block min-w-max">
          <div aria-hidden="true" className="mb-0.5 ml-[46px] flex gap-[3px] text-xs text-ink-muted">
            {monthLabels.map((label, i) => (
              <span key={i} className="w-[var(--cell)] overflow-visible whitespace-nowrap">
                {label}
              </span>
            ))}
          </div>
          {/* The ARIA grid pattern: a table whose days are reached with the arrow keys. */}
          <table
            // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
            role="grid"
            aria-labelledby="heatmap-heading"
            aria-describedby="heatmap-description"
            className="border-separate border-spacing-[3px]"
          >
            <tbody>
              {weekdayNames.map((weekday, row) => (
                <tr key={row}>
                  <th
                    scope="row"
                    className="sticky left-0 z-10 w-10 min-w-10 bg-surface pr-1 text-left text-xs font-normal text-ink-muted"
                  >
                    <span aria-hidden="true">{row % 2 === 0 ? weekday : ''}</span>
                    <span className="sr-only">{weekday}</span>
                  </th>
                  {weeks.map((week, col) => {
                    const day = week[row] ?? null;
                    // Before the first day or after today: an empty slot, not a day.
                    if (!day) return <td key={col} aria-hidden="true" className="size-[var(--cell)] p-0" />;
                    const level = intensity(counts.get(day) ?? 0, heatMap.max);
                    const look = frozen.has(day) && level === 0 ? FROZEN_CLASS : LEVEL_CLASS[level];
                    return (
                      <td
                        key={col}
                        ref={(el) => {
                          if (el) cells.current.set(day, el);
                          else cells.current.delete(day);
                        }}
                        tabIndex={day === active ? 0 : -1}
                        aria-label={descriptions.get(day)}
                        title={descriptions.get(day)}
                        aria-selected={day === active}
                        onKeyDown={(event) => onKeyDown(event, day)}
                        onFocus={() => setActive(day)}
                        className={`size-[var(--cell)] rounded-[3px] p-0 focus-visible:outline-2 focus-visible:outline-offset-1 ${look}`}
                      />
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div aria-hidden="true" className="mt-2 flex items-center justify-end gap-1.5 text-xs text-ink-muted">
        {t('heatMap.less')}
        {LEVEL_CLASS.map((cls, i) => (
          <span key={i} className={`size-3 rounded-[3px] ${cls}`} />
        ))}
        {t('heatMap.more')}
        {frozen.size > 0 && (
          <>
            <span className={`ml-3 size-3 rounded-[3px] ${FROZEN_CLASS}`} />
            <span>{t('heatMap.frozenLegend')}</span>
          </>
        )}
      </div>
      <p className="mt-2 min-h-5 text-sm font-medium">{descriptions.get(active)}</p>
    </section>
  );
}
