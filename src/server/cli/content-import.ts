import { refreshContent } from '../modules/content/index.ts';
import { createDb } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { loadEnv } from '../platform/env.ts';

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
