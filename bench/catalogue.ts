// npm run bench:catalogue — throughput of GET /api/v1/rituals?lang=es from the real app against a
// bare node:http server returning the same bytes, side by side, alternating rounds.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { get, type IncomingHttpHeaders } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const REQUEST_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'es' };
const PATH = '/api/v1/rituals?lang=es';
const best = (runs: number[]) => Math.max(...runs);
const dir = mkdtempSync(path.join(tmpdir(), 'ritualia-bench-'));

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} never answered`);
}

async function measure(url: string): Promise<number> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: REQUEST_HEADERS,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const children: ChildProcess[] = [];
try {
  const app = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '3901',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('base64'),
    },
    stdio: 'inherit',
  });
  children.push(app);
  const appUrl = `http://127.0.0.1:3901${PATH}`;
  await waitFor(appUrl);
  // The raw (still compressed) bytes and headers, which the bare server will repeat verbatim.
  const { bytes, raw } = await new Promise<{ bytes: Buffer; raw: IncomingHttpHeaders }>((resolve, reject) => {
    get(appUrl, { headers: REQUEST_HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ bytes: Buffer.concat(chunks), raw: res.headers }));
    }).on('error', reject);
  });
  const skip = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
  const headers = Object.fromEntries(
    Object.entries(raw).filter(([key, value]) => !skip.has(key) && typeof value === 'string'),
  ) as Record<string, string>;
  writeFileSync(path.join(dir, 'body'), bytes);
  const bare = fork('bench/bare-server.ts', [path.join(dir, 'body'), JSON.stringify(headers), '3902']);
  children.push(bare);
  await new Promise((resolve) => bare.once('message', resolve));
  const bareUrl = `http://127.0.0.1:3902${PATH}`;

  console.log(
    `GET ${PATH}: ${bytes.length} bytes (${headers['content-encoding'] ?? 'identity'}), ${CONNECTIONS} connections, ${DURATION}s per run`,
  );
  const appRuns: number[] = [];
  const bareRuns: number[] = [];
  await measure(appUrl); // warm-up: JIT and the catalogue cache
  for (let round = 1; round <= ROUNDS; round++) {
    appRuns.push(await measure(appUrl));
    bareRuns.push(await measure(bareUrl));
    console.log(
      `round ${round}: app ${appRuns.at(-1)!.toFixed(0)} req/s, bare node:http ${bareRuns.at(-1)!.toFixed(0)} req/s`,
    );
  }
  const ratio = best(appRuns) / best(bareRuns);
  console.log(
    `best: app ${best(appRuns).toFixed(0)} req/s, bare ${best(bareRuns).toFixed(0)} req/s, ratio ${ratio.toFixed(2)} (goal ≥ 0.80)`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
