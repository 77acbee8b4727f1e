import type { InsightWeekView } from '#shared/api/insights.ts';
import { currentLocale } from '#web/i18n/language.ts';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { shortDate } from '#web/lib/format-date.ts';
import { formatNumber } from '#web/lib/format-number.ts';

const COLUMNS = ['week', 'practiceDays', 'mood', 'streak', 'moon'] as const;

/** The chart's numbers as a table, behind a disclosure: the same weeks, newest first. */
export function InsightsTable({ weeks }: { weeks: readonly InsightWeekView[] }) {
  const { t, i18n } = useTranslation('progress');
  const language = i18n.language;
  const mood = new Intl.NumberFormat(currentLocale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const cell = 'px-3 py-2 text-left align-top';
  return (
    <details className="group mt-4 rounded-xl border border-line">
      <summary className="cursor-pointer rounded-xl px-4 py-2.5 text-sm font-medium text-primary hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring">
        {t('insights.table.toggle')}
      </summary>
      <div className="overflow-x-auto border-t border-line">
        <table className="w-full min-w-[34rem] text-sm">
          <caption className="sr-only">{t('insights.table.caption')}</caption>
          <thead className="bg-surface-2 text-xs text-ink-muted">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={cell}>
                  {t(`insights.table.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...weeks].reverse().map((week) => (
              <tr key={week.start} className="border-t border-line">
                <th scope="row" className={`${cell} font-medium whitespace-nowrap`}>
                  {shortDate(week.start, language)} – {shortDate(week.end, language)}
                  {!week.complete && (
                    <span className="block text-xs font-normal text-ink-muted">
                      {t('insights.table.thisWeek')}
                    </span>
                  )}
                </th>
                <td className={cell}>{formatNumber(week.practice_days, language)}</td>
                <td className={cell}>
                  {week.mood_average === null ? (
                    <span className="text-ink-muted">{t('insights.table.noMood')}</span>
                  ) : (
                    t('insights.table.moodNotes', {
                      value: mood.format(week.mood_average),
                      count: week.mood_notes,
                    })
                  )}
                </td>
                <td className={cell}>{formatNumber(week.streak, language)}</td>
                <td className={`${cell} whitespace-nowrap`}>
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
