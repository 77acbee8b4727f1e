import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import type { useHoldToCommit } from '../use-hold-to-commit.ts';

/**
 * The hold-to-commit button and the bar that fills while it is held; once committed, the
 * celebration line takes the button's place and the bar stays full.
 */
export function HoldToCommitControl({
  hold,
  finished,
}: {
  hold: ReturnType<typeof useHoldToCommit>;
  finished: boolean;
}) {
  const { t } = useTranslation('dailyTip');
  const hintId = useId();
  const percent = finished ? 100 : hold.progress;
  return (
    <>
      {finished ? (
        <p className="rounded-full bg-success-soft px-4 py-3 text-center text-sm font-semibold text-success">
          {t('floating.celebrate')}
        </p>
      ) : (
        <button
          type="button"
          aria-describedby={hintId}
          {...hold.handlers}
          className="relative w-full touch-none overflow-hidden rounded-full bg-primary px-4 py-3 text-sm font-semibold text-on-primary shadow-sm select-none [-webkit-touch-callout:none] hover:bg-primary-hover"
        >
          <span
            aria-hidden="true"
            className="absolute inset-y-0 left-0 bg-accent/45"
            style={{ width: `${hold.progress}%` }}
          />
          <span className="relative">{t('floating.hold')}</span>
        </button>
      )}
      <p id={hintId} className="sr-only">
        {t('floating.holdHint')}
      </p>
      <div className="mt-2 flex items-center gap-3">
        <div
          // A styled bar whose value and text are exposed as a native <progress>'s would be.
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
          role="progressbar"
          aria-label={t('floating.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('floating.percent', { percent })}
          className="h-2 flex-1 overflow-hidden rounded-full bg-primary-soft"
        >
          <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
        </div>
        <span
          aria-hidden="true"
          className="w-10 text-right text-xs font-semibold text-ink-muted tabular-nums"
        >
          {t('floating.percent', { percent })}
        </span>
      </div>
    </>
  );
}
