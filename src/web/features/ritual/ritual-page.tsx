import { NotFoundPage } from '#web/ui/not-found-page.tsx';
import { Heart, ScrollText, Sprout } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { useParams } from 'react-router';
import { BackLink } from '#web/ui/back-link.tsx';
import { ritualCompletionPoints } from '#shared/points.ts';
import { formatInstant } from '#web/lib/format-date.ts';
import { useBrowserTimeZone } from '#web/lib/use-browser-time-zone.ts';
import { useTaxonomy } from '#web/i18n/use-taxonomy.ts';
import { useUiLanguage } from '#web/i18n/ui-language.ts';
import { LoadError } from '#web/ui/load-error.tsx';
import { Spinner } from '#web/ui/spinner.tsx';
import { relatedQuery, ritualQuery } from '../catalogue/api.ts';
import { RitualGrid } from '../catalogue/ritual-grid.tsx';
import { RITUAL_TYPE_STYLE } from '../catalogue/ritual-type-style.ts';
import { useRitualMarks } from '../progress/marks.ts';
import { CompleteCard } from './components/complete-card.tsx';
import { RitualJournal } from '../journal/ritual-journal.tsx';
import { FavoriteButton } from './components/favorite-button.tsx';
import { RitualSteps } from './components/ritual-steps.tsx';
import { RitualFacts } from './components/ritual-facts.tsx';
import { ListSection, SafetyNotes } from './components/ritual-lists.tsx';
import { CardSection } from '#web/ui/card-section.tsx';

function NotFound() {
  const { t } = useTranslation('ritual');
  return (
    <NotFoundPage title={t('notFound.title')} body={t('notFound.body')} back={t('notFound.back')} to="/" />
  );
}

/**
 * "Completed on …" in the browser's zone. Its own component: when hydration ends and the zone
 * switches from the server's UTC to the browser's, only this badge renders again, not the page.
 */
function CompletedOn({ at }: { at: string }) {
  const { t, i18n } = useTranslation('ritual');
  const timeZone = useBrowserTimeZone() ?? 'UTC';
  return (
    <span className="inline-flex items-center gap-1 rounded-lg bg-success-soft px-2.5 py-1 text-sm font-semibold text-success">
      {t('complete.completedOn', {
        date: formatInstant(at, i18n.language, timeZone, { dateStyle: 'medium' }),
      })}
    </span>
  );
}

/** /ritual/:id — every field of one ritual, the user's favourite toggle and "complete". */
export default function RitualPage() {
  const { t } = useTranslation('ritual');
  const { label } = useTaxonomy();
  const { id: rawId } = useParams();
  const language = useUiLanguage();
  const marks = useRitualMarks();
  const completeRef = useRef<HTMLButtonElement>(null);
  const id = /^[1-9]\d{0,8}$/.test(rawId ?? '') ? Number(rawId) : null;
  // Only this ritual and the few like it travel, never the whole catalogue.
  const one = useQuery({ ...ritualQuery(language, id ?? 0), enabled: id !== null });
  const related = useQuery({ ...relatedQuery(language, id ?? 0), enabled: Boolean(one.data) }).data ?? [];
  // null: the server knows no such ritual; undefined: not here yet.
  const ritual = one.data;
  const missing = id === null || ritual === null;

  if (missing) return <NotFound />;
  // The user's marks too: a "completed" badge arriving later would push the page down.
  if (one.isPending || marks?.pending)
    return <Spinner label={t('loading')} className="min-h-[50vh] justify-center" />;
  if (one.isError) {
    return (
      <LoadError
        title={t('error.title')}
        body={t('error.body')}
        retryLabel={t('error.retry')}
        onRetry={() => void one.refetch()}
        className="px-6 py-20"
      />
    );
  }
  if (!ritual) return <NotFound />;

  const style = RITUAL_TYPE_STYLE[ritual.type];
  const points = ritualCompletionPoints({
    difficulty: ritual.difficulty,
    durationMinutes: ritual.duration_minutes,
  });
  const completedAt = marks?.completed.get(ritual.id) ?? null;

  return (
    <article>
      <title>{`${ritual.title} · Ritualia`}</title>
      <header className="hero-sky border-b border-line">
        <div className="mx-auto max-w-5xl px-4 pt-6 pb-8 sm:px-6 sm:pt-8 lg:px-8">
          <BackLink to="/">{t('back')}</BackLink>
          <div className="mt-5 flex flex-wrap items-center gap-2">
            <span
              className={`inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1 text-sm font-semibold ${style.badge}`}
            >
              <span aria-hidden="true">{style.emoji}</span>
              {label('type', ritual.type)}
            </span>
            <span className="rounded-lg bg-accent/15 px-2.5 py-1 text-sm font-semibold text-accent-ink">
              {label('intention', ritual.intention)}
            </span>
            {completedAt && <CompletedOn at={completedAt} />}
          </div>
          <h1 className="mt-4 text-3xl font-semibold tracking-tight sm:text-5xl">{ritual.title}</h1>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            {marks && <FavoriteButton ritualId={ritual.id} favorite={marks.favorites.has(ritual.id)} />}
          </div>
          <RitualFacts ritual={ritual} points={points} />
        </div>
      </header>

      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <div className="space-y-6">
          <SafetyNotes notes={ritual.safety_notes} />
          <RitualSteps steps={ritual.steps} onFinished={() => completeRef.current?.focus()} />
          <CardSection
            headingId="origin-heading"
            title={t('origin.title')}
            icon={<ScrollText aria-hidden="true" className="size-5 text-accent-ink" />}
          >
            <p className="mt-3 leading-relaxed">{ritual.origin_explanation}</p>
          </CardSection>
        </div>
        <aside className="space-y-6">
          <CompleteCard
            ref={completeRef}
            ritualId={ritual.id}
            completedAt={completedAt}
            points={points}
            ready={marks?.loaded ?? false}
          />
          {completedAt && <RitualJournal ritualId={ritual.id} />}
          <ListSection
            id="objects-heading"
            title={t('objects.title')}
            icon={<Sprout aria-hidden="true" className="size-5 text-accent-ink" />}
            items={ritual.objects}
          />
          <ListSection
            id="benefits-heading"
            title={t('benefits.title')}
            icon={<Heart aria-hidden="true" className="size-5 text-accent-ink" />}
            items={ritual.benefits}
          />
        </aside>
      </div>

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="border-t border-line bg-surface-2/50">
          <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
            <h2 id="related-heading" className="mb-5 text-2xl font-semibold">
              {t('related.title')}
            </h2>
            <RitualGrid rituals={related} columns="sm:grid-cols-2 lg:grid-cols-4" />
          </div>
        </section>
      )}
    </article>
  );
}
