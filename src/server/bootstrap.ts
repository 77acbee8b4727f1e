import { createApp, type App } from './app.ts';
import { refreshContent } from './modules/content/index.ts';
import { createDb, type Db } from './platform/db/database.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import type { Env } from './platform/env.ts';
import type { Logger } from './platform/logger.ts';

// Start-up may wait behind another process migrating the same database; requests may not.
const SETUP_TIMEOUTS = { statementMs: 300_000, lockMs: 120_000, acquireMs: 30_000, backgroundMs: 300_000 };

/** Migrations and the content import, on a connection of their own with patient timeouts. */
async function prepareDatabase(env: Env, logger: Logger) {
  const setup = createDb(env.databaseUrl, SETUP_TIMEOUTS, env.sqliteSynchronous);
  try {
    const applied = await migrateToLatest(setup);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    // A migration may change what the import writes, so after one the content is imported anyway.
    const stats = await refreshContent(setup.kysely, env.contentDir, { force: applied.length > 0 });
    if (stats) logger.info({ ...stats, dialect: setup.dialect }, 'content imported');
    else logger.info({ dialect: setup.dialect }, 'content unchanged since the last import');
  } finally {
    await setup.close();
  }
}

/** Everything start-up does before listening: database, migrations, content, app. */
export async function bootstrap(env: Env, logger: Logger): Promise<{ db: Db; app: App }> {
  await prepareDatabase(env, logger);
  const db = createDb(env.databaseUrl, env.dbTimeouts, env.sqliteSynchronous);
  try {
    const app = createApp({ env, db, logger });
    await app.ready;
    return { db, app };
  } catch (error) {
    await db.close();
    throw error;
  }
}
