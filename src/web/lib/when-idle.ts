import type { QueryClient } from '@tanstack/react-query';

/** How long the page stays quiet, after its data has arrived, before secondary features load. */
const SETTLE_MS = 1000;

/**
 * Runs `run` once the page is idle: loaded, its data arrived (no query fetching), then a quiet
 * moment and an idle slot of the main thread. Features that are not part of what the page shows
 * (the daily-tip toast, its sync) load then, so they neither compete with the page's own scripts and
 * data on a slow network nor count towards its start-up JavaScript. Returns a cancel function.
 */
export function whenPageIdle(queryClient: QueryClient, run: () => void): () => void {
  let cancelled = false;
  const cleanups: (() => void)[] = [];
  const later = (fn: () => void, ms: number) => {
    const timer = window.setTimeout(fn, ms);
    cleanups.push(() => window.clearTimeout(timer));
  };
  const onIdleSlot = (fn: () => void) => {
    if (typeof window.requestIdleCallback !== 'function') return later(fn, 0);
    const handle = window.requestIdleCallback(fn, { timeout: SETTLE_MS });
    cleanups.push(() => window.cancelIdleCallback(handle));
  };
  const settle = () => later(() => onIdleSlot(() => !cancelled && run()), SETTLE_MS);
  const afterData = () => {
    if (queryClient.isFetching() === 0) return settle();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      settle();
    });
    cleanups.push(unsubscribe);
  };
  if (document.readyState === 'complete') later(afterData, 0);
  else {
    window.addEventListener('load', afterData, { once: true });
    cleanups.push(() => window.removeEventListener('load', afterData));
  }
  return () => {
    cancelled = true;
    for (const cleanup of cleanups) cleanup();
  };
}
