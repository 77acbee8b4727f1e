import { retryDelay } from './backoff.ts';

// The sending loop every queue of offline actions shares: one pass at a time (a call during a
// pass makes it run once more), a retry after 200 ms doubling to 30 s when a pass says "later",
// and a fresh start when the person acts or the connection returns.

export interface RetryLoopDeps {
  /** Sends what it can; 'later' when the server could not take it now. */
  pass(): Promise<'done' | 'later'>;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  /** After every flush, successful or not. */
  onIdle?(): void;
}

export function createRetryLoop(deps: RetryLoopDeps) {
  let attempt = 0;
  let timer: unknown = null;
  let flushing: Promise<void> | null = null;
  let again = false;

  function cancel() {
    if (timer === null) return;
    deps.clearTimer(timer);
    timer = null;
  }

  function schedule() {
    if (timer !== null) return;
    const delay = retryDelay(attempt);
    attempt += 1;
    timer = deps.setTimer(() => {
      timer = null;
      void flush();
    }, delay);
  }

  function flush(): Promise<void> {
    if (flushing) {
      again = true;
      return flushing;
    }
    flushing = (async () => {
      try {
        do {
          again = false;
          cancel();
          if ((await deps.pass()) === 'later') schedule();
        } while (again);
      } finally {
        flushing = null;
        deps.onIdle?.();
      }
    })();
    return flushing;
  }

  return {
    flush,
    /** A send went through: the next failure waits the shortest time again. */
    succeeded() {
      attempt = 0;
    },
    /** The person acted or the connection returned: start again from the shortest wait, now. */
    restart() {
      attempt = 0;
      cancel();
      return flush();
    },
    cancel,
    /** Whether a pass is under way. */
    running: () => flushing !== null,
  };
}
