// npm run bench:main-thread — what each page's start costs the browser's main thread, unthrottled:
// a Chromium trace (tests/e2e/support/main-thread.ts) of the built app served by its own server on
// a fresh SQLite data dir, from the navigation until the page has started and fallen quiet (the
// parts it loads once idle included). Steadier than Lighthouse on a shared machine: CPU time of the
// renderer's main thread, median of MAIN_THREAD_RUNS (5) runs per page. Run `npm run build` first.
// MAIN_THREAD_PAGES=home,about measures only those; MAIN_THREAD_DETAILS=1 prints where the time
// went (by script and by function) for the median run of each page.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { traceStart, type MainThreadReport } from '../tests/e2e/support/main-thread.ts';
import { freePort } from '../tests/integration/support/server-process.ts';
import { startApp, stopApp } from './bench-app.ts';
import { seededUser } from './seeded-user.ts';

const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 5);
const DETAILS = process.env.MAIN_THREAD_DETAILS === '1';
const PAGES: { name: string; path: string; signedIn: boolean }[] = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'about', path: '/about', signedIn: false },
  { name: 'sign-in', path: '/auth/login', signedIn: false },
  { name: 'shop', path: '/shop', signedIn: false },
  { name: 'journeys', path: '/journeys', signedIn: false },
  { name: 'journey', path: '/journeys/start-here', signedIn: false },
  { name: 'daily tip', path: '/daily-tip', signedIn: true },
  { name: 'progress', path: '/progress', signedIn: true },
  { name: 'ritual detail', path: '/ritual/1', signedIn: true },
];

if (!existsSync('dist/web/index.html')) throw new Error('Run `npm run build` first.');

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

const dataDir = mkdtempSync(path.join(tmpdir(), 'ritualia-main-thread-'));
let server: ChildProcess | undefined;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  server = await startApp({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BASE_URL: baseUrl,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // Not production: the seeded user's confirmation e-mail is read from the outbox.
    NODE_ENV: 'test',
    AUTH_SECRET: randomBytes(32).toString('base64'),
  });
  const cookie = await seededUser(baseUrl, dataDir);
  const only = process.env.MAIN_THREAD_PAGES?.split(',').map((name) => name.trim());
  const rows: string[] = [];
  const notes: string[] = [];
  for (const page of PAGES.filter((p) => !only || only.includes(p.name))) {
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
  if (server) await stopApp(server);
  rmSync(dataDir, { recursive: true, force: true });
}
