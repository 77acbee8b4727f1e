import { Footprints } from 'lucide-react';
import { Link } from 'react-router';
import type { EnrolmentView } from '#shared/api/journeys.ts';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { dayAndMonth } from '#web/lib/format-date.ts';
import { useMyJourneys } from './use-my-journeys.ts';

function useStepLine() {
  const { t, i18n } = useTranslation('journeys');
  return ({ title, today }: EnrolmentView): string => {
    const day = today.day ?? 0;
    if (today.status === 'due')
      return t(today.paused ? 'todayCard.paused' : 'todayCard.step', { title, day });
    if (today.status === 'waiting' && today.next)
      return t('todayCard.waiting', { title, date: dayAndMonth(today.next.on, i18n.language) });
    return t('todayCard.doneToday', { title });
  };
}

/**
 * Today's step of each journey the signed-in user follows, each linking to its journey (the
 * daily-tip page shows it); nothing at all when they follow none.
 */
export function JourneyTodayCard({ className = '' }: { className?: string }) {
  const { t } = useTranslation('journeys');
  const line = useStepLine();
  const following = (useMyJourneys().journeys ?? []).filter((one) => one.today.status !== 'finished');
  if (following.length === 0) return null;
  return (
    <section
      aria-labelledby="journeys-today-heading"
      className={`rounded-2xl border border-line bg-surface/90 p-5 shadow-sm ${className}`}
      data-testid="journeys-today"
    >
      <h2 id="journeys-today-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Footprints aria-hidden="true" className="size-5 text-accent-ink" />
        {t('todayCard.heading')}
      </h2>
      <ul className="mt-3 space-y-2">
        {following.map((enrolment) => (
          <li key={enrolment.slug}>
            <Link
              to={`/journeys/${enrolment.slug}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {line(enrolment)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** On the home page (loaded there only for a signed-in user): as wide as the moon card above it. */
export default function HomeJourneyTodayCard() {
  return <JourneyTodayCard className="max-w-3xl" />;
}

/** Today's journal prompts of the journeys followed, for the note of the day (daily-tip page). */
export function useTodayPrompts(): { id: string; title: string; prompt: string }[] {
  return (useMyJourneys().journeys ?? []).flatMap(({ slug, title, today }) =>
    today.prompt !== null && (today.status === 'due' || today.status === 'doneToday')
      ? [{ id: slug, title, prompt: today.prompt }]
      : [],
  );
}
