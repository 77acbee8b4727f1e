import { ActionNotice } from '#web/ui/action-notice.tsx';
import { useQuery } from '@tanstack/react-query';
import { Footprints, Moon } from 'lucide-react';
import { useParams } from 'react-router';
import { BackLink } from '#web/ui/back-link.tsx';
import type { Journey } from '#shared/api/journeys.ts';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { useUiLanguage } from '#web/i18n/ui-language.ts';
import { QueryLoadError } from '#web/ui/query-status.tsx';
import { Spinner } from '#web/ui/spinner.tsx';
import { useSession } from '../auth/session.ts';
import { journeyQuery, journeyRitualsQuery } from './api.ts';
import { EnrolmentPanel } from './components/enrolment-panel.tsx';
import { JourneyDays } from './components/journey-days.tsx';
import { JourneyNotFound } from './components/journey-not-found.tsx';
import { JourneyStructuredData } from './components/journey-structured-data.tsx';
import { useJourneyActions } from './use-journey-actions.ts';
import { useMyJourneys } from './use-my-journeys.ts';

/** /journeys/:slug — a journey's days for everyone; a signed-in user joins and follows it here. */
export default function JourneyPage() {
  const { t } = useTranslation('journeys');
  const { slug = '' } = useParams();
  const language = useUiLanguage();
  const { user } = useSession();
  const one = useQuery(journeyQuery(language, slug));
  const journey = one.data;
  const rituals = useQuery(journeyRitualsQuery(language, journey ?? undefined));
  const mine = useMyJourneys(user !== null);
  const actions = useJourneyActions(slug);

  if (journey === null) return <JourneyNotFound />;
  if (one.isPending) return <Spinner label={t('loading')} className="min-h-[50vh] justify-center" />;
  if (!journey) {
    return (
      <QueryLoadError
        query={one}
        failure={{ title: t('loadError.title'), body: t('loadError.body'), retry: t('loadError.retry') }}
        className="px-6 py-20"
      />
    );
  }

  const titles = new Map((rituals.data ?? []).map((ritual) => [ritual.id, ritual.title]));
  const enrolment = mine.journeys?.find((followed) => followed.slug === journey.slug) ?? null;
  const stepName = (day: Journey['days'][number]) =>
    day.practice?.title ?? (day.ritual && titles.get(day.ritual.id)) ?? t('day', { day: day.day });
  const KindIcon = journey.kind === 'lunar' ? Moon : Footprints;

  return (
    <article>
      <title>{`${journey.title} · ${t('pageTitle')} · Ritualia`}</title>
      <JourneyStructuredData journey={journey} language={language} stepName={stepName} />
      <header className="hero-sky border-b border-line">
        <div className="mx-auto max-w-4xl px-4 pt-6 pb-8 sm:px-6 sm:pt-8 lg:px-8">
          <BackLink to="/journeys">{t('back')}</BackLink>
          <div className="mt-5 flex flex-wrap items-center gap-2 text-sm font-semibold">
            <span className="inline-flex items-center gap-1.5 rounded-lg bg-primary-soft px-2.5 py-1 text-primary">
              <KindIcon aria-hidden="true" className="size-4" />
              {t(`kind.${journey.kind}`)}
            </span>
            <span className="rounded-lg bg-accent/15 px-2.5 py-1 text-accent-ink">
              {t('days', { count: journey.days_count })}
            </span>
          </div>
          <h1 className="mt-4 text-3xl font-semibold tracking-tight sm:text-5xl">{journey.title}</h1>
          <p className="mt-4 max-w-2xl leading-relaxed text-ink-muted sm:text-lg">{journey.summary}</p>
          <div className="mt-6">
            <EnrolmentPanel
              slug={journey.slug}
              signedIn={user !== null}
              enrolment={enrolment}
              ready={mine.ready}
              busy={actions.busy}
              onJoin={actions.join}
              onRestart={actions.restart}
              onLeave={actions.leave}
            />
          </div>
        </div>
      </header>
      <ActionNotice notice={actions.notice} dismissLabel={t('dismiss')} onDismiss={actions.dismiss} />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
        <JourneyDays
          journey={journey}
          ritualTitles={titles}
          enrolment={enrolment}
          busy={actions.busy}
          // A step being marked is kept here before it is sent: it waits for the connection only
          // once the answer says so, not for the moment its own request takes.
          waiting={mine.unsent(journey.slug)}
          onMarkDone={actions.markDone}
        />
      </div>
    </article>
  );
}
