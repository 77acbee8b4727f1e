import { Check, Clock, Flame } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import type { CommitmentList, Streak } from '#shared/api/daily-tip.ts';
import type { LocalDate } from '#shared/local-date.ts';
import type { QueuedCommitment } from '../commitment-queue.ts';
import { relativeDay, shortDate } from '#web/lib/format-date.ts';
import { pathItems, streakWithQueued } from '../path-items.ts';
import { streakText } from '../streak-text.ts';
import { TipLabels } from './tip-labels.tsx';

function StreakLine({ streak }: { streak: Pick<Streak, 'longest' | 'status'> }) {
  const { t } = useTranslation('dailyTip');
  const status = streak.status;
  const words = streakText(status);
  const text = 'count' in words ? t(words.key, { count: words.count }) : t(words.key);
  const active = status.kind === 'started' || status.kind === 'consecutive';
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <span
        className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-semibold ${active ? 'bg-accent/15 text-accent-ink' : 'bg-surface-2 text-ink-muted'}`}
      >
        <Flame aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('streak.label')}: </span>
        {text}
      </span>
      {streak.longest > 0 && (
        <span className="text-ink-muted">{t('streak.longest', { count: streak.longest })}</span>
      )}
    </p>
  );
}

export function MagicalPath({
  list,
  queued,
  today,
}: {
  list: CommitmentList | undefined;
  queued: readonly QueuedCommitment[];
  today: LocalDate;
}) {
  const { t, i18n } = useTranslation('dailyTip');
  const items = pathItems(list, queued);
  const streak = streakWithQueued(list?.streak, items, today);
  const dayLabel = (date: LocalDate) => {
    const relative = relativeDay(date, today);
    return relative === 'today'
      ? t('path.today')
      : relative === 'yesterday'
        ? t('path.yesterday')
        : shortDate(date, i18n.language);
  };
  return (
    <section aria-labelledby="magical-path-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="magical-path-heading" className="text-2xl font-semibold">
            {t('path.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('path.lead')}</p>
        </div>
        <StreakLine streak={streak} />
      </div>
      {items.length === 0 ? (
        <p className="mt-5 rounded-2xl border border-dashed border-line bg-surface p-6 text-center text-ink-muted">
          {t('path.empty')}
        </p>
      ) : (
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li
              key={item.date}
              className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm"
            >
              <div className="flex items-center justify-between gap-3">
                <time dateTime={item.date} className="text-sm font-semibold text-primary">
                  {dayLabel(item.date)}
                </time>
                {item.pending ? (
                  <span className="inline-flex items-center gap-1 text-xs text-ink-muted">
                    <Clock aria-hidden="true" className="size-4" />
                    {t('sync.pending')}
                  </span>
                ) : (
                  <span className="grid size-7 place-items-center rounded-full bg-success-soft text-success">
                    <Check aria-hidden="true" className="size-4" />
                    <span className="sr-only">{t('path.done')}</span>
                  </span>
                )}
              </div>
              {item.content && <p className="line-clamp-3 text-sm leading-relaxed">{item.content}</p>}
              {item.category && item.intention && (
                <div className="mt-auto">
                  <TipLabels category={item.category} intention={item.intention} size="sm" />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
