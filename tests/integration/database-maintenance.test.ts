import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from './support/accounts.ts';
import { appBehindRelay, relayedPostgres, type RelayedApp } from './support/relayed-postgres.ts';
import type { TcpProxy } from './support/tcp-proxy.ts';
import type { TestApp } from './support/test-app.ts';
import { expectUnavailable, timed } from './support/unavailable.ts';

// PostgreSQL that refuses, holds or never answers: every request answers a localized 503 within
// about a second (docs/decisions/0007-database-faults.md). Each test works on the throwaway
// database its app was given, never on the shared test database.

const postgres = relayedPostgres;
// About a second is the promise; the bound leaves room for a loaded two-core machine, and is
// still far below the five to six seconds these faults used to take.
const PROMPT_MS = 3_000;

const MESSAGES = {
  es: /base de datos no responde/,
  en: /database is not answering/,
  fr: /base de données ne répond pas/,
  pt: /banco de dados não está respondendo/,
} as const;
const lang = (language: keyof typeof MESSAGES) => ({ headers: { 'accept-language': language } });

describe.runIf(postgres)('PostgreSQL under maintenance, held locks and a hanging server', () => {
  let relayed: RelayedApp;
  let proxy: TcpProxy;
  let t: TestApp;
  let user: TestAccount;
  let admin: pg.Client;
  let dbName: string;
  beforeAll(async () => {
    // The app reaches PostgreSQL through a relay the test can cut or make hang.
    relayed = await appBehindRelay('pg-maintenance');
    ({ proxy, t, user, admin, dbName } = relayed);
  });
  afterAll(() => relayed?.close());

  it('answers 503 in the request language while the database is switched off for maintenance', async () => {
    await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
    try {
      // The switch keeps open sessions; an operator ends them (each then fails with 57P01).
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
        dbName,
      ]);
      const checks = [
        [
          'es',
          () =>
            t
              .client()
              .post('/api/auth/sign-in/email', { email: user.email, password: user.password }, lang('es')),
        ],
        ['en', () => user.browser.get('/api/auth/get-session', lang('en'))],
        ['fr', () => user.browser.get('/api/auth/list-sessions', lang('fr'))],
        ['pt', () => user.browser.get('/api/auth/list-accounts', lang('pt'))],
        ['en', () => user.browser.get('/api/v1/me', lang('en'))],
        ['fr', () => user.browser.post('/api/v1/me/completions', { ritual_id: 1 }, lang('fr'))],
        ['pt', () => t.client().get('/api/v1/rituals?lang=pt', lang('pt'))],
      ] as const;
      for (const [i, [language, check]] of checks.entries()) {
        const r = await timed(check);
        // The check's index names the failing route in the report.
        expect({ check: i, status: r.res.status }).toEqual({ check: i, status: 503 });
        expectUnavailable(r, MESSAGES[language]);
      }
    } finally {
      await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`);
    }
    const back = await user.browser.get('/api/auth/get-session');
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ user: { email: user.email } });
  });

  it('answers 503 within about a second while another connection holds the user row, a full pool too', async () => {
    const locker = new pg.Client({
      connectionString: process.env.TEST_DATABASE_URL?.replace(/\/[^/]*$/, `/${dbName}`),
    });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('SELECT id FROM users WHERE email = $1 FOR UPDATE', [user.email]);
    try {
      const one = await timed(() =>
        user.browser.post('/api/v1/me/completions', { ritual_id: 1 }, lang('en')),
      );
      expectUnavailable(one, MESSAGES.en, PROMPT_MS);
      // More writes than the pool has connections (10): the ones that wait for a connection
      // give up within the same second.
      const many = await Promise.all(
        Array.from({ length: 14 }, (_, i) =>
          timed(() => user.browser.post('/api/v1/me/completions', { ritual_id: 2 + (i % 3) }, lang('pt'))),
        ),
      );
      for (const r of many) expectUnavailable(r, MESSAGES.pt, PROMPT_MS);
      console.info(
        `held row: one write ${Math.round(one.ms)} ms; 14 at once: ${many
          .map((r) => Math.round(r.ms))
          .sort((a, b) => a - b)
          .join(' ')} ms`,
      );
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    const after = await user.browser.post('/api/v1/me/completions', { ritual_id: 1 });
    expect(after.status).toBe(201);
  });

  it('answers 503 within about a second while the server hangs, then recovers', async () => {
    expect((await user.browser.get('/api/v1/me')).status).toBe(200);
    proxy.hang();
    let slowest = 0;
    try {
      const checks = [
        () => user.browser.get('/api/v1/me', lang('fr')),
        () =>
          t
            .client()
            .post('/api/auth/sign-in/email', { email: user.email, password: user.password }, lang('fr')),
        () => user.browser.get('/api/auth/get-session', lang('fr')),
      ];
      for (const check of checks) {
        const r = await timed(check);
        expectUnavailable(r, MESSAGES.fr, PROMPT_MS);
        slowest = Math.max(slowest, r.ms);
      }
      console.info(`hanging server: slowest answer ${Math.round(slowest)} ms`);
    } finally {
      proxy.unhang();
    }
    const statuses: number[] = [];
    for (let i = 0; i < 5 && statuses.at(-1) !== 200; i++)
      statuses.push((await user.browser.get('/api/v1/me')).status);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
  });
});
