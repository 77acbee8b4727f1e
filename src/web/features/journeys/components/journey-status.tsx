import { PartyPopper, Sprout } from 'lucide-react';
import type { EnrolmentView } from '#shared/api/journeys.ts';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { dayAndMonth } from '#web/lib/format-date.ts';
import { ProgressBar } from '#web/ui/progress-bar.tsx';

/** Where the user stands: today's step, a kind word when it has waited, or the finish. */
export function JourneyStatus({ enrolment }: { enrolment: EnrolmentView }) {
  const { t, i18n } = useTranslation('journeys');
  const { today } = enrolment;
  // Null only once finished, which names no day.
  const day = today.day ?? 0;
  const date = (on: string) => dayAndMonth(on, i18n.language);
  const done = enrolment.days_done.length;
  const lastOn = enrolment.days_done
    .map((step) => step.on)
    .sort()
    .at(-1);

  let headline: string;
  let detail: string | null = null;
  if (today.status === 'finished') {
    headline = t('status.finished');
    detail = lastOn ? t('status.finishedOn', { date: date(lastOn) }) : null;
  } else if (today.status === 'due') {
    headline = today.paused ? t('status.paused', { day }) : t('status.due', { day });
    detail = today.paused ? null : t('status.dueBody');
  } else if (today.status === 'waiting') {
    const next = today.next ?? (today.day === null ? null : { day: today.day, on: '' });
    headline = next?.on ? t('status.waiting', { day: next.day, date: date(next.on) }) : t('status.dueBody');
  } else {
    headline = t('status.doneToday', { day });
    detail = today.next ? t('status.nextOn', { day: today.next.day, date: date(today.next.on) }) : null;
  }
  const finished = today.status === 'finished';
  const Icon = finished ? PartyPopper : Sprout;

  return (
    <section
      aria-labelledby="journey-status-heading"
      className={`rounded-2xl border p-5 ${finished ? 'border-success/40 bg-success-soft' : 'border-primary/30 bg-primary-soft/60'}`}
    >
      <h2
        id="journey-status-heading"
        className="text-xs font-semibold tracking-widest text-accent-ink uppercase"
      >
        {t('status.label')}
      </h2>
      <p className="mt-2 flex items-start gap-2 text-lg font-semibold" data-testid="journey-status">
        <Icon
          aria-hidden="true"
          className={`mt-1 size-5 shrink-0 ${finished ? 'text-success' : 'text-primary'}`}
        />
        {headline}
      </p>
      {detail && <p className="mt-1 text-ink-muted">{detail}</p>}
      <div className="mt-4">
        <ProgressBar
          value={done}
          max={enrolment.days_count}
          label={t('status.progress', { done, total: enrolment.days_count })}
        />
      </div>
      <p className="mt-2 text-sm text-ink-muted">
        {t('status.progress', { done, total: enrolment.days_count })}
      </p>
    </section>
  );
}
