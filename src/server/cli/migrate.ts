import { createDb } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { loadEnv } from '../platform/env.ts';

const env = loadEnv();
const db = createDb(env.databaseUrl);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} finally {
  await db.close();
}
