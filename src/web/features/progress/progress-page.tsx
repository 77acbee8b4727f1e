import { useQuery } from '@tanstack/react-query';
import { Compass, Lightbulb } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { UserProgress } from '#shared/api/progress.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { FirstLoad } from '#web/ui/query-status.tsx';
import { PageHero } from '#web/ui/page-hero.tsx';
import { useUiLanguage } from '#web/i18n/ui-language.ts';
import { progressQuery } from './api.ts';
import { AchievementCard } from './components/achievement-card.tsx';
import { AchievementsSection } from './components/achievements-section.tsx';
import { HeatMap } from './components/heat-map.tsx';
import { JournalTimeline } from '../journal/journal-timeline.tsx';
import { InsightsSection } from './components/insights-section.tsx';
import { HistoryList } from './components/history-list.tsx';
import { ActivityCard, LevelCard, StreakCard } from './components/summary-cards.tsx';

function FirstStep() {
  const { t } = useTranslation('progress');
  return (
    <section
      aria-labelledby="first-step-heading"
      className="rounded-2xl border border-primary/30 bg-primary-soft/60 p-6 text-center sm:p-8"
    >
      <Compass aria-hidden="true" className="mx-auto size-10 text-accent-ink" />
      <h2 id="first-step-heading" className="mt-3 text-2xl font-semibold">
        {t('empty.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-ink-muted">{t('empty.body')}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonStyles.primary}>
          {t('empty.rituals')}
        </Link>
        <Link to="/daily-tip" className={buttonStyles.secondary}>
          <Lightbulb aria-hidden="true" className="size-4" />
          {t('empty.dailyTip')}
        </Link>
      </div>
    </section>
  );
}

function RecentlyUnlocked({ progress: p }: { progress: UserProgress }) {
  const { t } = useTranslation('progress');
  if (p.recently_unlocked.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading" className="space-y-3">
      <h2 id="recent-heading" className="text-xl font-semibold">
        {t('recent.title')}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {p.recently_unlocked.map((a) => (
          <li key={a.key}>
            <AchievementCard achievement={a} timeZone={p.time_zone} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The titles of the rituals the user completed, for naming journal notes. */
const ritualTitles = (p: UserProgress) =>
  new Map(p.history.flatMap((h) => (h.ritual_id === null ? [] : [[h.ritual_id, h.title] as const])));

/** /progress — level, points, streaks, practice calendar, achievements and history. */
export default function ProgressPage() {
  const { t } = useTranslation('progress');
  const language = useUiLanguage();
  const query = useQuery(progressQuery(language));
  const p = query.data;

  return (
    <>
      <title>{`${t('pageTitle')} · Ritualia`}</title>
      <PageHero eyebrow={t('eyebrow')} heading={t('heading')} intro={t('intro')} />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
        <FirstLoad
          query={query}
          loading={t('loading')}
          failure={{ title: t('error.title'), body: t('error.body'), retry: t('error.retry') }}
        />
        {p && (
          <>
            {p.total_rituals_completed === 0 && p.total_daily_tips_committed === 0 && <FirstStep />}
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <LevelCard progress={p} />
              <StreakCard progress={p} />
              <ActivityCard progress={p} />
            </div>
            <HeatMap heatMap={p.heat_map} frozenDays={p.frozen_days} />
            <InsightsSection />
            <JournalTimeline titles={ritualTitles(p)} />
            <RecentlyUnlocked progress={p} />
            <AchievementsSection achievements={p.achievements} timeZone={p.time_zone} />
            <HistoryList history={p.history} />
          </>
        )}
      </div>
    </>
  );
}
