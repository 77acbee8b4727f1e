import { CircleCheck, Lightbulb } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { HistoryEntry } from '#shared/api/progress.ts';
import { formatLocalDate } from '#web/lib/format-date.ts';
import { CardSection } from '#web/ui/card-section.tsx';

export function HistoryList({ history }: { history: readonly HistoryEntry[] }) {
  const { t, i18n } = useTranslation('progress');
  return (
    <CardSection headingId="history-heading" title={t('history.title')}>
      {history.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{t('history.empty')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-line">
          {history.map((entry) => {
            const Icon = entry.kind === 'ritual' ? CircleCheck : Lightbulb;
            const kind = entry.kind === 'ritual' ? t('history.ritual') : t('history.dailyTip');
            return (
              <li
                key={`${entry.kind}-${entry.at}-${entry.ritual_id ?? entry.daily_tip_id}`}
                className="flex items-start gap-3 py-3"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-ink" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {entry.kind === 'ritual' && entry.ritual_id !== null ? (
                      <Link to={`/ritual/${entry.ritual_id}`} className="text-primary hover:underline">
                        {entry.title || kind}
                      </Link>
                    ) : (
                      entry.title || kind
                    )}
                  </p>
                  <p className="text-xs text-ink-muted">
                    {kind} ·{' '}
                    <time dateTime={entry.date}>
                      {formatLocalDate(entry.date, i18n.language, { dateStyle: 'medium' })}
                    </time>
                  </p>
                </div>
                <span className="shrink-0 text-sm font-semibold text-accent-ink">
                  {t('history.points', { points: entry.points_earned })}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </CardSection>
  );
}
