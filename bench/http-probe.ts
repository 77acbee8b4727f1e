// Small HTTP helpers of the benches: a timed GET over a kept-alive connection, a server started
// as production runs it, and the machine the figures come from.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, get } from 'node:http';
import { availableParallelism, cpus, loadavg } from 'node:os';
import webPush from 'web-push';

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

export interface Timed {
  status: number;
  ms: number;
  bytes: number;
}

/** GET `url`, read the whole body, and say how long it took. */
export function timedGet(url: string, headers: Record<string, string> = {}): Promise<Timed> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - start, bytes }));
    }).on('error', reject);
  });
}

export async function waitForHealth(base: string, timeoutMs = 120_000): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return performance.now() - start;
    } catch {
      await new Promise((r) => setTimeout(r, 5));
    }
  }
  throw new Error(`${base} never answered /api/health`);
}

/** The app from its sources (TypeScript straight from src), on SQLite under `dataDir`. */
export function startApp(port: number, env: Record<string, string>): ChildProcess {
  const vapid = webPush.generateVAPIDKeys();
  return spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('base64'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      ...env,
    },
    stdio: 'inherit',
  });
}

export const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

export function machine(database: string): string {
  // The load average says how much else shares the cores (on a shared machine, figures vary with it).
  const load = loadavg()[0]!.toFixed(1);
  return `${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), load average ${load}, Node ${process.version}, ${database}`;
}

/** Polls /api/health every few ms while `work` runs: the worst and p99 answer times. */
export async function healthDuring<T>(
  base: string,
  work: Promise<T>,
): Promise<{ result: T; worst: number; p99: number }> {
  // A warm connection and route first: what is measured is what the work does to the loop.
  for (let i = 0; i < 5; i++) await timedGet(`${base}/api/health`);
  const latencies: number[] = [];
  const state = { done: false };
  const polling = (async () => {
    while (!state.done) {
      latencies.push((await timedGet(`${base}/api/health`)).ms);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const result = await work.finally(() => (state.done = true));
  await polling;
  return { result, worst: Math.max(...latencies), p99: quantile(latencies, 0.99) };
}
