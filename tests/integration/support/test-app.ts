import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp, type App } from '../../../src/server/app.ts';
import type { Content } from '../../../src/shared/content-schema.ts';
import { loadContent } from '../../../src/server/modules/content/content-loader.ts';
import { importContent } from '../../../src/server/modules/content/content-import.ts';
import type { Db } from '../../../src/server/platform/db/database.ts';
import { migrateToLatest } from '../../../src/server/platform/db/migrate.ts';
import { loadEnv, type Env } from '../../../src/server/platform/env.ts';
import { createLogger, type Logger } from '../../../src/server/platform/logger.ts';
import { TEST_IP_HEADER, TestClient } from './test-client.ts';
import type { TestDatabase } from './test-db.ts';

export const CONTENT_DIR = path.resolve('content');
let contentPromise: Promise<Content> | undefined;
export const realContent = () => (contentPromise ??= loadContent(CONTENT_DIR));

export const TEST_BASE_URL = 'http://localhost:3000';
const TEST_AUTH_SECRET = 'integration-tests-only-secret-0123456789abcdef';

export interface TestApp {
  app: App;
  db: Db;
  env: Env;
  /** Where the outbox (e-mails) and other local data of this app live. */
  dataDir: string;
  request(pathname: string, init?: RequestInit): Promise<Response>;
  /** A browser-like client with its own cookies and client address. */
  client(ip?: string): TestClient;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Skip importing the catalogue when a test does not need it (faster). */
  withContent?: boolean;
  /** Where the app logs; default: LOG_LEVEL (silent in tests). */
  logger?: Logger;
}

/** A migrated database (with the real content unless told otherwise) and the app over it. */
export async function createTestApp(
  kind: TestDatabase,
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { url, db, drop } = await kind.create();
  await migrateToLatest(db);
  if (options.withContent !== false) await importContent(db.kysely, await realContent());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ritualia-data-'));
  const env = loadEnv({
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BASE_URL: TEST_BASE_URL,
    AUTH_SECRET: TEST_AUTH_SECRET,
    ...envOverrides,
  });
  // A test has no socket; each TestClient names its own address in a header only tests read.
  const app = createApp({
    env,
    db,
    logger: options.logger ?? createLogger(env),
    clientIp: (c) => c.req.header(TEST_IP_HEADER),
  });
  await app.ready;
  const request = (pathname: string, init?: RequestInit) => Promise.resolve(app.hono.request(pathname, init));
  return {
    app,
    db,
    env,
    dataDir,
    request,
    client: (ip) => new TestClient(request, env.baseUrl, ip),
    async close() {
      await app.close();
      await db.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
