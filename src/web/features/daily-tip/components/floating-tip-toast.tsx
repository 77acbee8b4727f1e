import { Sparkles, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import type { AppTip } from '#shared/daily-tip.ts';
import { useCommitAction } from '../use-commit-action.ts';
import { useDailyTip } from '../use-daily-tip.ts';
import { useHoldToCommit } from '../use-hold-to-commit.ts';
import { useReducedMotion } from '#web/lib/use-reduced-motion.ts';
import { Celebration } from './celebration.tsx';
import { HoldToCommitControl } from './hold-to-commit-control.tsx';
import { TipLabels } from './tip-labels.tsx';
import { dismissedOn, rememberDismissed } from './toast-dismissal.ts';

// The floating toast and its timings (docs/product-rules.md, Daily tip).
export const APPEAR_DELAY_MS = 1000;
export const CELEBRATION_MS = 1500;
export const CLOSE_AFTER_MS = 2000;
export const EXIT_MS = 400;

type Phase = 'waiting' | 'visible' | 'closing' | 'closed';

/**
 * Pages where the toast stays away: the daily tip's own page (it shows the same tip with its own
 * button) and the account pages, where a floating card would sit over a form being filled in.
 */
export function toastHiddenOn(pathname: string): boolean {
  return pathname === '/daily-tip' || pathname === '/profile' || pathname.startsWith('/auth/');
}

/** Shown on every page (but those above) until today's commitment is made or it is closed. */
export function FloatingTipToast() {
  const daily = useDailyTip();
  const { pathname } = useLocation();
  const reducedMotion = useReducedMotion();
  const [phase, setPhase] = useState<Phase>('waiting');
  const [committedHere, setCommittedHere] = useState(false);
  const tip = daily.tip.data ?? null;
  const eligible = daily.settled && tip !== null && daily.status === 'none' && dismissedOn() !== daily.today;

  useEffect(() => {
    if (phase !== 'waiting' || !eligible) return;
    const timer = window.setTimeout(() => setPhase('visible'), APPEAR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase, eligible]);

  const close = useCallback(() => {
    setPhase((current) => (current === 'visible' ? 'closing' : current));
  }, []);

  // Closed by the person or after the celebration, or committed elsewhere (the daily tip page,
  // another tab) while shown: nothing left to ask.
  const closing = phase === 'closing' || (phase === 'visible' && daily.status !== 'none' && !committedHere);

  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => setPhase('closed'), reducedMotion ? 0 : EXIT_MS);
    return () => window.clearTimeout(timer);
  }, [closing, reducedMotion]);

  if (!tip || phase === 'waiting' || phase === 'closed' || toastHiddenOn(pathname)) return null;
  return (
    <ToastCard
      tip={tip}
      closing={closing}
      reducedMotion={reducedMotion}
      commit={daily.commit}
      onCommitted={() => setCommittedHere(true)}
      onClose={close}
      onDismiss={() => {
        rememberDismissed(daily.today);
        close();
      }}
    />
  );
}

function ToastCard({
  tip,
  closing,
  reducedMotion,
  commit,
  onCommitted,
  onClose,
  onDismiss,
}: {
  tip: AppTip;
  closing: boolean;
  reducedMotion: boolean;
  commit: Parameters<typeof useCommitAction>[0];
  onCommitted: () => void;
  onClose: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('dailyTip');
  const headingId = useId();
  const [celebrating, setCelebrating] = useState(false);
  const [finished, setFinished] = useState(false);
  const timers = useRef<number[]>([]);
  const commitAndTell = useCommitAction(commit);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const onComplete = useCallback(() => {
    onCommitted();
    setFinished(true);
    setCelebrating(true);
    timers.current.push(
      window.setTimeout(() => setCelebrating(false), CELEBRATION_MS),
      window.setTimeout(onClose, CLOSE_AFTER_MS),
    );
    void commitAndTell(tip);
  }, [onCommitted, onClose, commitAndTell, tip]);

  const hold = useHoldToCommit(onComplete, finished || closing);
  const { setAnnouncement } = hold;
  useEffect(() => {
    if (finished) setAnnouncement(t('floating.celebrate'));
  }, [finished, setAnnouncement, t]);

  const motion = reducedMotion
    ? ''
    : closing
      ? 'animate-[toast-out_400ms_ease-in_forwards]'
      : 'animate-[toast-in_500ms_cubic-bezier(0.2,0.8,0.2,1)]';

  return (
    <section
      aria-labelledby={headingId}
      data-testid="daily-tip-toast"
      className={`fixed right-3 bottom-3 z-40 w-[min(24rem,calc(100vw-1.5rem))] sm:right-6 sm:bottom-6 ${motion}`}
    >
      <div className="relative overflow-hidden rounded-2xl border border-line bg-surface p-4 shadow-2xl shadow-primary/15 sm:p-5">
        <div aria-hidden="true" className="hero-sky pointer-events-none absolute inset-0 opacity-70" />
        <div className="relative">
          <div className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-primary"
            >
              <Sparkles className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 id={headingId} className="text-base leading-tight font-semibold">
                {t('floating.label')}
              </h2>
              <p className="truncate text-xs text-ink-muted">
                {tip.title ?? t('fallbackTitle', { id: tip.id })}
              </p>
            </div>
            <button
              type="button"
              onClick={onDismiss}
              className="-mt-1 -mr-1 grid size-9 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-primary-soft hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('floating.close')}</span>
            </button>
          </div>

          <p className="mt-3 line-clamp-4 text-sm leading-relaxed text-ink">{tip.content}</p>
          <div className="mt-3">
            <TipLabels category={tip.category} intention={tip.intention} size="sm" />
          </div>

          <div className="mt-4">
            <HoldToCommitControl hold={hold} finished={finished} />
            <Link
              to="/daily-tip"
              className="mt-2 inline-block rounded text-xs font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t('floating.open')}
            </Link>
          </div>
          {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- spoken progress, not a form result */}
          <p role="status" aria-live="polite" className="sr-only">
            {hold.announcement}
          </p>
        </div>
        {celebrating && !reducedMotion && <Celebration />}
      </div>
    </section>
  );
}
