import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type Db } from '../../../src/server/platform/db/database.ts';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** A fresh, empty database of this kind. */
  create(): Promise<{ url: string; db: Db; drop(): Promise<void> }>;
}

const sqlite: TestDatabase = {
  name: 'sqlite',
  async create() {
    const dir = mkdtempSync(path.join(tmpdir(), 'ritualia-test-'));
    const url = `file:${path.join(dir, 'test.db')}`;
    const db = createDb(url);
    return { url, db, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  },
};

function postgres(adminUrl: string): TestDatabase {
  return {
    name: 'postgres',
    async create() {
      const name = `ritualia_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const db = createDb(url.toString());
      return {
        url: url.toString(),
        db,
        async drop() {
          const client = new pg.Client({ connectionString: adminUrl });
          await client.connect();
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await client.end();
        },
      };
    },
  };
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server we may create databases on. */
export const testDatabases: TestDatabase[] = [
  sqlite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];
