// The app under load in the benches: started as in production in a child process of its own,
// measured with wrk, and the machine named beside every figure (other work shares it).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { generateVapidKeys } from '../src/server/modules/reminders/vapid-keys.ts';

const vapidEnv = () => {
  const keys = generateVapidKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
};

export interface WrkResult {
  requests: number;
  seconds: number;
  created: number;
  ok: number;
  other: number;
  p50: number;
  p99: number;
  socketErrors: number;
}

/** CPU time a process has used, in ms (Linux): a figure other load on the machine hardly moves. */
export function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * Runs wrk with one of our Lua scripts against `baseUrl`; `args` go to the script. Returns its
 * RESULT line and the app's CPU time per request.
 */
export function wrk(
  app: ChildProcess,
  options: { script: string; baseUrl: string; connections: number; seconds: number; args: string[] },
): WrkResult & { cpuPerRequest: number } {
  const cpuBefore = cpuMs(app.pid);
  const { script, baseUrl, connections, seconds, args } = options;
  const out = execFileSync(
    'wrk',
    ['-t2', `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '-s', script, baseUrl, '--', ...args],
    { encoding: 'utf8' },
  );
  const line = out.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`wrk printed no result:\n${out}`);
  const result = JSON.parse(line.slice('RESULT '.length)) as WrkResult;
  return { ...result, cpuPerRequest: (cpuMs(app.pid) - cpuBefore) / Math.max(1, result.requests) };
}

/** The environment of a production start on loopback, with fresh secrets. */
export function productionEnv(port: number, dataDir: string, databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    BASE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('base64'),
    AUTH_RATE_LIMIT_MAX: '10000',
    SIGN_IN_RATE_LIMIT_MAX: '10000',
    REMINDER_SCHEDULER: 'off',
    ...vapidEnv(),
  };
}

/**
 * Starts `entry` (the sources' src/server/main.ts unless told) and waits for /api/health.
 * BENCH_APP_NODE_ARGS ("--cpu-prof") profiles it.
 */
export async function startApp(env: NodeJS.ProcessEnv, entry = 'src/server/main.ts'): Promise<ChildProcess> {
  const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const app = spawn(process.execPath, [...nodeArgs, entry], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const health = `http://127.0.0.1:${env.PORT}/api/health`;
  for (let i = 0; i < 600 && app.exitCode === null; i++) {
    try {
      if ((await fetch(health)).ok) return app;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  app.kill('SIGTERM');
  throw new Error('the app never answered');
}

export const stopApp = (app: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (app.exitCode !== null) return resolve();
    app.once('exit', () => resolve());
    app.kill('SIGTERM');
  });

/** Cores, CPU model, Node and the load average when the run began. */
export function machineLine(): string {
  return `machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} (other work shares the machine)`;
}
