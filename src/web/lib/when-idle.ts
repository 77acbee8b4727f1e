import type { QueryClient } from '@tanstack/react-query';

/** How long the page stays quiet (no query fetching, no resource arriving) before secondary features load. */
const SETTLE_MS = 1000;
/** The longest wait for the main thread's first idle moment after load. */
const START_TIMEOUT_MS = 10_000;

/**
 * Runs `run` once the page is idle: loaded and rendered (a first idle moment of the main thread),
 * then quiet for a moment — no query fetching and no
 * resource (script, text, answer) arriving, so parts of the page that load late (the moon card, its
 * answer) count as activity — then an idle slot of the main thread. Features that are not part of
 * what the page shows (the offline queue and service worker, the daily-tip toast) load then, so they
 * neither compete with the page's own scripts and data on a slow network nor count towards its
 * start-up JavaScript. Returns a cancel function.
 */
let pending = 0;
const pendingListeners = new Set<() => void>();

/**
 * Marks a load the page is waiting for (a part of it loaded on demand, its texts) as activity until
 * it settles: the request is in flight before any resource entry says so, and the page is not idle
 * while it is.
 */
export function holdIdle<T>(loading: Promise<T>): Promise<T> {
  pending += 1;
  const release = () => {
    pending -= 1;
    for (const listener of pendingListeners) listener();
  };
  loading.then(release, release);
  return loading;
}

export function whenPageIdle(queryClient: QueryClient, run: () => void): () => void {
  let cancelled = false;
  let timer: number | undefined;
  let idleHandle: number | undefined;
  let unsubscribe: (() => void) | undefined;
  let observer: PerformanceObserver | undefined;
  const stopWatching = () => {
    window.clearTimeout(timer);
    unsubscribe?.();
    observer?.disconnect();
    pendingListeners.delete(activity);
  };
  const go = () => !cancelled && run();
  const fire = () => {
    stopWatching();
    if (typeof window.requestIdleCallback === 'function')
      idleHandle = window.requestIdleCallback(go, { timeout: SETTLE_MS });
    else timer = window.setTimeout(go, 0);
  };
  // Any activity starts the quiet moment again; a query or a held load in flight holds it until it
  // is answered.
  function activity() {
    window.clearTimeout(timer);
    if (queryClient.isFetching() === 0 && pending === 0) timer = window.setTimeout(fire, SETTLE_MS);
  }
  const start = () => {
    unsubscribe = queryClient.getQueryCache().subscribe(activity);
    pendingListeners.add(activity);
    if (typeof PerformanceObserver === 'function') {
      observer = new PerformanceObserver(activity);
      observer.observe({ type: 'resource' });
    }
    activity();
  };
  // The watch starts once the main thread is first idle after load: the app has then rendered
  // (hydrated) every part of the page, so the parts that load on demand have asked for their code.
  const startWhenIdle = () => {
    if (typeof window.requestIdleCallback !== 'function') timer = window.setTimeout(start, 0);
    else idleHandle = window.requestIdleCallback(start, { timeout: START_TIMEOUT_MS });
  };
  if (document.readyState === 'complete') timer = window.setTimeout(startWhenIdle, 0);
  else window.addEventListener('load', startWhenIdle, { once: true });
  return () => {
    cancelled = true;
    stopWatching();
    window.removeEventListener('load', startWhenIdle);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
  };
}
