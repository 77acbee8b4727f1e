import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { PageHero } from '#web/ui/page-hero.tsx';
import { LoadError } from '#web/ui/load-error.tsx';
import { Spinner } from '#web/ui/spinner.tsx';
import { HowItWorks } from './components/how-it-works.tsx';
import { MagicalPath } from './components/magical-path.tsx';
import { TipCard } from './components/tip-card.tsx';
import { TomorrowPreview } from './components/tomorrow-preview.tsx';
import { notify } from '#web/ui/toast.ts';
import { ReminderOffer } from '../reminders/reminder-offer.tsx';
import { shareTip } from './share.ts';
import { useCommitAction } from './use-commit-action.ts';
import { useDailyTip } from './use-daily-tip.ts';
import { LazyMoonCard } from '../moon/lazy-moon-card.tsx';
import { LazyDayJournal } from '../journal/lazy-day-journal.tsx';
import { JourneyTodayCard, useTodayPrompts } from '../journeys/journey-today-card.tsx';

export default function DailyTipPage() {
  const { t } = useTranslation('dailyTip');
  const daily = useDailyTip();
  const commitAndTell = useCommitAction(daily.commit);
  const prompts = useTodayPrompts();
  const markDone = useMutation({ mutationFn: commitAndTell });
  const saving = markDone.isPending;
  const tip = daily.tip.data;
  const loading = daily.tip.isPending || (daily.userId !== null && daily.commitments.isPending);
  const queued = daily.sync.queue.filter((e) => e.owner === daily.userId || e.owner === null);
  // Today's commitment is the user's first one on the server: the moment to offer a reminder.
  const firstCommitment =
    daily.userId !== null &&
    (daily.status === 'done' || daily.status === 'synced') &&
    daily.commitments.data?.commitments.length === 1;

  async function share() {
    if (!tip) return;
    const outcome = await shareTip({ title: t('share.title'), content: tip.content });
    if (outcome === 'copied') notify('success', t('toast.copied'));
    else if (outcome === 'failed') notify('info', t('toast.shareFailed'));
  }

  return (
    <>
      <title>{`${t('pageTitle')} · Ritualia`}</title>
      <PageHero
        eyebrow={t('eyebrow')}
        heading={t('heading')}
        intro={t('lead')}
        size="medium"
        ornamentClassName="absolute -top-24 -right-24 hidden w-[34rem] opacity-25 sm:block dark:opacity-35"
        className="max-w-3xl pt-10 pb-12 sm:pt-14 sm:pb-16"
      >
        {/* About the card's height, kept while it loads: what follows does not move when it arrives. */}
        <div className="mt-8 min-h-[27rem] sm:min-h-[24rem]">
          {loading ? (
            <Spinner label={t('loading')} />
          ) : tip ? (
            <TipCard
              tip={tip}
              today={daily.today}
              status={daily.status}
              saving={saving}
              onMarkDone={() => !saving && markDone.mutate(tip)}
              onShare={() => void share()}
            />
          ) : (
            <LoadError
              variant="card"
              title={t('unavailable.title')}
              body={t('unavailable.body')}
              retryLabel={t('unavailable.retry')}
              onRetry={daily.tip.isError ? () => void daily.tip.refetch() : undefined}
            />
          )}
          <ReminderOffer firstCommitment={firstCommitment} />
          {daily.userId !== null && (daily.status === 'done' || daily.status === 'synced') && (
            <LazyDayJournal date={daily.today} prompts={prompts} />
          )}
        </div>
        <div className="mt-6 space-y-6">
          <LazyMoonCard />
          <JourneyTodayCard />
        </div>
      </PageHero>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12 sm:px-6 lg:px-8">
        <HowItWorks />
        {!loading && <MagicalPath list={daily.commitments.data} queued={queued} today={daily.today} />}
        <TomorrowPreview today={daily.today} />
      </div>
    </>
  );
}
