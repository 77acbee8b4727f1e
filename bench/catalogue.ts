// npm run bench:catalogue — GET /api/v1/rituals?lang=es (brotli) under wrk, from the real app and
// from a bare node:http server answering the same bytes and headers, alternating rounds in one
// run; the ratio of the best runs (goal ≥ 0.9, 0.8 at the least). Then, at 10,000 rituals, how
// long /api/health takes to answer while the app starts and while it prepares the catalogue for
// its first requests (goal: never held over 50 ms).
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { loadContent } from '../src/server/modules/content/content-loader.ts';
import { contentFingerprint } from '../src/server/modules/content/content-fingerprint.ts';
import { importContent } from '../src/server/modules/content/content-import.ts';
import { createDb } from '../src/server/platform/db/database.ts';
import { migrateToLatest } from '../src/server/platform/db/migrate.ts';
import { LANGUAGES } from '../src/shared/languages.ts';
import { healthDuring, machine, startApp, timedGet, waitForHealth } from './http-probe.ts';
import { writeSyntheticContent } from './synthetic-content.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LARGE = Number(process.env.BENCH_LARGE ?? 10_000);
const PATH = '/api/v1/rituals?lang=es';
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'es' };
const best = (runs: number[]) => Math.max(...runs);
/** The app, the bare server and the large app listen on this port and the next two. */
const PORT = Number(process.env.BENCH_PORT ?? 3901);

/** wrk's requests per second for `url` (one thread: the machine's other core serves). */
function wrk(url: string): number {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${DURATION}s`];
  for (const [name, value] of Object.entries(HEADERS)) args.push('-H', `${name}: ${value}`);
  const out = execFileSync('wrk', [...args, url], { encoding: 'utf8' });
  if (/Non-2xx|Socket errors/.test(out)) throw new Error(`${url}: errors under load\n${out}`);
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
}

function rawGet(url: string): Promise<{ bytes: Buffer; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ bytes: Buffer.concat(chunks), headers: res.headers }));
    }).on('error', reject);
  });
}

const sqliteVersion = new SQLite(':memory:').prepare('select sqlite_version() as v').get() as { v: string };
console.log(
  `bench:catalogue on ${machine(`SQLite ${sqliteVersion.v} (better-sqlite3)`)}; wrk -t1 -c${CONNECTIONS} -d${DURATION}s`,
);

const children: ChildProcess[] = [];
const dir = mkdtempSync(path.join(tmpdir(), 'ritualia-bench-'));
try {
  // 1. Throughput beside the yardstick, on the real catalogue.
  const app = startApp(PORT, { DATA_DIR: path.join(dir, 'real') });
  children.push(app);
  await waitForHealth(`http://127.0.0.1:${PORT}`);
  const appUrl = `http://127.0.0.1:${PORT}${PATH}`;
  const { bytes, headers: raw } = await rawGet(appUrl);
  const skip = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
  const headers = Object.fromEntries(
    Object.entries(raw).filter(([key, value]) => !skip.has(key) && typeof value === 'string'),
  ) as Record<string, string>;
  writeFileSync(path.join(dir, 'body'), bytes);
  const bare = fork('bench/bare-server.ts', [
    path.join(dir, 'body'),
    JSON.stringify(headers),
    String(PORT + 1),
  ]);
  children.push(bare);
  await new Promise((resolve) => bare.once('message', resolve));
  const bareUrl = `http://127.0.0.1:${PORT + 1}${PATH}`;
  console.log(`GET ${PATH}: ${bytes.length} bytes (${headers['content-encoding'] ?? 'identity'})`);
  wrk(appUrl); // warm-up: JIT
  const appRuns: number[] = [];
  const bareRuns: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    appRuns.push(wrk(appUrl));
    bareRuns.push(wrk(bareUrl));
    console.log(
      `round ${round}: app ${appRuns.at(-1)!.toFixed(0)} req/s, bare node:http ${bareRuns.at(-1)!.toFixed(0)} req/s`,
    );
  }
  const ratio = best(appRuns) / best(bareRuns);
  console.log(
    `best: app ${best(appRuns).toFixed(0)} req/s, bare ${best(bareRuns).toFixed(0)} req/s, ratio ${ratio.toFixed(2)} (goal ≥ 0.9, 0.8 at the least)`,
  );
  app.kill('SIGTERM');
  bare.kill('SIGTERM');

  // 2. No blocking at 10,000 rituals: start-up, then the first request of each language at once.
  const large = path.join(dir, 'large');
  await writeSyntheticContent(path.join(large, 'content'), LARGE);
  const db = createDb(`file:${path.join(large, 'ritualia.db')}`);
  await migrateToLatest(db);
  // Recorded as a deploy's import records it, so the start below skips an unchanged import.
  const largeContent = path.join(large, 'content');
  await importContent(db.kysely, await loadContent(largeContent), contentFingerprint(largeContent));
  await db.close();
  const base = `http://127.0.0.1:${PORT + 2}`;
  const started = performance.now();
  children.push(startApp(PORT + 2, { DATA_DIR: large, CONTENT_DIR: path.join(large, 'content') }));
  await waitForHealth(base);
  console.log(
    `${LARGE} rituals: first /api/health ${(performance.now() - started).toFixed(0)} ms after start (content already imported)`,
  );
  const first = await healthDuring(
    base,
    Promise.all(LANGUAGES.map((lang) => timedGet(`${base}/api/v1/rituals?lang=${lang}`, HEADERS))),
  );
  const slowest = Math.max(...first.result.map((r) => r.ms));
  const size = first.result[0]!.bytes;
  console.log(
    `${LARGE} rituals: first whole-list requests in 4 languages at once took ${(slowest / 1000).toFixed(2)} s (es: ${(size / 1024).toFixed(0)} KiB br); /api/health meanwhile: worst ${first.worst.toFixed(1)} ms, p99 ${first.p99.toFixed(1)} ms (goal ≤ 50 ms)`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
