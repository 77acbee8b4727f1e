import { CircleCheck, CloudUpload, NotebookPen, PenLine, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { EnrolmentView, Journey } from '#shared/api/journeys.ts';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';

interface Props {
  journey: Journey;
  /** The rituals' titles by id (the link shows a generic label until they are known). */
  ritualTitles: ReadonlyMap<number, string>;
  enrolment: EnrolmentView | null;
  busy: boolean;
  /** Days marked done on this device whose mark waits to be sent. */
  waiting: ReadonlySet<number>;
  onMarkDone: (day: number) => void;
}

/** Every day of the journey: why it comes now, its ritual or written practice, its journal prompt. */
export function JourneyDays({ journey, ritualTitles, enrolment, busy, waiting, onMarkDone }: Props) {
  const { t } = useTranslation('journeys');
  const { t: moon } = useTranslation('moon');
  const done = new Set(enrolment?.days_done.map((step) => step.day) ?? []);
  const due = enrolment?.today.status === 'due' ? enrolment.today.day : null;

  return (
    <section aria-labelledby="journey-steps-heading">
      <h2 id="journey-steps-heading" className="mb-4 text-2xl font-semibold">
        {t('stepsHeading')}
      </h2>
      <ol className="space-y-4">
        {journey.days.map((day) => {
          // A step kept on this device counts as done already (use-my-journeys.ts).
          const isDone = done.has(day.day);
          const isWaiting = waiting.has(day.day);
          const isToday = due === day.day;
          return (
            <li
              key={day.day}
              data-testid={`journey-day-${day.day}`}
              aria-current={isToday ? 'step' : undefined}
              className={`rounded-2xl border bg-surface p-5 sm:p-6 ${isToday ? 'border-primary shadow-md shadow-primary/10' : 'border-line'}`}
            >
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-display text-xl font-semibold">
                  {t('day', { day: day.day })}
                  {day.phase && <span className="text-ink-muted"> · {moon(`phases.${day.phase}`)}</span>}
                </h3>
                {isToday && (
                  <span className="rounded-lg bg-primary px-2.5 py-0.5 text-xs font-semibold text-on-primary">
                    {t('today')}
                  </span>
                )}
                {isDone && (
                  <span className="inline-flex items-center gap-1 rounded-lg bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-success">
                    <CircleCheck aria-hidden="true" className="size-3.5" />
                    {t('done')}
                  </span>
                )}
              </div>
              <p className="mt-3 leading-relaxed">
                <strong className="font-semibold">{t('labels.why')} </strong>
                {day.why}
              </p>
              {day.ritual && (
                <p className="mt-3 flex flex-wrap items-center gap-2">
                  <Sparkles aria-hidden="true" className="size-4 text-accent-ink" />
                  <span className="font-semibold">{t('labels.ritual')}</span>
                  <Link
                    to={`/ritual/${day.ritual.id}`}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {ritualTitles.get(day.ritual.id) ?? t('openRitual')}
                  </Link>
                </p>
              )}
              {day.practice && (
                <div className="mt-3 rounded-xl bg-surface-2/70 p-4">
                  <p className="flex items-center gap-2 font-semibold">
                    <PenLine aria-hidden="true" className="size-4 text-accent-ink" />
                    {t('labels.practice', { title: day.practice.title })}
                  </p>
                  <ol className="mt-2 list-decimal space-y-1.5 pl-5 leading-relaxed">
                    {day.practice.steps.map((step, i) => (
                      <li key={i}>{step}</li>
                    ))}
                  </ol>
                  {isWaiting && (
                    <p
                      className="mt-4 flex items-center gap-2 font-medium"
                      data-testid="journey-step-waiting"
                    >
                      <CloudUpload aria-hidden="true" className="size-5 shrink-0 text-primary" />
                      {t('waitingToSend')}
                    </p>
                  )}
                  {isToday && !isDone && (
                    <button
                      type="button"
                      className={`${buttonStyles.primary} mt-4`}
                      disabled={busy}
                      onClick={() => onMarkDone(day.day)}
                    >
                      <CircleCheck aria-hidden="true" className="size-4" />
                      {t('markDone')}
                    </button>
                  )}
                </div>
              )}
              <p className="mt-3 flex gap-2 leading-relaxed text-ink-muted">
                <NotebookPen aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-ink" />
                <span>
                  <span className="font-semibold text-ink">{t('labels.prompt')} </span>
                  {day.prompt}
                </span>
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
