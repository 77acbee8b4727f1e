import pg from 'pg';
import { createDb } from '../../../src/server/platform/db/database.ts';
import { signUpVerified, type TestAccount } from './accounts.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { testDatabases, type TestDatabase } from './test-db.ts';

export const relayedPostgres = testDatabases.find((d) => d.name === 'postgres');

export interface RelayedApp {
  /** The relay between the app and PostgreSQL: the test cuts it or makes it hang. */
  proxy: TcpProxy;
  t: TestApp;
  user: TestAccount;
  /** A connection of the test's own, straight to PostgreSQL (not through the relay). */
  admin: pg.Client;
  /** The app's own throwaway database. */
  dbName: string;
  close(): Promise<void>;
}

/** An app with content over its own PostgreSQL database, reached through a relay the test controls. */
export async function appBehindRelay(tag: string): Promise<RelayedApp> {
  const target = new URL(process.env.TEST_DATABASE_URL ?? '');
  const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  const viaProxy: TestDatabase = {
    name: 'postgres',
    async create() {
      const inner = await relayedPostgres!.create();
      await inner.db.close();
      const url = new URL(inner.url);
      url.host = `127.0.0.1:${proxy.port}`;
      return { url: url.toString(), db: createDb(url.toString()), drop: inner.drop };
    },
  };
  const t = await createTestApp(viaProxy, {}, { withContent: true });
  const dbName = new URL(t.env.databaseUrl).pathname.slice(1);
  const user = await signUpVerified(t, tag);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  return {
    proxy,
    t,
    user,
    admin,
    dbName,
    async close() {
      await admin.end();
      await t.close();
      await proxy.close();
    },
  };
}
