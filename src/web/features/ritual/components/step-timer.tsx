import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { clockFace, endsAfter, secondsLeft, TIMER_MINUTES } from './step-timer-clock.ts';

interface Running {
  endsAt: number;
  left: number;
}

/**
 * An optional timer for the step on screen, for steps that ask to sit with something for a while.
 * While it runs the reading aloud does not move on by itself (`onRunningChange`); when it ends a
 * polite status says so. The page keys it by step, so moving to another step stops it.
 */
export function StepTimer({ onRunningChange }: { onRunningChange: (running: boolean) => void }) {
  const { t } = useTranslation('ritual');
  const [running, setRunning] = useState<Running | null>(null);
  const [done, setDone] = useState(false);
  const endsAt = running?.endsAt;

  useEffect(() => {
    if (endsAt === undefined) return;
    const tick = window.setInterval(() => {
      const left = secondsLeft(endsAt, Date.now());
      setRunning(left > 0 ? { endsAt, left } : null);
      if (left > 0) return;
      setDone(true);
      onRunningChange(false);
    }, 250);
    return () => window.clearInterval(tick);
  }, [endsAt, onRunningChange]);
  // Leaving the step (or the guided mode) stops the timer, and with it the hold on the reading.
  useEffect(() => () => onRunningChange(false), [onRunningChange]);

  const start = (minutes: number) => {
    setRunning({ endsAt: endsAfter(minutes), left: minutes * 60 });
    setDone(false);
    onRunningChange(true);
  };
  const stop = () => {
    setRunning(null);
    onRunningChange(false);
  };

  return (
    <div className="mt-5">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-1 inline-flex items-center gap-2 text-sm font-medium text-ink-muted">
          <Timer aria-hidden="true" className="size-4" />
          {t('timer.label')}
        </legend>
        {running === null ? (
          TIMER_MINUTES.map((minutes) => (
            <button
              key={minutes}
              type="button"
              className={`${buttonStyles.secondary} px-3 py-1.5`}
              onClick={() => start(minutes)}
            >
              {t('timer.minutes', { minutes })}
            </button>
          ))
        ) : (
          <>
            <span
              role="timer"
              aria-label={t('timer.left', { time: clockFace(running.left) })}
              className="font-display text-2xl font-semibold tabular-nums"
            >
              {clockFace(running.left)}
            </span>
            <button type="button" className={`${buttonStyles.secondary} px-3 py-1.5`} onClick={stop}>
              {t('timer.stop')}
            </button>
          </>
        )}
      </fieldset>
      <output className="mt-2 block min-h-5 text-sm font-medium text-success">
        {done ? t('timer.done') : ''}
      </output>
    </div>
  );
}
