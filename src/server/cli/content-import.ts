import { refreshContent } from '../content/content-refresh.ts';
import { createDb } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadEnv } from '../env.ts';

const env = loadEnv();
const db = createDb(env.databaseUrl);
try {
  await migrateToLatest(db);
  // Always the full read, check and import; it records the fingerprint the next start compares.
  const stats = await refreshContent(db.kysely, env.contentDir, { force: true });
  console.log(`content imported: ${JSON.stringify(stats)}`);
} finally {
  await db.close();
}
