// npm run bench:writes — ritual completions and daily-tip commitments from 200 signed-in users,
// with wrk at 32 and 64 connections, on SQLite and on PostgreSQL, beside a yardstick measured in
// the same run (better-sqlite3 single-row transactions with the app's pragmas; pgbench). Rows are
// counted afterwards: every 201 must have left its row, and nothing may be stored twice.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import {
  commitmentBodies,
  countRows,
  pgbenchYardstick,
  psql,
  requestFile,
  ritualIds,
  signedInUsers,
  sqliteYardstick,
  versions,
  USERS,
} from './writes-setup.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const LEVELS = (process.env.BENCH_CONNECTIONS ?? '32,64').split(',').map(Number);
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const PORT = Number(process.env.BENCH_PORT ?? 3911);
const PG_DB = process.env.BENCH_PG_DATABASE ?? 'ritualia_bench';
const BASE = `http://127.0.0.1:${PORT}`;
const GOALS: Record<string, number> = { sqlite: 2000, postgres: 1500 };
const dir = mkdtempSync(path.join(tmpdir(), 'ritualia-bench-writes-'));

interface WrkResult {
  requests: number;
  seconds: number;
  created: number;
  ok: number;
  other: number;
  p50: number;
  p99: number;
  socketErrors: number;
}

/** CPU time the app process has used, in ms (Linux): a figure other load on the machine hardly moves. */
function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function wrk(
  app: ChildProcess,
  file: string,
  target: string,
  connections: number,
  seconds: number,
): WrkResult & { cpuPerRequest: number } {
  const cpuBefore = cpuMs(app.pid);
  const out = execFileSync(
    'wrk',
    [
      '-t2',
      `-c${connections}`,
      `-d${seconds}s`,
      '--timeout',
      '5s',
      '-s',
      'bench/writes.lua',
      BASE,
      '--',
      file,
      '2',
      BASE,
      target,
    ],
    { encoding: 'utf8' },
  );
  const line = out.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`wrk printed no result:\n${out}`);
  const result = JSON.parse(line.slice('RESULT '.length)) as WrkResult;
  return { ...result, cpuPerRequest: (cpuMs(app.pid) - cpuBefore) / Math.max(1, result.requests) };
}

async function startApp(databaseUrl: string, dataDir: string): Promise<ChildProcess> {
  // BENCH_APP_NODE_ARGS, e.g. "--cpu-prof", profiles the app.
  const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const app = spawn(process.execPath, [...nodeArgs, 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      BASE_URL: BASE,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('base64'),
      AUTH_RATE_LIMIT_MAX: '10000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600 && app.exitCode === null; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return app;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  app.kill('SIGTERM');
  throw new Error('the app never answered');
}

const stop = (app: ChildProcess) =>
  new Promise<void>((resolve) => {
    app.once('exit', () => resolve());
    app.kill('SIGTERM');
  });

function resultLine(kind: string, r: WrkResult & { cpuPerRequest: number }) {
  const perSecond = (n: number) => (n / r.seconds).toFixed(0);
  return `${kind.padEnd(11)} ${perSecond(r.requests).padStart(6)} req/s  ${perSecond(r.created).padStart(6)} stored/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  app CPU ${r.cpuPerRequest.toFixed(2)} ms/request  (201: ${r.created}, 200: ${r.ok}, other: ${r.other}, socket errors: ${r.socketErrors})`;
}

const report: string[] = [];
const say = (text: string) => {
  console.log(text);
  report.push(text);
};
say(
  `machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} (other work shares the machine), wrk -t2, ${SECONDS} s per run, ${USERS} users`,
);
try {
  for (const engine of ENGINES) {
    let best = 0;
    for (const connections of LEVELS) {
      const dataDir = path.join(dir, `${engine}-${connections}`);
      const databaseUrl =
        engine === 'sqlite'
          ? `file:${path.join(dataDir, 'bench.db')}`
          : `postgres://postgres@127.0.0.1:5432/${PG_DB}`;
      mkdirSync(dataDir, { recursive: true });
      if (engine === 'postgres') {
        psql('postgres', `drop database if exists ${PG_DB} with (force)`);
        psql('postgres', `create database ${PG_DB}`);
      }
      const app = await startApp(databaseUrl, dataDir);
      try {
        if (connections === LEVELS[0])
          say(`\n== ${await versions(databaseUrl, engine === 'sqlite' ? 'sqlite' : 'postgres')}`);
        const cookies = await signedInUsers(databaseUrl, BASE);
        const rituals = await ritualIds(databaseUrl);
        const completions = path.join(dataDir, 'completions.txt');
        const commitments = path.join(dataDir, 'commitments.txt');
        const pairs = requestFile(
          completions,
          cookies,
          rituals.map((id) => JSON.stringify({ ritual_id: id })),
        );
        const dates = requestFile(commitments, cookies, commitmentBodies());
        wrk(app, commitments, '/api/v1/me/commitments', 8, 1); // warm-up: JIT, sessions, statements
        const warm = await countRows(databaseUrl);
        const done = wrk(app, completions, '/api/v1/me/completions', connections, SECONDS);
        const committed = wrk(app, commitments, '/api/v1/me/commitments', connections, SECONDS);
        const rows = await countRows(databaseUrl);
        say(`-- c=${connections} (${pairs} distinct completions, ${dates} distinct commitments available)`);
        say(resultLine('completions', done));
        say(resultLine('commitments', committed));
        const lostCompletions = done.created - rows.completions;
        const lostCommitments = committed.created - (rows.commitments - warm.commitments);
        say(
          `rows: ${rows.completions} completions (${done.created} answered 201), ${rows.commitments} commitments (${warm.commitments + committed.created} answered 201), ${rows.achievements} achievements; lost ${Math.max(0, lostCompletions) + Math.max(0, lostCommitments)}, doubled ${rows.doubled}`,
        );
        if (lostCompletions > 0 || lostCommitments > 0 || rows.doubled > 0) process.exitCode = 1;
        if (done.other + committed.other > 0) process.exitCode = 1;
        if (connections === 32) best = done.created / done.seconds;
        if (connections === 32 && done.p99 >= 50) say('p99 at c=32 is over the 50 ms goal');
      } finally {
        await stop(app);
      }
    }
    const yardstick =
      engine === 'sqlite'
        ? sqliteYardstick(path.join(dir, 'yardstick.db'), SECONDS)
        : pgbenchYardstick(PG_DB, path.join(dir, 'yardstick.sql'), 32, SECONDS);
    say(
      `yardstick: ${yardstick.toFixed(0)} single-row transactions/s (${engine === 'sqlite' ? 'better-sqlite3, one thread' : 'pgbench -c 32'}); app completions at c=32 ${best.toFixed(0)}/s = ${(best / yardstick).toFixed(2)} of it; goal ≥ ${GOALS[engine]}/s: ${best >= (GOALS[engine] ?? 0) ? 'met' : 'not met'}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
