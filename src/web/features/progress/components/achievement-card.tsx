import { Lock } from 'lucide-react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import type { AchievementView } from '#shared/api/progress.ts';
import { formatInstant } from '#web/lib/format-date.ts';
import { formatNumber } from '#web/lib/format-number.ts';
import { AchievementIcon, RARITY_STYLE } from './achievement-icon.tsx';
import { ProgressBar } from '#web/ui/progress-bar.tsx';

const FALLBACK = RARITY_STYLE.common!;

export function AchievementCard({
  achievement: a,
  timeZone,
  headingLevel = 4,
}: {
  achievement: AchievementView;
  timeZone: string;
  /** The card's title level: 4 inside a category (h3), 3 right under a section (h2). */
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const { t, i18n } = useTranslation('progress');
  const style = RARITY_STYLE[a.rarity] ?? FALLBACK;
  const language = i18n.language;
  return (
    <article
      className={`flex h-full flex-col gap-3 rounded-2xl border p-4 ${
        a.unlocked
          ? 'border-accent/60 bg-surface shadow-sm shadow-accent/10'
          : 'border-dashed border-line bg-surface-2/60'
      }`}
    >
      <div className="flex items-start gap-3">
        <span
          className={`grid size-12 shrink-0 place-items-center rounded-xl ring-2 ${style.ring} ${
            a.unlocked ? style.tile : 'bg-surface text-ink-muted'
          }`}
        >
          <AchievementIcon name={a.icon} className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <Heading className="leading-snug font-semibold">{a.title}</Heading>
          <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
            <span className={`rounded-md px-1.5 py-0.5 font-semibold ${style.badge}`}>
              {t(`achievements.rarity.${a.rarity}`)}
            </span>
            <span className="font-semibold text-accent-ink">
              {t('achievements.points', { points: a.points })}
            </span>
          </div>
        </div>
        {!a.unlocked && (
          <span className="text-ink-muted" title={t('achievements.locked')}>
            <Lock aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('achievements.locked')}</span>
          </span>
        )}
      </div>
      <p className="text-sm leading-relaxed text-ink-muted">{a.description}</p>
      <div className="mt-auto space-y-2">
        {a.unlocked && a.unlocked_at ? (
          <p className="text-sm font-medium text-success">
            {t('achievements.unlockedOn', { date: formatInstant(a.unlocked_at, language, timeZone) })}
          </p>
        ) : (
          <>
            <div className="flex items-center justify-between text-xs text-ink-muted">
              <span>
                {t('achievements.progress', {
                  progress: formatNumber(a.progress, language),
                  max: formatNumber(a.maxProgress, language),
                })}
              </span>
              <span>{a.progressPercentage}%</span>
            </div>
            <ProgressBar
              value={a.progress}
              max={a.maxProgress}
              label={t('achievements.progressLabel', { title: a.title })}
              valueText={`${a.progressPercentage}%`}
            />
            {a.hint && (
              <p className="text-xs leading-relaxed text-ink-muted">
                {t('achievements.hint', { hint: a.hint })}
              </p>
            )}
          </>
        )}
      </div>
    </article>
  );
}
