import path from 'node:path';
import { createApp, type App } from '../../../src/server/app.ts';
import { loadContent, type Content } from '../../../src/server/content/content-loader.ts';
import { importContent } from '../../../src/server/content/content-import.ts';
import type { Db } from '../../../src/server/db/database.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { loadEnv } from '../../../src/server/env.ts';
import { createLogger } from '../../../src/server/logger.ts';
import type { TestDatabase } from './test-db.ts';

export const CONTENT_DIR = path.resolve('content');
let contentPromise: Promise<Content> | undefined;
export const realContent = () => (contentPromise ??= loadContent(CONTENT_DIR));

export interface TestApp {
  app: App;
  db: Db;
  request(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** A migrated database with the real content imported, and the app over it. */
export async function createTestApp(
  kind: TestDatabase,
  envOverrides: Record<string, string> = {},
): Promise<TestApp> {
  const { url, db, drop } = await kind.create();
  await migrateToLatest(db);
  await importContent(db.kysely, await realContent());
  const env = loadEnv({ DATABASE_URL: url, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...envOverrides });
  const app = createApp({ env, db, logger: createLogger(env) });
  return {
    app,
    db,
    request: (pathname, init) => Promise.resolve(app.hono.request(pathname, init)),
    async close() {
      await db.close();
      await drop();
    },
  };
}
