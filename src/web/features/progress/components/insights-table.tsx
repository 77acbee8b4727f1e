import type { InsightWeekView } from '#shared/api/insights.ts';
import { currentLocale } from '#web/i18n/language.ts';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { shortDate } from '#web/lib/format-date.ts';
import { formatNumber } from '#web/lib/format-number.ts';

const COLUMNS = ['week', 'practiceDays', 'mood', 'streak', 'moon'] as const;

// On a phone the five columns do not fit: each week becomes a block (its dates, then its numbers
// two by two, each named by its column's heading), still a table to assistive technology.
const label =
  'max-sm:before:block max-sm:before:text-xs max-sm:before:text-ink-muted max-sm:before:content-[attr(data-label)_/_""]';

/** The chart's numbers as a table, behind a disclosure: the same weeks, newest first. */
export function InsightsTable({ weeks }: { weeks: readonly InsightWeekView[] }) {
  const { t, i18n } = useTranslation('progress');
  const language = i18n.language;
  const mood = new Intl.NumberFormat(currentLocale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const cell = 'px-3 py-2 text-left align-top max-sm:p-0';
  const named = (column: (typeof COLUMNS)[number]) => ({
    'data-label': t(`insights.table.${column}`),
    className: `${cell} ${label}`,
  });
  return (
    <details className="group mt-4 rounded-xl border border-line">
      <summary className="cursor-pointer rounded-xl px-4 py-2.5 text-sm font-medium text-primary hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring">
        {t('insights.table.toggle')}
      </summary>
      <div className="overflow-x-auto border-t border-line">
        <table className="w-full text-sm max-sm:block sm:min-w-[34rem]">
          <caption className="sr-only">{t('insights.table.caption')}</caption>
          <thead className="bg-surface-2 text-xs text-ink-muted max-sm:sr-only">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={cell}>
                  {t(`insights.table.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {[...weeks].reverse().map((week) => (
              <tr
                key={week.start}
                className="border-t border-line first:border-t-0 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2 max-sm:px-4 max-sm:py-3 sm:first:border-t"
              >
                <th scope="row" className={`${cell} font-medium whitespace-nowrap max-sm:col-span-2`}>
                  {shortDate(week.start, language)} – {shortDate(week.end, language)}
                  {!week.complete && (
                    <span className="block text-xs font-normal text-ink-muted">
                      {t('insights.table.thisWeek')}
                    </span>
                  )}
                </th>
                <td {...named('practiceDays')}>{formatNumber(week.practice_days, language)}</td>
                <td {...named('mood')}>
                  {week.mood_average === null ? (
                    <span className="text-ink-muted">{t('insights.table.noMood')}</span>
                  ) : (
                    t('insights.table.moodNotes', {
                      value: mood.format(week.mood_average),
                      count: week.mood_notes,
                    })
                  )}
                </td>
                <td {...named('streak')}>{formatNumber(week.streak, language)}</td>
                <td
                  {...named('moon')}
                  className={`${cell} ${label} max-sm:empty:hidden sm:whitespace-nowrap`}
                >
                  {week.moons
                    .map((moon) =>
                      t(moon.kind === 'full' ? 'insights.table.fullMoon' : 'insights.table.newMoon', {
                        date: shortDate(moon.date, language),
                      }),
                    )
                    .join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
