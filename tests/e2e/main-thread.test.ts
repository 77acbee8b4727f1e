import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, launchBrowser } from './support/browser.ts';
import { traceStart, type MainThreadReport } from './support/main-thread.ts';

// The second start-up budget, beside the bytes of bundle-size.test.ts: the main thread's CPU time
// from the navigation until the home page has started and fallen quiet, read from a Chromium trace
// (tests/e2e/support/main-thread.ts; `npm run bench:main-thread` prints the same figures for every
// page). Measured on this 2-core machine, unthrottled: about 300–480 ms of scripting and a longest
// task of 100–130 ms, at load averages of 3–11. A phone runs it about four times slower, so a task
// of 50 ms here blocks a tap for 200 ms there. The best of three runs is kept (another test's work
// only ever adds time), and the budgets leave room for CI's load while catching a start that grows
// by half again or more.
const SCRIPTING_BUDGET_MS = 750;
const LONGEST_TASK_BUDGET_MS = 250;
const RUNS = 3;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('main thread at start', () => {
  test('the home page starts within its main-thread budget, with no error', async () => {
    const runs: MainThreadReport[] = [];
    for (let n = 0; n < RUNS; n++) runs.push(await traceStart(browser, `${baseUrl()}/`));
    for (const run of runs) expect(run.errors).toEqual([]);
    const best = (key: 'scriptingMs' | 'longestTaskMs') => Math.min(...runs.map((r) => r[key]));
    console.info(
      `home start: scripting ${runs.map((r) => r.scriptingMs.toFixed(0)).join(', ')} ms; ` +
        `longest task ${runs.map((r) => r.longestTaskMs.toFixed(0)).join(', ')} ms`,
    );
    expect(best('scriptingMs')).toBeLessThanOrEqual(SCRIPTING_BUDGET_MS);
    expect(best('longestTaskMs')).toBeLessThanOrEqual(LONGEST_TASK_BUDGET_MS);
  });
});
