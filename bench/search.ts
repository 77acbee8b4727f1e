// npm run bench:search — server-side catalogue search through the real API at the real catalogue,
// 1,000 and 10,000 rituals (copies of the real ones in four languages): the time to import them,
// to start, to answer the first catalogue request (with /api/health answered meanwhile) and the
// p50/p95 of each search, filter and page query afterwards. Goals: p95 < 5 ms at 10,000, import
// under 30 s, no /api/health answer held over 50 ms.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
const SIZES = (process.env.BENCH_SIZES ?? `${REAL_COUNT},1000,10000`).split(',').map(Number);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
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

console.log(`bench:search on ${machine('SQLite (better-sqlite3)')}`);
// One port per size, from BENCH_PORT on.
let port = Number(process.env.BENCH_PORT ?? 3951) - 1;
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

    const base = `http://127.0.0.1:${++port}`;
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
      console.log(
        [
          `${size} rituals × 4 languages:`,
          `  import ${((loaded + imported) / 1000).toFixed(2)} s (read and check ${(loaded / 1000).toFixed(2)} s, write ${(imported / 1000).toFixed(2)} s; goal < 30 s)`,
          `  start to first /api/health ${startup.toFixed(0)} ms (content already imported)`,
          `  first catalogue request ${first.result.ms.toFixed(0)} ms (reads, folds, indexes, encodes es); /api/health meanwhile: worst ${first.worst.toFixed(1)} ms, p99 ${first.p99.toFixed(1)} ms (goal ≤ 50 ms)`,
          `  whole list (br) ${(whole.bytes / 1024).toFixed(0)} KiB`,
          `  ${samples.length} queries (search × filters × pages, 4 languages): p50 ${quantile(samples, 0.5).toFixed(2)} ms, p95 ${quantile(samples, 0.95).toFixed(2)} ms, max ${Math.max(...samples).toFixed(2)} ms (goal p95 < 5 ms)`,
          `  yardstick: /api/health between them p50 ${quantile(health, 0.5).toFixed(2)} ms, p95 ${quantile(health, 0.95).toFixed(2)} ms (the HTTP stack and the machine's load)`,
          `  the same queries asked for the first time: p50 ${quantile(cold, 0.5).toFixed(2)} ms, p95 ${quantile(cold, 0.95).toFixed(2)} ms, max ${Math.max(...cold).toFixed(2)} ms (goal p95 < 5 ms)`,
          `  the first ${warming.length} searches after start (other words; the engine still compiling the request path): p50 ${quantile(warming, 0.5).toFixed(2)} ms, p95 ${quantile(warming, 0.95).toFixed(2)} ms, max ${Math.max(...warming).toFixed(2)} ms`,
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
