import { ChevronLeft, ChevronRight, ListOrdered, Footprints } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { buttonStyles } from '#web/ui/button-styles.ts';
import { ProgressBar } from '#web/ui/progress-bar.tsx';
import { StepTimer } from './step-timer.tsx';

// Speech is for the few who open the guided mode: its code and voices load only then.
const ReadAloud = lazy(() => import('../read-aloud/read-aloud.tsx'));

/** The numbered steps, or one step at a time in the guided mode. */
export function RitualSteps({ steps, onFinished }: { steps: readonly string[]; onFinished?: () => void }) {
  const { t, i18n } = useTranslation('ritual');
  const [guided, setGuided] = useState(false);
  const [index, setIndex] = useState(0);
  const [timing, setTiming] = useState(false);
  const moved = useRef(false);
  const last = steps.length - 1;
  // After Previous/Next (or entering the guided mode), focus moves to the new step, which is
  // read out; the paragraph is keyed by step, so this runs as each one appears.
  const focusIfMoved = (element: HTMLParagraphElement | null) => {
    if (element && moved.current) {
      moved.current = false;
      element.focus();
    }
  };

  const go = (next: number) => {
    moved.current = true;
    setIndex(Math.min(Math.max(next, 0), last));
  };

  return (
    <section aria-labelledby="steps-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="steps-heading" className="text-2xl font-semibold">
          {t('steps.title')}
        </h2>
        {steps.length > 1 && (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => {
              moved.current = !guided;
              setGuided(!guided);
              setIndex(0);
            }}
          >
            {guided ? (
              <ListOrdered aria-hidden="true" className="size-4" />
            ) : (
              <Footprints aria-hidden="true" className="size-4" />
            )}
            {guided ? t('steps.guidedExit') : t('steps.guidedStart')}
          </button>
        )}
      </div>

      {guided ? (
        <div className="group rounded-2xl border border-primary/30 bg-primary-soft/50 p-5 sm:p-7">
          <p className="text-sm font-semibold tracking-wide text-accent-ink uppercase">
            {t('steps.stepOf', { current: index + 1, total: steps.length })}
          </p>
          <div className="mt-3">
            <ProgressBar
              value={index + 1}
              max={steps.length}
              label={t('steps.stepOf', { current: index + 1, total: steps.length })}
            />
          </div>
          <p
            key={index}
            ref={focusIfMoved}
            tabIndex={-1}
            // The step being read is highlighted; only its colour changes, so reduced motion is kept.
            className="-mx-3 mt-5 min-h-24 rounded-xl px-3 py-2 font-display text-xl leading-relaxed text-ink group-has-[[data-reading]]:bg-surface group-has-[[data-reading]]:ring-2 group-has-[[data-reading]]:ring-accent sm:text-2xl"
          >
            {steps[index]}
          </p>
          {index === last && <p className="mt-3 text-sm font-medium text-success">{t('steps.finished')}</p>}
          <StepTimer key={index} onRunningChange={setTiming} />
          <Suspense fallback={<div className="mt-6 min-h-32" />}>
            {/* Moving on by itself, the reading leaves focus where it is; its status is announced. */}
            <ReadAloud key={i18n.language} steps={steps} index={index} hold={timing} onAdvance={setIndex} />
          </Suspense>
          <div className="mt-6 flex flex-wrap justify-between gap-3">
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('steps.previous')}
            </button>
            {index < last ? (
              <button type="button" className={buttonStyles.primary} onClick={() => go(index + 1)}>
                {t('steps.next')}
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            ) : (
              <button
                type="button"
                className={buttonStyles.primary}
                onClick={() => {
                  setGuided(false);
                  onFinished?.();
                }}
              >
                {t('steps.guidedExit')}
              </button>
            )}
          </div>
        </div>
      ) : (
        <ol className="space-y-3">
          {steps.map((step, i) => (
            <li key={i} className="flex gap-4 rounded-2xl border border-line bg-surface p-4">
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-full bg-primary font-semibold text-on-primary"
              >
                {i + 1}
              </span>
              <p className="pt-1 leading-relaxed">{step}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
