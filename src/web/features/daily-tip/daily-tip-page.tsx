import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { CelestialOrnament } from '#web/ui/celestial-ornament.tsx';
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

export default function DailyTipPage() {
  const { t } = useTranslation('dailyTip');
  const daily = useDailyTip();
  const commitAndTell = useCommitAction(daily.commit);
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
      <section className="hero-sky relative overflow-hidden border-b border-line">
        <CelestialOrnament className="absolute -top-24 -right-24 hidden w-[34rem] opacity-25 sm:block dark:opacity-35" />
        <div className="relative mx-auto max-w-3xl px-4 pt-10 pb-12 sm:px-6 sm:pt-14 sm:pb-16">
          <p className="text-xs font-semibold tracking-[0.2em] text-accent-ink uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">{t('heading')}</h1>
          <p className="mt-3 max-w-2xl text-ink-muted sm:text-lg">{t('lead')}</p>
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
              <LazyDayJournal date={daily.today} />
            )}
          </div>
          <div className="mt-6">
            <LazyMoonCard />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12 sm:px-6 lg:px-8">
        <HowItWorks />
        {!loading && <MagicalPath list={daily.commitments.data} queued={queued} today={daily.today} />}
        <TomorrowPreview today={daily.today} />
      </div>
    </>
  );
}
