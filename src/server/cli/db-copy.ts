import { createDb } from '../platform/db/database.ts';
import { copySqliteToPostgres } from '../platform/db/db-copy.ts';
import { loadEnv } from '../platform/env.ts';

// npm run db:copy -- postgres://user@host/db   copies the configured SQLite database into it.
const target = process.argv[2];
if (!target || !/^postgres(ql)?:\/\//.test(target)) {
  console.error('usage: npm run db:copy -- postgres://user:password@host:5432/database');
  process.exit(2);
}
const env = loadEnv();
const setup = { statementMs: 600_000, lockMs: 60_000, acquireMs: 30_000, backgroundMs: 600_000 };
const source = createDb(env.databaseUrl, setup);
const destination = createDb(target, setup);
try {
  const report = await copySqliteToPostgres(source, destination);
  for (const t of report.tables) {
    console.log(`${t.source === t.target ? 'ok  ' : 'DIFF'} ${t.table.padEnd(28)} ${t.source} → ${t.target}`);
  }
  console.log(report.ok ? 'copied; every row count matches' : 'row counts differ');
  process.exitCode = report.ok ? 0 : 1;
} catch (error) {
  console.error(`db:copy failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await source.close();
  await destination.close();
}
