import { loadContent } from '../content/content-loader.ts';
import { importContent } from '../content/content-import.ts';
import { createDb } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadEnv } from '../env.ts';

const env = loadEnv();
const db = createDb(env.databaseUrl);
try {
  await migrateToLatest(db);
  const stats = await importContent(db.kysely, await loadContent(env.contentDir));
  console.log(`content imported: ${JSON.stringify(stats)}`);
} finally {
  await db.close();
}
