import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/platform/db/database.ts';
import { signUpVerified, type TestAccount } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases, type TestDatabase } from './support/test-db.ts';

const runScript = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [`src/server/cli/${script}.ts`, ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', BASE_URL: 'http://localhost:3000', ...env },
    encoding: 'utf8',
  });

const sqlite = testDatabases.find((d) => d.name === 'sqlite')!;
const postgres = testDatabases.find((d) => d.name === 'postgres');
const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;

describe('db:backup and db:copy', () => {
  let t: TestApp;
  let account: TestAccount;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp(sqlite);
    account = await signUpVerified(t, 'backup');
    expect((await account.browser.post('/api/v1/me/completions', { ritual_id: 1 })).status).toBe(201);
    await account.browser.request('/api/v1/me/favorites/2', { method: 'PUT' });
    dir = mkdtempSync(path.join(tmpdir(), 'ritualia-backup-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up a live SQLite database with the online backup API', async () => {
    const destination = path.join(dir, 'copy.db');
    const run = runScript('db-backup', [destination], {
      DATABASE_URL: t.env.databaseUrl,
      DATA_DIR: t.dataDir,
    });
    expect(run.status, run.stderr).toBe(0);
    const copy = new SQLite(destination, { readonly: true });
    const live = new SQLite(t.env.databaseUrl.slice('file:'.length), { readonly: true });
    for (const table of ['users', 'completed_rituals', 'user_favorites', 'rituals', 'user_achievements']) {
      const count = (db: SQLite.Database) =>
        (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
      expect(count(copy)).toBe(count(live));
      expect(count(copy)).toBeGreaterThan(0);
    }
    copy.close();
    live.close();
  });

  describe.runIf(postgres)('into PostgreSQL', () => {
    let target: { url: string; drop(): Promise<void> };
    beforeAll(async () => {
      const created = await (postgres as TestDatabase).create();
      await created.db.close();
      target = created;
    });
    afterAll(() => target.drop());

    it('copies every table, checks the row counts, and the account signs in there', async () => {
      const run = runScript('db-copy', [target.url], {
        DATABASE_URL: t.env.databaseUrl,
        DATA_DIR: t.dataDir,
      });
      expect(run.status, run.stderr + run.stdout).toBe(0);
      expect(run.stdout).toMatch(/every row count matches/);
      expect(run.stdout).toMatch(/ok\s+completed_rituals\s+1 → 1/);
      // The totals on the user's row are built again by the target's triggers as the award rows
      // arrive: the same as the source's, not counted twice.
      const totals = 'select ritual_count, tip_count, earned_points from users where email = ';
      const live = new SQLite(t.env.databaseUrl.slice('file:'.length), { readonly: true });
      const source = live.prepare(`${totals}?`).get(account.email) as Record<string, number>;
      live.close();
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      const copied = (await client.query(`${totals}$1`, [account.email])).rows[0] as Record<string, number>;
      await client.end();
      expect(source.ritual_count).toBe(1);
      expect(source.earned_points).toBeGreaterThan(0);
      expect(copied).toEqual(source);
      // The copy is a working installation: the same person signs in with the same password.
      const moved: TestDatabase = {
        name: 'postgres',
        create: async () => ({ url: target.url, db: createDb(target.url), drop: async () => undefined }),
      };
      const there = await createTestApp(moved, {}, { withContent: false });
      try {
        const res = await there.client().post('/api/auth/sign-in/email', {
          email: account.email,
          password: account.password,
        });
        expect(res.status).toBe(200);
        const progress = await there.client().get('/api/v1/me/completions');
        expect(progress.status).toBe(401);
      } finally {
        await there.close();
      }
      // A second copy into the now-filled database is refused.
      const again = runScript('db-copy', [target.url], {
        DATABASE_URL: t.env.databaseUrl,
        DATA_DIR: t.dataDir,
      });
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/not empty/);
    });

    it.runIf(hasPgDump)('backs up PostgreSQL with pg_dump', async () => {
      const destination = path.join(dir, 'pg.dump');
      const run = runScript('db-backup', [destination], { DATABASE_URL: target.url, DATA_DIR: t.dataDir });
      expect(run.status, run.stderr).toBe(0);
      expect(readFileSync(destination).subarray(0, 5).toString()).toBe('PGDMP');
      const listing = execFileSync('pg_restore', ['--list', destination], { encoding: 'utf8' });
      expect(listing).toMatch(/TABLE DATA public users/);
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      expect(Number((await client.query('select count(*) as n from users')).rows[0].n)).toBe(1);
      await client.end();
    });
  });
});
