import { Check, CircleCheck, Clock, HardDrive, Share2 } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import type { AppTip } from '#shared/daily-tip.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { longDate } from '#web/lib/format-date.ts';
import type { TodayStatus } from '../use-daily-tip.ts';
import { TipLabels } from './tip-labels.tsx';
import { LiveFields } from '#web/ui/live-fields.tsx';

const SYNC_NOTES = {
  pending: { icon: Clock, tone: 'text-ink-muted' },
  synced: { icon: CircleCheck, tone: 'text-success' },
  local: { icon: HardDrive, tone: 'text-ink-muted' },
} as const;

/** Where a done commitment stands, said in words beside the badge. */
export function SyncNote({ status }: { status: TodayStatus }) {
  const { t } = useTranslation('dailyTip');
  if (status === 'none' || status === 'done') return null;
  const { icon: Icon, tone } = SYNC_NOTES[status];
  return (
    <span className={`inline-flex items-center gap-1.5 text-sm ${tone}`}>
      <Icon aria-hidden="true" className="size-4" />
      {t(`sync.${status}`)}
    </span>
  );
}

export function TipCard({
  tip,
  today,
  status,
  saving,
  onMarkDone,
  onShare,
}: {
  tip: AppTip;
  today: string;
  status: TodayStatus;
  saving: boolean;
  onMarkDone: () => void;
  onShare: () => void;
}) {
  const { t, i18n } = useTranslation('dailyTip');
  const done = status !== 'none';
  return (
    <article
      aria-labelledby="daily-tip-title"
      className="relative overflow-hidden rounded-3xl border border-line bg-surface p-6 shadow-xl shadow-primary/10 sm:p-9"
    >
      <span
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r from-primary via-accent to-primary"
      />
      <p className="text-sm font-medium text-ink-muted first-letter:uppercase">
        <time dateTime={today}>{longDate(today, i18n.language)}</time>
      </p>
      <h2 id="daily-tip-title" className="mt-2 text-2xl leading-tight font-semibold sm:text-3xl">
        {tip.title ?? t('fallbackTitle', { id: tip.id })}
      </h2>
      <p className="mt-4 font-display text-lg leading-relaxed text-ink sm:text-xl">{tip.content}</p>
      <div className="mt-5">
        <TipLabels category={tip.category} intention={tip.intention} />
      </div>
      <div className="mt-7 flex flex-wrap items-center gap-3 border-t border-line pt-6">
        <LiveFields>
          {done ? (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <span className="inline-flex items-center gap-2 rounded-full bg-success-soft px-4 py-2 text-sm font-semibold text-success">
                <Check aria-hidden="true" className="size-4" />
                {t('badge.done')}
              </span>
              <SyncNote status={status} />
            </div>
          ) : (
            <button type="button" className={buttonStyles.primary} onClick={onMarkDone} disabled={saving}>
              <CircleCheck aria-hidden="true" className="size-4" />
              {saving ? t('actions.saving') : t('actions.markDone')}
            </button>
          )}
          <button type="button" className={`${buttonStyles.secondary} sm:ml-auto`} onClick={onShare}>
            <Share2 aria-hidden="true" className="size-4" />
            {t('actions.share')}
          </button>
        </LiveFields>
      </div>
    </article>
  );
}
