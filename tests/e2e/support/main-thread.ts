import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { analyseTrace, type MainThreadReport } from './trace-analysis.ts';

export type { MainThreadReport, MainThreadTask } from './trace-analysis.ts';

// Traces a page's start in Chromium and reads what it cost the main thread (trace-analysis.ts).

/** The trace categories the analysis reads (tasks, script events, the sampled CPU profile). */
const CATEGORIES = [
  '__metadata',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

/** Follows the page's requests: `quiet(ms)` resolves once none has been in flight for `ms`. */
function trackNetwork(page: Page): { quiet(ms: number): Promise<void> } {
  let inFlight = 0;
  const listeners = new Set<() => void>();
  const activity = (delta: number) => () => {
    inFlight += delta;
    for (const listener of listeners) listener();
  };
  page.on('request', activity(1));
  page.on('requestfinished', activity(-1));
  page.on('requestfailed', activity(-1));
  return {
    quiet: (quietMs) =>
      new Promise<void>((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        // Every request started or settled starts the quiet moment again.
        const restart = () => {
          clearTimeout(timer);
          if (inFlight > 0) return;
          timer = setTimeout(() => {
            listeners.delete(restart);
            resolve();
          }, quietMs);
        };
        listeners.add(restart);
        restart();
      }),
  };
}

/**
 * Waits until the page has started: taken over by the app, the parts it loads once idle (the
 * outbox and the installed app's notices, which mount #pwa-notices) loaded, then no request in
 * flight for 1.5 s and a last idle moment of the main thread.
 */
async function waitUntilStarted(page: Page, network: ReturnType<typeof trackNetwork>): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
  await page.waitForSelector('#pwa-notices', { state: 'attached', timeout: 45_000 });
  await network.quiet(1500);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
}

/**
 * Opens `url` in a new context (phone-sized, no service worker: its precaching is another
 * thread's work and the network's), traces its start and reads the trace.
 */
export async function traceStart(
  browser: Browser,
  url: string,
  options: BrowserContextOptions = {},
): Promise<MainThreadReport> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
    locale: 'es-ES',
    ...options,
  });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const network = trackNetwork(page);
    await browser.startTracing(page, { categories: CATEGORIES });
    let trace: Buffer;
    try {
      await page.goto(url);
      await waitUntilStarted(page, network);
    } finally {
      trace = await browser.stopTracing();
    }
    return { ...analyseTrace(trace.toString('utf8'), new URL(url).origin), errors };
  } finally {
    await context.close();
  }
}
