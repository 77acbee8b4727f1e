import { monitorEventLoopDelay } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, uniqueEmail, type TestAccount } from './support/accounts.ts';
import { appBehindRelay, type RelayedApp } from './support/relayed-postgres.ts';
import type { TcpProxy } from './support/tcp-proxy.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';
import { expectUnavailable, timed } from './support/unavailable.ts';

const sqlite = testDatabases.find((d) => d.name === 'sqlite')!;
const postgres = testDatabases.find((d) => d.name === 'postgres');

describe('SQLite locked by another process', () => {
  let t: TestApp;
  let users: TestAccount[];
  beforeAll(async () => {
    t = await createTestApp(sqlite, {}, { withContent: false });
    users = [
      await signUpVerified(t, 'lock-a'),
      await signUpVerified(t, 'lock-b'),
      await signUpVerified(t, 'lock-c'),
    ];
  });
  afterAll(() => t.close());

  it('answers writes 503 within a second while the event loop keeps serving', async () => {
    const other = new SQLite(t.env.databaseUrl.slice('file:'.length));
    other.exec('BEGIN IMMEDIATE');
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    try {
      const writes = users.map((u) =>
        timed(() =>
          u.browser.patch('/api/v1/me', { displayName: 'Bloqueo' }, { headers: { 'accept-language': 'en' } }),
        ),
      );
      const signIn = timed(() =>
        t
          .client()
          .post(
            '/api/auth/sign-in/email',
            { email: users[0]!.email, password: users[0]!.password },
            { headers: { 'accept-language': 'es' } },
          ),
      );
      const live = timed(() => t.request('/api/health'));
      const results = await Promise.all(writes);
      for (const r of results) expectUnavailable(r, /database is not answering/);
      expectUnavailable(await signIn, /base de datos no responde/);
      const health = await live;
      expect(health.res.status).toBe(200);
      expect(health.ms).toBeLessThan(200);
      // The synchronous wait per attempt is SQLite's short busy timeout, never the seconds a
      // long busy timeout used to block for (allowing for a machine busy with other work).
      expect(loop.max / 1e6).toBeLessThan(1_000);
    } finally {
      loop.disable();
      other.exec('ROLLBACK');
      other.close();
    }
    const after = await users[0]!.browser.patch('/api/v1/me', { displayName: 'Libre' });
    expect(after.status).toBe(200);
  });

  it('waits out a short lock instead of failing', async () => {
    const other = new SQLite(t.env.databaseUrl.slice('file:'.length));
    other.exec('BEGIN IMMEDIATE');
    setTimeout(() => other.exec('COMMIT'), 100);
    const r = await timed(() => users[1]!.browser.patch('/api/v1/me', { displayName: 'Paciente' }));
    other.close();
    expect(r.res.status).toBe(200);
  });

  it('reports readiness with the database named', async () => {
    const ready = await t.request('/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      checks: { database: 'up', redis: 'not_configured', draining: false },
    });
  });
});

describe.runIf(postgres)('PostgreSQL faults', () => {
  let relayed: RelayedApp;
  let proxy: TcpProxy;
  let t: TestApp;
  let user: TestAccount;
  let admin: pg.Client;
  let dbName: string;
  beforeAll(async () => {
    // The app reaches PostgreSQL through a relay the test can cut or make hang.
    relayed = await appBehindRelay('pg-faults');
    ({ proxy, t, user, admin, dbName } = relayed);
  });
  afterAll(() => relayed?.close());

  it('answers 503 within a second while a table is locked, then recovers', async () => {
    const locker = new pg.Client({
      connectionString: process.env.TEST_DATABASE_URL?.replace(/\/[^/]*$/, `/${dbName}`),
    });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    try {
      const many = await Promise.all(
        Array.from({ length: 12 }, () =>
          timed(() =>
            user.browser.patch(
              '/api/v1/me',
              { displayName: 'Bloqueo' },
              { headers: { 'accept-language': 'fr' } },
            ),
          ),
        ),
      );
      for (const r of many) expectUnavailable(r, /base de données ne répond pas/);
      expect((await timed(() => t.request('/api/health'))).ms).toBeLessThan(200);
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    expect((await user.browser.patch('/api/v1/me', { displayName: 'Libre' })).status).toBe(200);
  });

  it('survives its connections being terminated by the server', async () => {
    expect((await user.browser.get('/api/v1/me')).status).toBe(200);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [dbName]);
    await new Promise((r) => setTimeout(r, 100));
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await user.browser.get('/api/v1/me')).status);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
  });

  it('answers every route 503 within a second while the server is gone, sign-in included', async () => {
    await proxy.stop();
    try {
      const lang = { headers: { 'accept-language': 'pt' } };
      const checks = [
        () =>
          t.client().post('/api/auth/sign-in/email', { email: user.email, password: user.password }, lang),
        () =>
          t
            .client()
            .post(
              '/api/auth/sign-up/email',
              { name: 'X', email: uniqueEmail('down'), password: 'moonlight-42' },
              lang,
            ),
        () => t.client().post('/api/auth/sign-in/magic-link', { email: user.email, callbackURL: '/' }, lang),
        () => user.browser.get('/api/v1/me', lang),
        () => user.browser.get('/api/auth/get-session', lang),
        () => user.browser.post('/api/v1/me/completions', { ritual_id: 1 }, lang),
        () => user.browser.get('/api/v1/me/progress?lang=pt', lang),
      ];
      for (const [i, check] of checks.entries()) {
        const r = await timed(check);
        expect({ check: i, status: r.res.status, body: r.body }).toMatchObject({ check: i, status: 503 });
        expectUnavailable(r, /banco de dados não está respondendo/);
      }
      const ready = await t.request('/api/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'not_ready', checks: { database: 'down' } });
      expect((await t.request('/api/health')).status).toBe(200);
    } finally {
      await proxy.start();
    }
    expect((await user.browser.get('/api/v1/me')).status).toBe(200);
  });
});
