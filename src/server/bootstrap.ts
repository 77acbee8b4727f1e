import { createApp, type App } from './app.ts';
import { loadContent } from './content/content-loader.ts';
import { importContent } from './content/content-import.ts';
import { createDb, type Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';

/** Everything start-up does before listening: database, migrations, content, app. */
export async function bootstrap(env: Env, logger: Logger): Promise<{ db: Db; app: App }> {
  const db = createDb(env.databaseUrl);
  try {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    const stats = await importContent(db.kysely, await loadContent(env.contentDir));
    logger.info({ ...stats, dialect: db.dialect }, 'content imported');
    const app = createApp({ env, db, logger });
    await app.ready;
    return { db, app };
  } catch (error) {
    await db.close();
    throw error;
  }
}
