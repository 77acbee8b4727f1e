import path from 'node:path';
import { backupDatabase } from '../platform/db/backup.ts';
import { loadEnv } from '../platform/env.ts';

// npm run db:backup [-- destination]   default: <DATA_DIR>/backups/ritualia-<time>.(db|dump)
const env = loadEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const extension = env.databaseUrl.startsWith('file:') ? 'db' : 'dump';
const destination = path.resolve(
  process.argv[2] ?? path.join(env.dataDir, 'backups', `ritualia-${stamp}.${extension}`),
);
try {
  await backupDatabase(env.databaseUrl, destination);
  console.log(`backup written to ${destination}`);
} catch (error) {
  console.error(`db:backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
