import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/accounts.ts';
import { lastMailTo, linkIn } from './support/outbox.ts';
import { freePort, startServerProcess, type ServerProcess } from './support/server-process.ts';
import { TestClient } from './support/test-client.ts';
import { testDatabases } from './support/test-db.ts';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const postgres = testDatabases.find((d) => d.name === 'postgres');
const redisUrl = process.env.TEST_REDIS_URL;
const AUTH_SECRET = 'scale-out-test-secret-0123456789abcdefgh';
const METRICS_TOKEN = 'scale-out-metrics-token';

/** How long nginx leaves a process it could not reach alone before trying it again. */
const FAIL_TIMEOUT_S = 2;

/** Requests a process has answered, its own health and metrics checks left out (from its /metrics). */
async function requestsServed(port: number): Promise<number> {
  const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await metrics.text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('ritualia_http_requests_total{'))
    .filter((line) => !line.includes('route="/api/health"') && !line.includes('route="/metrics"'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

// The restart procedure: nginx tries a new process again only once its fail_timeout since the old
// one refused has passed; stopping the other before that would leave it none. So the next process
// stops only once nginx forwards requests to the new one again: the load reaches it.
async function untilNginxForwardsTo(port: number) {
  while ((await requestsServed(port)) < 10) await new Promise((resolve) => setTimeout(resolve, 100));
}

function nginxConfig(dir: string, port: number, upstreams: number[]) {
  return `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream ritualia {
    ${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=${FAIL_TIMEOUT_S}s;`).join('\n    ')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 64k;
    location / {
      proxy_pass http://ritualia;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_503;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
}

/** A client address of the documentation range, new for each call (as far as chance goes). */
const randomAddress = () =>
  `198.51.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 250) + 1}`;

/** A browser talking to one address (nginx or one process directly) as our own site. */
const browserAt = (base: string, origin: string, from?: TestClient) => {
  const client = new TestClient((p, init) => fetch(`${base}${p}`, init), origin);
  for (const [k, v] of from?.cookies ?? []) client.cookies.set(k, v);
  return client;
};

describe.runIf(postgres && redisUrl && NGINX)(
  'two processes behind nginx on one PostgreSQL and Redis',
  () => {
    let dir: string;
    let nginx: ChildProcess;
    let a: ServerProcess;
    let b: ServerProcess;
    let site: string;
    let dbUrl: string;
    let drop: () => Promise<void>;
    /** Every process's environment: the same database, Redis, secret and site address. */
    let processEnv: Record<string, string>;

    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'ritualia-scale-'));
      const created = await postgres!.create();
      await created.db.close();
      dbUrl = created.url;
      drop = created.drop;
      const port = await freePort();
      site = `http://127.0.0.1:${port}`;
      processEnv = {
        DATABASE_URL: dbUrl,
        REDIS_URL: redisUrl!,
        AUTH_SECRET,
        METRICS_TOKEN,
        BASE_URL: site,
        DATA_DIR: path.join(dir, 'data'),
        TRUST_PROXY: '1',
        SHUTDOWN_DRAIN_MS: '0',
      };
      // One after the other, so the second finds the database migrated.
      a = await startServerProcess(processEnv);
      b = await startServerProcess(processEnv);
      for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
      writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port, [a.port, b.port]));
      const check = spawnSync(NGINX!, [
        '-t',
        '-p',
        dir,
        '-c',
        path.join(dir, 'nginx.conf'),
        '-e',
        path.join(dir, 'error.log'),
      ]);
      expect(check.status, check.stderr.toString()).toBe(0);
      nginx = spawn(
        NGINX!,
        ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
        {
          stdio: 'ignore',
        },
      );
      for (let i = 0; i < 50; i++) {
        if ((await fetch(`${site}/api/health`).catch(() => undefined))?.ok) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    afterAll(async () => {
      nginx?.kill('SIGQUIT');
      await a?.stop();
      await b?.stop();
      await drop?.();
      rmSync(dir, { recursive: true, force: true });
    });

    const direct = (server: ServerProcess, from?: TestClient) =>
      browserAt(`http://127.0.0.1:${server.port}`, site, from);

    const replace = async (old: ServerProcess): Promise<ServerProcess> => {
      old.child.kill('SIGTERM');
      expect(await old.exited).toBe(0);
      return startServerProcess(processEnv, old.port);
    };

    async function signedUp(): Promise<{ email: string; onA: TestClient }> {
      const email = uniqueEmail('scale');
      const onA = direct(a);
      // Each from an address of its own: the per-address sign-up limit lives in the shared Redis,
      // which other runs of these tests use too.
      const res = await onA.post(
        '/api/auth/sign-up/email',
        { name: 'Nube', email, password: 'moonlight-42' },
        { headers: { 'x-forwarded-for': randomAddress() } },
      );
      expect(res.status).toBe(200);
      await onA.get(linkIn(lastMailTo(path.join(dir, 'data'), email)));
      expect(onA.sessionToken).toBeDefined();
      return { email, onA };
    }

    it('serves through nginx, and a session made on one process works on the other', async () => {
      const res = await fetch(`${site}/api/ready`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ checks: { database: 'up', redis: 'up' } });
      const { email, onA } = await signedUp();
      const onB = direct(b, onA);
      const me = await onB.get('/api/v1/me');
      expect(me.status).toBe(200);
      expect(((await me.json()) as { data: { email: string } }).data.email).toBe(email);
    });

    it('shares rate limits between the processes', async () => {
      const ip = randomAddress();
      const statuses: number[] = [];
      for (const server of [a, b, a, b, a, b]) {
        const res = await direct(server).post(
          '/api/auth/sign-in/magic-link',
          { email: uniqueEmail('rl'), callbackURL: '/' },
          { headers: { 'x-forwarded-for': ip } },
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it('shows an award made through one process through the other', async () => {
      const { onA } = await signedUp();
      const made = await onA.post('/api/v1/me/completions', { ritual_id: 1 });
      expect(made.status).toBe(201);
      const earned = (await made.json()) as {
        data: { total_points: number; unlocked_achievements: { key: string }[] };
      };
      expect(earned.data.unlocked_achievements.length).toBeGreaterThan(0);
      const progress = await direct(b, onA).get('/api/v1/me/progress?lang=en');
      expect(progress.status).toBe(200);
      const seen = (await progress.json()) as {
        data: {
          total_points: number;
          completed_rituals: number[];
          achievements: { key: string; unlocked: boolean }[];
        };
      };
      expect(seen.data.completed_rituals).toEqual([1]);
      expect(seen.data.total_points).toBe(earned.data.total_points);
      const unlocked = seen.data.achievements.filter((x) => x.unlocked).map((x) => x.key);
      for (const award of earned.data.unlocked_achievements) expect(unlocked).toContain(award.key);
    });

    it('stores one row for 100 concurrent identical commitments spread over both', async () => {
      const { email, onA } = await signedUp();
      const onB = direct(b, onA);
      const date = new Date().toISOString().slice(0, 10);
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, i) => (i % 2 ? onA : onB).post('/api/v1/me/commitments', { date })),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([...Array(99).fill(200), 201]);
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      const { rows } = await client.query(
        'select count(*)::int as n from daily_commitments c join users u on u.id = c.user_id where u.email = $1',
        [email],
      );
      await client.end();
      expect(rows[0].n).toBe(1);
    });

    it('restarts both processes in turn under load: no request is reset and none answers 502', async () => {
      const { onA } = await signedUp();
      const viaNginx = browserAt(site, site, onA);
      const failures: string[] = [];
      let answered = 0;
      const load = { restarting: true };
      // Readers and writers of every kind nginx forwards, as fast as each lane can, until both
      // processes have been replaced.
      const lane = async (n: number) => {
        for (let i = 0; load.restarting; i++) {
          const id = ((n * 7 + i) % 60) + 1;
          const [method, route] = [
            ['GET', '/api/v1/me'],
            ['PUT', `/api/v1/me/favorites/${id}`],
            ['POST', '/api/v1/me/completions'],
            ['GET', `/api/v1/rituals/${id}?lang=es`],
          ][i % 4]!;
          const res = await viaNginx
            .request(route!, method === 'POST' ? { method, json: { ritual_id: id } } : { method })
            .catch((error: unknown) => failures.push(`${method} ${route}: ${String(error)}`));
          if (typeof res === 'number') continue;
          answered += 1;
          if (res.status >= 500) failures.push(`${method} ${route}: ${res.status}`);
        }
      };
      const lanes = Promise.all([0, 1, 2, 3].map(lane));
      a = await replace(a);
      await untilNginxForwardsTo(a.port);
      b = await replace(b);
      await untilNginxForwardsTo(b.port);
      load.restarting = false;
      await lanes;
      console.info(`rolling restart: ${answered} answers through nginx, ${failures.length} failed`);
      expect(failures).toEqual([]);
      expect(answered).toBeGreaterThan(100);
    });

    it('loses no acknowledged write when one process is killed mid-load, and the other keeps serving', async () => {
      const { email, onA } = await signedUp();
      const viaNginx = browserAt(site, site, onA);
      const acknowledged = new Set<number>();
      const ids = Array.from({ length: 40 }, (_, i) => i + 1);
      let killed = false;
      await Promise.all(
        [0, 1, 2, 3].map(async (lane) => {
          for (const id of ids.filter((n) => n % 4 === lane)) {
            if (id > 12 && !killed) {
              killed = true;
              a.child.kill('SIGKILL');
            }
            const res = await viaNginx
              .request(`/api/v1/me/favorites/${id}`, { method: 'PUT' })
              .catch(() => undefined);
            if (res?.ok) acknowledged.add(id);
          }
        }),
      );
      expect(killed).toBe(true);
      expect(acknowledged.size).toBeGreaterThan(20);
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      const { rows } = await client.query(
        'select f.ritual_id from user_favorites f join users u on u.id = f.user_id where u.email = $1',
        [email],
      );
      await client.end();
      const stored = new Set(rows.map((r: { ritual_id: number }) => r.ritual_id));
      for (const id of acknowledged) expect(stored.has(id)).toBe(true);
      // The survivor keeps answering through nginx.
      for (let i = 0; i < 6; i++) expect((await viaNginx.get('/api/v1/me')).status).toBe(200);
    });
  },
);
