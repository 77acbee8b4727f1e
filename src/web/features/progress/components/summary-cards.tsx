import { CalendarDays, Flame, Snowflake, Sparkles, TrendingUp } from 'lucide-react';
import type { TFunction } from '#web/i18n/translation-types.ts';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { UserProgress } from '#shared/api/progress.ts';
import { addDays } from '#shared/local-date.ts';
import { dayAndMonth } from '#web/lib/format-date.ts';
import { formatNumber } from '#web/lib/format-number.ts';
import { ProgressBar } from '#web/ui/progress-bar.tsx';
import { CardSection } from '#web/ui/card-section.tsx';

const raisedCard = 'p-5 shadow-sm sm:p-6';

export function LevelCard({ progress: p }: { progress: UserProgress }) {
  const { t, i18n } = useTranslation('progress');
  const next = p.level + 1;
  const totals = [
    ['rituals', formatNumber(p.total_rituals_completed, i18n.language)],
    ['tips', formatNumber(p.total_daily_tips_committed, i18n.language)],
    ['achievements', formatNumber(p.total_achievements, i18n.language)],
    ['time', t('totals.minutes', { count: p.total_time_spent_minutes })],
  ] as const;
  return (
    <section
      aria-labelledby="level-heading"
      className={`rounded-2xl border border-line bg-surface ${raisedCard} sm:col-span-2`}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <TrendingUp aria-hidden="true" className="size-4" />
            {t('level.label')}
          </p>
          <h2 id="level-heading" className="mt-1 text-4xl font-semibold">
            {t('level.value', { level: p.level })}
          </h2>
        </div>
        <div className="text-right">
          <p className="flex items-center justify-end gap-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <Sparkles aria-hidden="true" className="size-4" />
            {t('level.totalPoints')}
          </p>
          <p className="mt-1 font-display text-4xl font-semibold text-accent-ink" data-testid="total-points">
            {formatNumber(p.total_points, i18n.language)}
          </p>
          {p.achievement_points > 0 && (
            <p className="text-xs text-ink-muted">
              {t('level.fromAchievements', { points: formatNumber(p.achievement_points, i18n.language) })}
            </p>
          )}
        </div>
      </div>
      <div className="mt-5">
        <ProgressBar
          value={p.experience_points}
          max={100}
          label={t('level.bar', { next })}
          valueText={t('level.toNext', { points: p.experience_to_next_level, next })}
          size="md"
          tone="gradient"
        />
      </div>
      <p className="mt-2 text-sm text-ink-muted">
        {t('level.toNext', { points: p.experience_to_next_level, next })}
      </p>
      <dl className="mt-5 grid grid-cols-2 gap-3 border-t border-line pt-4 text-sm sm:grid-cols-4">
        {totals.map(([key, value]) => (
          <div key={key}>
            <dt className="text-xs text-ink-muted">{t(`totals.${key}`)}</dt>
            <dd className="font-display text-xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function streakStatus(p: UserProgress, t: TFunction<'progress'>): string {
  const status = p.streak_status;
  switch (status.kind) {
    case 'none':
      return t('streak.none');
    case 'lastStreak':
      return t('streak.last', { count: status.days });
    case 'started':
      return t('streak.started');
    case 'consecutive':
      return t('streak.consecutive', { count: status.days });
  }
}

/** How many recent days of frozen days the streak card mentions. */
const RECENT_FROZEN_DAYS = 30;

export function StreakCard({ progress: p }: { progress: UserProgress }) {
  const { t, i18n } = useTranslation('progress');
  const active = p.current_streak > 0;
  const lengths = [
    ['current', p.current_streak],
    ['longest', p.longest_streak],
  ] as const;
  const since = addDays(p.today, -RECENT_FROZEN_DAYS);
  const frozen = p.frozen_days.filter((day) => day > since);
  const frozenList = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    frozen.map((day) => dayAndMonth(day, i18n.language)),
  );
  return (
    <CardSection
      headingId="streak-heading"
      title={t('streak.title')}
      icon={
        <Flame
          aria-hidden="true"
          className={`size-5 ${active ? 'text-orange-600 dark:text-orange-300' : 'text-ink-muted'}`}
        />
      }
      size="lg"
      className={raisedCard}
    >
      <p className="mt-2 font-medium" data-testid="streak-status">
        {streakStatus(p, t)}
      </p>
      {frozen.length > 0 && (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted" data-testid="streak-frozen">
          <Snowflake aria-hidden="true" className="size-4 shrink-0 text-sky-700 dark:text-sky-300" />
          {t('streak.frozen', { count: frozen.length, dates: frozenList })}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {lengths.map(([key, days]) => (
          <div key={key}>
            <dt className="text-xs text-ink-muted">{t(`streak.${key}`)}</dt>
            <dd className="font-display text-2xl font-semibold">{t('streak.days', { count: days })}</dd>
          </div>
        ))}
      </dl>
      {p.streak_status.kind !== 'consecutive' && p.streak_status.kind !== 'started' && (
        <Link
          to="/daily-tip"
          className="mt-4 inline-block text-sm font-semibold text-primary hover:underline"
        >
          {t('streak.cta')}
        </Link>
      )}
    </CardSection>
  );
}

export function ActivityCard({ progress: p }: { progress: UserProgress }) {
  const { t } = useTranslation('progress');
  const rows = [
    { key: 'week', rituals: p.rituals_this_week, tips: p.daily_tips_this_week },
    { key: 'month', rituals: p.rituals_this_month, tips: p.daily_tips_this_month },
  ] as const;
  return (
    <CardSection
      headingId="activity-heading"
      title={t('period.title')}
      icon={<CalendarDays aria-hidden="true" className="size-5 text-accent-ink" />}
      size="lg"
      className={raisedCard}
    >
      <dl className="mt-3 space-y-3">
        {rows.map((row) => (
          <div key={row.key} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <dt className="text-sm text-ink-muted">{t(`period.${row.key}`)}</dt>
            <dd className="font-semibold">
              {t('period.rituals', { count: row.rituals })} · {t('period.tips', { count: row.tips })}
            </dd>
          </div>
        ))}
      </dl>
    </CardSection>
  );
}
