import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * What the app starts with in a child process, here and in the browser benches (bench/page-app.ts):
 * this process's environment on a loopback port, a fresh data directory (SQLite, no PostgreSQL),
 * quiet logs, and NODE_ENV=test, so its e-mails land in the data directory's outbox.
 */
export function serverEnv(port: number, dataDir: string, baseUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BASE_URL: baseUrl,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  };
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  dataDir: string;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * The real server in a child process on a free loopback port: from its sources, or from `entry`
 * (the bundle `npm run build` makes, dist/server/main.mjs).
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  port?: number,
  entry = 'src/server/main.ts',
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ritualia-proc-'));
  const listenPort = port ?? (await freePort());
  const baseUrl = env.BASE_URL ?? `http://127.0.0.1:${listenPort}`;
  let output = '';
  const child = spawn(process.execPath, [entry], {
    env: { ...serverEnv(listenPort, dataDir, baseUrl), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${listenPort}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    child,
    port: listenPort,
    baseUrl,
    dataDir,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
