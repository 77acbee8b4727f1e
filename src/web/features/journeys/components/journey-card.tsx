import { CircleCheck, Footprints, Moon } from 'lucide-react';
import { Link } from 'react-router';
import type { JourneySummary } from '#shared/api/journeys.ts';
import { useTranslation } from '#web/i18n/use-translation.ts';

/** One journey in the list: its kind, title, summary and number of steps. */
export function JourneyCard({ journey, following }: { journey: JourneySummary; following: boolean }) {
  const { t } = useTranslation('journeys');
  const KindIcon = journey.kind === 'lunar' ? Moon : Footprints;
  return (
    <Link
      to={`/journeys/${journey.slug}`}
      className="group flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm transition duration-200 hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-lg hover:shadow-primary/10 focus-visible:rounded-2xl motion-reduce:hover:translate-y-0"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="inline-flex items-center gap-1.5 rounded-lg bg-primary-soft px-2.5 py-1 text-primary">
          <KindIcon aria-hidden="true" className="size-3.5" />
          {t(`kind.${journey.kind}`)}
        </span>
        <span className="rounded-lg bg-accent/15 px-2.5 py-1 text-accent-ink">
          {t('days', { count: journey.days_count })}
        </span>
        {following && (
          <span className="inline-flex items-center gap-1 rounded-lg bg-success-soft px-2.5 py-1 text-success">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            {t('following')}
          </span>
        )}
      </div>
      <h2 className="font-display text-xl leading-snug font-semibold group-hover:text-primary">
        {journey.title}
      </h2>
      <p className="flex-1 leading-relaxed text-ink-muted">{journey.summary}</p>
      <span className="text-sm font-semibold text-primary">{t('open')}</span>
    </Link>
  );
}
