// npm run bench:lighthouse — Lighthouse (mobile preset, simulated slow 4G and a mid-range phone's CPU)
// over the built app served by its own server on a fresh SQLite data dir: three runs per page, each
// in a fresh Chromium profile, and the median run per page. Signed-in pages use a seeded user whose
// session cookie Lighthouse sends with every request. Run `npm run build` first.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { benchPages, startPageApp } from './page-app.ts';

const LIGHTHOUSE_VERSION = (
  JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }
).version;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function audit(url: string, cookie: string | undefined): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
/**
 * The median run by performance score (Lighthouse's own advice for picking a representative run),
 * among the runs that completed: a run Lighthouse reports as failed (a page that never painted in
 * its time limit on a busy machine, a trace it could not record) scores 0 and says nothing about
 * the page. With an even number of runs, the lower of the two middle ones.
 */
function median(runs: Result[]): Result {
  const completed = runs.filter((r) => !r.runtimeError);
  const sorted = (completed.length > 0 ? completed : runs).sort(
    (a, b) => score(a, 'performance') - score(b, 'performance'),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** What cost points: each failing audit of a category that is not at 100. */
function losses(lhr: Result): string[] {
  const out: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || category.score === 1) continue;
    for (const ref of category.auditRefs) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1)
        out.push(`${id}: ${a.id} (${a.displayValue ?? `score ${a.score}`})`);
    }
  }
  return out;
}

// LIGHTHOUSE_PORT=3961 serves the app on that port (a shared machine), else any free one.
const app = await startPageApp(
  'lighthouse',
  process.env.LIGHTHOUSE_PORT ? Number(process.env.LIGHTHOUSE_PORT) : undefined,
);
try {
  const { baseUrl, cookie } = app;
  // LIGHTHOUSE_REPORTS=dir writes each page's median report there, to read every audit's details.
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) mkdirSync(reports, { recursive: true });

  const rows: string[] = [];
  const notes: string[] = [];
  // LIGHTHOUSE_PAGES=home,progress measures only those pages.
  for (const page of benchPages(process.env.LIGHTHOUSE_PAGES)) {
    // A failed run is run again (at most RUNS more times), so the median is of RUNS recorded runs.
    const runs: Result[] = [];
    while (runs.filter((r) => !r.runtimeError).length < RUNS && runs.length < 2 * RUNS)
      runs.push(await audit(`${baseUrl}${page.path}`, page.signedIn ? cookie : undefined));
    const lhr = median(runs);
    if (reports)
      writeFileSync(path.join(reports, `${page.name.replaceAll(' ', '-')}.json`), JSON.stringify(lhr));
    const final = new URL(lhr.finalDisplayedUrl).pathname;
    if (final !== page.path) notes.push(`${page.name}: ended on ${final}, not ${page.path}`);
    rows.push(
      `| ${page.name} \`${page.path}\` | ${CATEGORIES.map((c) => score(lhr, c)).join(' | ')} | ` +
        `${seconds(metric(lhr, 'first-contentful-paint'))} | ${seconds(metric(lhr, 'largest-contentful-paint'))} | ` +
        `${Math.round(metric(lhr, 'total-blocking-time'))} ms | ${metric(lhr, 'cumulative-layout-shift').toFixed(3)} | ` +
        `${seconds(metric(lhr, 'speed-index'))} |`,
    );
    for (const loss of losses(lhr)) notes.push(`${page.name}: ${loss}`);
    for (const r of runs.filter((x) => x.runtimeError))
      notes.push(`${page.name}: a run failed (${r.runtimeError?.code}: ${r.runtimeError?.message})`);
    console.error(`${page.name}: done (${runs.map((r) => score(r, 'performance')).join(', ')})`);
  }
  // Lighthouse simulates a slow phone from the timings it observes: a busy machine inflates the
  // blocking time, so the load is printed beside the figures.
  console.log(
    `Lighthouse ${LIGHTHOUSE_VERSION}, mobile preset, median of ${RUNS} runs per page (by performance score); ` +
      `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores at the end\n`,
  );
  console.log('| Page | Perf | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | SI |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  console.log(rows.join('\n'));
  if (notes.length)
    console.log(`\nWhat cost points (median runs):\n${notes.map((n) => `- ${n}`).join('\n')}`);
} finally {
  await app.stop();
}
