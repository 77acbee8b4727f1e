import { createDb } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadEnv } from '../env.ts';

const env = loadEnv();
const db = createDb(env.databaseUrl);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} finally {
  await db.close();
}
