// npm run bench:search — server-side catalogue search through the real API at 1,000, 10,000 and
// 100,000 rituals (copies of the real ones in four languages; BENCH_SIZES=79,1000 picks others):
// the time to import them, to start, to answer the first catalogue request (with /api/health
// answered meanwhile), the p50/p95 of each search, filter and page query, then wrk on one
// connection asking ten searches in turn, beside two yardsticks in the same run: /api/health from
// the app and a bare node:http server answering a search page's bytes. Goals: search p99 < 5 ms
// whatever the size, import under 30 s at 10,000, no /api/health answer held over 50 ms.
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from '../src/server/modules/content/content-loader.ts';
import { contentFingerprint } from '../src/server/modules/content/content-fingerprint.ts';
import { importContent } from '../src/server/modules/content/content-import.ts';
import { createDb } from '../src/server/platform/db/database.ts';
import { migrateToLatest } from '../src/server/platform/db/migrate.ts';
import { LANGUAGES } from '../src/shared/languages.ts';
import { healthDuring, machine, quantile, startApp, timedGet, waitForHealth } from './http-probe.ts';
import { writeSyntheticContent } from './synthetic-content.ts';

const REAL_COUNT = readdirSync('content/rituals').length;
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WORDS: Record<(typeof LANGUAGES)[number], string[]> = {
  es: ['vela', 'agua', 'sal', 'luna', 'protección', 'ROMERO', 'flores de la mañana', 'té', 'xqzvkw'],
  en: ['candle', 'water', 'salt', 'moon', 'protection', 'ROSEMARY', 'morning flowers', 'tea', 'xqzvkw'],
  fr: ['bougie', 'eau', 'sel', 'lune', 'protection', 'ROMARIN', 'fleurs du matin', 'thé', 'xqzvkw'],
  pt: ['vela', 'água', 'sal', 'lua', 'proteção', 'ALECRIM', 'flores da manhã', 'chá', 'xqzvkw'],
};
/**
 * Other words, searched (with the same filters) before the measured rounds: a server just started
 * runs the request path through the engine's interpreter at first, which is not what a new query
 * costs once it has served a few hundred requests. Those first answers are reported on their own.
 */
const WARM_WORDS: Record<(typeof LANGUAGES)[number], string[]> = {
  es: ['canela', 'miel', 'fuego', 'incienso', 'rosa', 'ACEITE', 'aceite de oliva', 'ajo', 'qwzvx'],
  en: ['cinnamon', 'honey', 'fire', 'incense', 'rose', 'OLIVE', 'olive oil', 'garlic', 'qwzvx'],
  fr: ['cannelle', 'miel', 'feu', 'encens', 'rose', 'HUILE', 'huile d’olive', 'ail', 'qwzvx'],
  pt: ['canela', 'mel', 'fogo', 'incenso', 'rosa', 'AZEITE', 'azeite de oliva', 'alho', 'qwzvx'],
};
const FILTERS = ['', '&type=candles', '&intention=love&intention=protection&moment=night', '&culture=celtic'];

function queries(lang: (typeof LANGUAGES)[number], words = WORDS[lang]): string[] {
  const list = [`lang=${lang}&page=1&limit=24`, `lang=${lang}&page=3&limit=24&type=candles,ritualBaths`];
  for (const word of words) {
    for (const filter of FILTERS)
      list.push(`lang=${lang}&q=${encodeURIComponent(word)}${filter}&page=1&limit=24`);
  }
  return list;
}

/** Ten searches a visitor might make, asked in turn under wrk: words, a phrase, filters, a page. */
const TEN = [
  'q=vela',
  'q=agua&type=candles',
  'q=sal&page=2&limit=24',
  'q=luna&intention=love&intention=protection&moment=night',
  'q=protecci%C3%B3n',
  'q=ROMERO',
  'q=flores%20de%20la%20ma%C3%B1ana',
  'q=t%C3%A9&culture=celtic',
  'q=xqzvkw',
  'q=miel%20canela',
].map((query) => `/api/v1/rituals?lang=es&${query}${query.includes('page=') ? '' : '&page=1&limit=24'}`);

interface WrkLine {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  other: number;
  socketErrors: number;
}

/** wrk, one thread and one connection, asking the paths in `file` in turn (paths.lua). */
function wrk(base: string, file: string): WrkLine {
  const out = execFileSync(
    'wrk',
    ['-t1', '-c1', `-d${SECONDS}s`, '-s', 'bench/paths.lua', base, '--', file],
    { encoding: 'utf8' },
  );
  const line = out.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`wrk printed no result:\n${out}`);
  const result = JSON.parse(line.slice('RESULT '.length)) as WrkLine;
  if (result.other || result.socketErrors) throw new Error(`${base}: errors under wrk\n${out}`);
  return result;
}

const wrkText = (name: string, r: WrkLine) =>
  `  ${name}: p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, ${(r.requests / r.seconds).toFixed(0)} req/s`;

/** The bytes and headers of one answer, for the bare server to send as they are. */
function rawGet(url: string): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const skip = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers = Object.entries(res.headers).filter(
          (entry): entry is [string, string] => !skip.has(entry[0]) && typeof entry[1] === 'string',
        );
        resolve({ body: Buffer.concat(chunks), headers: Object.fromEntries(headers) });
      });
    }).on('error', reject);
  });
}

/** wrk on the ten searches, on /api/health and on a bare server sending the first search's answer. */
async function underWrk(base: string, dir: string, port: number): Promise<string[]> {
  const searches = path.join(dir, 'searches.txt');
  writeFileSync(searches, `${TEN.join('\n')}\n`);
  const health = path.join(dir, 'health.txt');
  writeFileSync(health, '/api/health\n');
  const first = await rawGet(`${base}${TEN[0]}`);
  writeFileSync(path.join(dir, 'body'), first.body);
  const bare = fork('bench/bare-server.ts', [
    path.join(dir, 'body'),
    JSON.stringify(first.headers),
    String(port),
  ]);
  try {
    await new Promise((resolve) => bare.once('message', resolve));
    // Each search is asked once first: what wrk measures is a search asked again.
    for (const query of TEN) await timedGet(`${base}${query}`, { 'accept-encoding': 'gzip, br' });
    const app = wrk(base, searches);
    const floor = wrk(base, health);
    const bareLine = wrk(`http://127.0.0.1:${port}`, health);
    return [
      `  wrk -t1 -c1 -d${SECONDS}s, ten searches in turn (page of 24; answer of the first ${first.body.length} bytes, ${first.headers['content-encoding'] ?? 'identity'}):`,
      wrkText('  searches through the API', app),
      wrkText('  yardstick: /api/health from the app', floor),
      wrkText('  yardstick: bare node:http sending the first search’s bytes', bareLine),
    ];
  } finally {
    bare.kill('SIGTERM');
  }
}

console.log(
  `bench:search on ${machine('SQLite (better-sqlite3)')}; the machine may be shared: compare lines of one run`,
);
// Two ports per size (the app, the bare server), from BENCH_PORT on.
let port = Number(process.env.BENCH_PORT ?? 3951) - 2;
for (const size of SIZES) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ritualia-search-'));
  const contentDir = size === REAL_COUNT ? path.resolve('content') : path.join(dir, 'content');
  try {
    if (size !== REAL_COUNT) await writeSyntheticContent(contentDir, size);
    const db = createDb(`file:${path.join(dir, 'ritualia.db')}`);
    await migrateToLatest(db);
    // Recorded as a deploy's import records it, so the start below skips an unchanged import.
    const fingerprint = contentFingerprint(contentDir);
    let start = performance.now();
    const content = await loadContent(contentDir);
    const loaded = performance.now() - start;
    start = performance.now();
    await importContent(db.kysely, content, fingerprint);
    const imported = performance.now() - start;
    await db.close();

    port += 2;
    const base = `http://127.0.0.1:${port}`;
    const app = startApp(port, { DATA_DIR: dir, CONTENT_DIR: contentDir });
    try {
      const startup = await waitForHealth(base);
      const first = await healthDuring(base, timedGet(`${base}/api/v1/rituals?lang=es&page=1&limit=24`));
      for (const lang of LANGUAGES) await timedGet(`${base}/api/v1/rituals?lang=${lang}&page=1&limit=1`);
      const whole = await timedGet(`${base}/api/v1/rituals?lang=es`, { 'accept-encoding': 'br' });
      /** The first searches after start: other words, each asked once. */
      const warming: number[] = [];
      for (const lang of LANGUAGES) {
        for (const query of queries(lang, WARM_WORDS[lang]).slice(2)) {
          const answer = await timedGet(`${base}/api/v1/rituals?${query}`, { 'accept-encoding': 'br' });
          if (answer.status !== 200) throw new Error(`${query}: ${answer.status}`);
          warming.push(answer.ms);
        }
      }
      const samples: number[] = [];
      /** Each query's first answer: nothing of it is in the server's recent results yet. */
      const cold: number[] = [];
      /** The yardstick: /api/health, asked after each repeated query, is the floor of an answer here. */
      const health: number[] = [];
      for (let round = 0; round < REPEAT; round++) {
        for (const lang of LANGUAGES) {
          for (const query of queries(lang)) {
            const answer = await timedGet(`${base}/api/v1/rituals?${query}`, { 'accept-encoding': 'br' });
            if (answer.status !== 200) throw new Error(`${query}: ${answer.status}`);
            // The first round shows what a query never asked before costs.
            (round > 0 ? samples : cold).push(answer.ms);
            if (round > 0) health.push((await timedGet(`${base}/api/health`)).ms);
          }
        }
      }
      const wrkLines = await underWrk(base, dir, port + 1);
      console.log(
        [
          `${size} rituals × 4 languages (load average ${loadavg()[0]!.toFixed(1)} at the end):`,
          `  import ${((loaded + imported) / 1000).toFixed(2)} s (read and check ${(loaded / 1000).toFixed(2)} s, write ${(imported / 1000).toFixed(2)} s; goal < 30 s)`,
          `  start to first /api/health ${startup.toFixed(0)} ms (content already imported)`,
          `  first catalogue request ${first.result.ms.toFixed(0)} ms (reads, folds, indexes, encodes es); /api/health meanwhile: worst ${first.worst.toFixed(1)} ms, p99 ${first.p99.toFixed(1)} ms (goal ≤ 50 ms)`,
          `  whole list (br) ${(whole.bytes / 1024).toFixed(0)} KiB`,
          `  ${samples.length} queries (search × filters × pages, 4 languages): p50 ${quantile(samples, 0.5).toFixed(2)} ms, p95 ${quantile(samples, 0.95).toFixed(2)} ms, max ${Math.max(...samples).toFixed(2)} ms (goal p95 < 5 ms)`,
          `  yardstick: /api/health between them p50 ${quantile(health, 0.5).toFixed(2)} ms, p95 ${quantile(health, 0.95).toFixed(2)} ms (the HTTP stack and the machine's load)`,
          `  the same queries asked for the first time: p50 ${quantile(cold, 0.5).toFixed(2)} ms, p95 ${quantile(cold, 0.95).toFixed(2)} ms, max ${Math.max(...cold).toFixed(2)} ms (goal p95 < 5 ms)`,
          `  the first ${warming.length} searches after start (other words; the engine still compiling the request path): p50 ${quantile(warming, 0.5).toFixed(2)} ms, p95 ${quantile(warming, 0.95).toFixed(2)} ms, max ${Math.max(...warming).toFixed(2)} ms`,
          ...wrkLines,
        ].join('\n'),
      );
    } finally {
      app.kill('SIGTERM');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
process.exit(0);
