// npm run bench:main-thread — what each page's start costs the browser's main thread, unthrottled:
// a Chromium trace (tests/e2e/support/main-thread.ts) of the built app served by its own server on
// a fresh SQLite data dir, from the navigation until the page has started and fallen quiet (the
// parts it loads once idle included). Steadier than Lighthouse on a shared machine: CPU time of the
// renderer's main thread, median of MAIN_THREAD_RUNS (5) runs per page. Run `npm run build` first.
// MAIN_THREAD_PAGES=home,about measures only those; MAIN_THREAD_DETAILS=1 prints where the time
// went (by script and by function) for the median run of each page.
import { availableParallelism, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { traceStart, type MainThreadReport } from '../tests/e2e/support/main-thread.ts';
import { benchPages, startPageApp } from './page-app.ts';

const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 5);
const DETAILS = process.env.MAIN_THREAD_DETAILS === '1';

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const f = (n: number) => n.toFixed(0);

function details(report: MainThreadReport): string {
  const long = report.tasks
    .filter((t) => t.cpu >= 12.5)
    .map((t) => `${f(t.cpu)} ms at ${f(t.start)}`)
    .join(', ');
  return [
    `  tasks of 12.5 ms and more (50 ms at 4×): ${long || 'none'}`,
    `  by script: ${report.byUrl.map((u) => `${u.url} ${f(u.ms)}`).join(', ')}`,
    `  by function: ${report.topFunctions.map((t) => `${t.name} (${t.url}) ${f(t.ms)}`).join(', ')}`,
  ].join('\n');
}

const app = await startPageApp('main-thread');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const { baseUrl, cookie } = app;
  const rows: string[] = [];
  const notes: string[] = [];
  for (const page of benchPages(process.env.MAIN_THREAD_PAGES)) {
    const runs: MainThreadReport[] = [];
    for (let n = 0; n < RUNS; n++) {
      runs.push(
        await traceStart(
          browser,
          `${baseUrl}${page.path}`,
          page.signedIn ? { extraHTTPHeaders: { cookie } } : {},
        ),
      );
    }
    const pick = (key: 'scriptingMs' | 'longestTaskMs' | 'tasksMs' | 'blockingAt4xMs') =>
      f(median(runs.map((r) => r[key])));
    rows.push(
      `| ${page.name} \`${page.path}\` | ${pick('scriptingMs')} | ${pick('longestTaskMs')} | ` +
        `${pick('tasksMs')} | ${pick('blockingAt4xMs')} |`,
    );
    if (DETAILS) {
      const byScripting = runs.toSorted((a, b) => a.scriptingMs - b.scriptingMs);
      notes.push(`${page.name}:\n${details(byScripting[Math.floor(runs.length / 2)]!)}`);
    }
    console.error(`${page.name}: done (${runs.map((r) => f(r.scriptingMs)).join(', ')} ms scripting)`);
  }
  console.log(
    `Main thread at start, CPU ms, median of ${RUNS} runs per page (Chromium, phone-sized, unthrottled); ` +
      `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores at the end\n`,
  );
  console.log('| Page | Scripting | Longest task | All tasks | Blocking at 4× |');
  console.log('|---|---|---|---|---|');
  console.log(rows.join('\n'));
  if (notes.length > 0) console.log(`\n${notes.join('\n')}`);
} finally {
  await browser.close();
  await app.stop();
}
