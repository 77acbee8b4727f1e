import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../integration/support/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** Starts the built app on a free port over a fresh SQLite file, as `npm start` would. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/web/index.html') || !existsSync('dist/server/main.mjs')) {
    throw new Error('Run `npm run build` before the e2e tests.');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ritualia-e2e-'));
  // The server serves a copy of the build, so a rebuild during the run (another terminal, a watcher)
  // cannot swap the hashed chunks out from under pages that are already open.
  const webDir = path.join(dataDir, 'web');
  cpSync('dist/web', webDir, { recursive: true });
  // The bundled server and its renderer too (the chunks it loads on demand included), beside dist/
  // so their packages still resolve from node_modules.
  const serverDir = mkdtempSync(path.join('dist', 'e2e-server-'));
  cpSync('dist/server', serverDir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [path.join(serverDir, 'main.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      WEB_RENDERER: path.join(serverDir, 'entry-server.js'),
      BASE_URL: baseUrl,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The journeys sign up and sign in many times from one address; 5 a minute would throttle
      // them. The limit itself is tested in the integration suite (and its message here, mocked).
      AUTH_RATE_LIMIT_MAX: '1000',
      SIGN_IN_RATE_LIMIT_MAX: '1000',
      // Journeys ask for several e-mails of one kind for one address; the per-recipient cap is
      // tested in the integration suite.
      MAIL_RECIPIENT_MAX: '1000',
      SHUTDOWN_DRAIN_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  await waitForHealth(baseUrl, child, () => output);
  // A server that dies mid-run makes every later journey fail at once; say why.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`\ne2e server exited early (${signal ?? code}):\n${output}\n`);
  });
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(serverDir, { recursive: true, force: true });
  };
}
