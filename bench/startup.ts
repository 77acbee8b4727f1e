// npm run bench:startup — cold start of what `npm start` runs, the bundled server
// (dist/server/main.mjs, built by `npm run build` — ADR 0027), to the first 200 from /api/health,
// with the data already in place (a second start: no migration to apply, and the content's
// fingerprint is the one recorded, so the content is not read again; better-auth waits for the
// first request needing it — ADR 0024), median of several starts, beside a bare node:http server
// started the same way. Goal: under 400 ms. BENCH_ENTRY=src/server/main.ts measures the sources.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuMs, machineLine, productionEnv, startApp, stopApp } from './bench-app.ts';
import { freshPgDatabase } from './writes-setup.ts';

const STARTS = Number(process.env.BENCH_STARTS ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 3915);
const GOAL_MS = 400;
const PG_DB = 'ritualia_bench_startup';
const ENTRY = process.env.BENCH_ENTRY ?? 'dist/server/main.mjs';
if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run \`npm run build\` first.`);
const BARE = `require('node:http').createServer((q, s) => s.end('{"status":"ok"}')).listen(${PORT}, '127.0.0.1')`;
const dir = mkdtempSync(path.join(tmpdir(), 'ritualia-bench-startup-'));

/**
 * Milliseconds from spawning `args` to the first 200 from /api/health (polled every 2 ms), and the
 * CPU time the process used by then (which other work on the machine hardly changes).
 */
async function coldStart(args: string[], env: NodeJS.ProcessEnv): Promise<{ wall: number; cpu: number }> {
  const began = performance.now();
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return { wall: performance.now() - began, cpu: cpuMs(child.pid) };
      await new Promise((r) => setTimeout(r, 2));
    }
  } finally {
    await stopApp(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const runs = (list: { wall: number }[]) => list.map((r) => r.wall.toFixed(0)).join(', ');

console.log(`${machineLine()}, ${STARTS} starts each of ${ENTRY}`);
try {
  for (const engine of (process.env.BENCH_ENGINES ?? 'sqlite').split(',')) {
    const dataDir = path.join(dir, engine);
    const databaseUrl =
      engine === 'sqlite'
        ? `file:${path.join(dataDir, 'ritualia.db')}`
        : (process.env.BENCH_PG_URL ?? `postgres://postgres@127.0.0.1:5432/${PG_DB}`);
    // A database of its own, made afresh, unless one is named.
    if (engine === 'postgres' && !process.env.BENCH_PG_URL) {
      freshPgDatabase(PG_DB);
    }
    const env = productionEnv(PORT, dataDir, databaseUrl);
    await stopApp(await startApp(env, ENTRY)); // the first start migrates and imports the content
    const app: { wall: number; cpu: number }[] = [];
    const bare: { wall: number; cpu: number }[] = [];
    for (let i = 0; i < STARTS; i++) {
      app.push(await coldStart([ENTRY], env));
      bare.push(await coldStart(['-e', BARE], env));
    }
    const [a, b] = [median(app.map((r) => r.wall)), median(bare.map((r) => r.wall))];
    const [ac, bc] = [median(app.map((r) => r.cpu)), median(bare.map((r) => r.cpu))];
    console.log(`\n== ${engine}, existing data`);
    console.log(
      `app  first /api/health: median ${a.toFixed(0)} ms, ${ac.toFixed(0)} ms CPU (runs: ${runs(app)})`,
    );
    console.log(
      `bare node:http yardstick: median ${b.toFixed(0)} ms, ${bc.toFixed(0)} ms CPU (runs: ${runs(bare)})`,
    );
    console.log(
      `app / bare ${(a / b).toFixed(1)}× (CPU ${(ac / bc).toFixed(1)}×), app beyond bare ${(a - b).toFixed(0)} ms; goal < ${GOAL_MS} ms: ${a < GOAL_MS ? 'met' : 'not met'}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
