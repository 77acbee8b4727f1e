import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { crossedMilestone, HOLD_MAX, HOLD_TICK_MS, nextHoldProgress } from './hold-progress.ts';

const HOLD_KEYS = new Set([' ', 'Enter']);

/**
 * Hold to commit (docs/product-rules.md, Daily tip): while the button is held with a mouse, a finger or the
 * Space or
 * Enter key, progress rises 2 points every 50 ms; at 100 `onComplete` runs once. Letting go,
 * leaving the button or losing focus before that resets it to 0. Milestones and a cancel are
 * put into `announcement` for a live region.
 */
export function useHoldToCommit(onComplete: () => void, disabled = false) {
  const { t } = useTranslation('dailyTip');
  const [progress, setProgress] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const value = useRef(0);
  const timer = useRef<number | null>(null);
  const completed = useRef(false);
  const onCompleteRef = useRef(onComplete);
  useEffect(() => {
    onCompleteRef.current = onComplete;
  }, [onComplete]);

  const stop = useCallback(() => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const tick = useCallback(() => {
    const before = value.current;
    const after = nextHoldProgress(before);
    value.current = after;
    setProgress(after);
    const milestone = crossedMilestone(before, after);
    if (milestone !== null) setAnnouncement(t('floating.percent', { percent: milestone }));
    if (after >= HOLD_MAX) {
      stop();
      completed.current = true;
      onCompleteRef.current();
    }
  }, [stop, t]);

  const start = useCallback(() => {
    if (disabled || completed.current || timer.current !== null) return;
    timer.current = window.setInterval(tick, HOLD_TICK_MS);
  }, [disabled, tick]);

  const cancel = useCallback(() => {
    if (completed.current) return;
    const was = value.current;
    stop();
    value.current = 0;
    setProgress(0);
    if (was > 0) setAnnouncement(t('floating.cancelled'));
  }, [stop, t]);

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLButtonElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start();
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
      if (!HOLD_KEYS.has(event.key)) return;
      // No click from Enter, no page scroll from Space: the hold is the action.
      event.preventDefault();
      if (!event.repeat) start();
    },
    onKeyUp(event: KeyboardEvent<HTMLButtonElement>) {
      if (!HOLD_KEYS.has(event.key)) return;
      event.preventDefault();
      cancel();
    },
    onBlur: cancel,
    // A long press on a touch screen must not open the context menu.
    onContextMenu(event: { preventDefault(): void }) {
      event.preventDefault();
    },
  };

  return { progress, announcement, setAnnouncement, handlers };
}
