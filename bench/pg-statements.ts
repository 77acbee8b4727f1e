// npm run bench:pg-statements — the award read (`awardCounts`) on PostgreSQL, prepared once per
// connection (the app's pool, db/postgres-statements.ts) beside the yardstick measured in the same
// run: the same read through a plain pg pool, parsed and planned on every query. Reports the
// PostgreSQL backend's CPU per query (read from /proc, so the server must run on this machine),
// which other load on the machine hardly moves, and the wall time. Needs a database the writes
// bench has filled: BENCH_PG_DATABASE (ritualia_bench).
import { loadavg } from 'node:os';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { awardCounts } from '../src/server/modules/achievements/achievements.repository.ts';
import { createDb } from '../src/server/platform/db/database.ts';
import type { Database } from '../src/server/platform/db/schema.ts';
import { cpuMs } from './bench-app.ts';

const PG_DB = process.env.BENCH_PG_DATABASE ?? 'ritualia_bench';
const QUERIES = Number(process.env.BENCH_QUERIES ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const url = `postgres://postgres@127.0.0.1:5432/${PG_DB}`;

async function measure(db: Kysely<Database>, users: string[]) {
  return db.connection().execute(async (c) => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(c);
    const pid = rows[0]!.pid;
    const now = new Date().toISOString();
    await awardCounts(c, users[0]!, now);
    const cpu = cpuMs(pid);
    const start = performance.now();
    for (let i = 0; i < QUERIES; i += 1) await awardCounts(c, users[i % users.length]!, now);
    return { wall: (performance.now() - start) / QUERIES, backend: (cpuMs(pid) - cpu) / QUERIES };
  });
}

const line = (kind: string, r: { wall: number; backend: number }) =>
  `${kind.padEnd(10)} backend CPU ${(r.backend * 1000).toFixed(0).padStart(5)} µs/query  wall ${(r.wall * 1000).toFixed(0).padStart(5)} µs/query`;

const prepared = createDb(url);
const plain = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
});
try {
  const users = (await prepared.kysely.selectFrom('users').select('id').execute()).map((u) => u.id);
  if (users.length === 0) throw new Error(`no users in ${PG_DB}: run npm run bench:writes first`);
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}, ${users.length} users, ${QUERIES} queries a run`,
  );
  for (let round = 1; round <= ROUNDS; round += 1) {
    const unnamed = await measure(plain, users);
    const named = await measure(prepared.kysely, users);
    console.log(`round ${round}: ${line('unnamed', unnamed)}`);
    console.log(
      `round ${round}: ${line('prepared', named)}  = ${(named.backend / unnamed.backend).toFixed(2)} of the backend CPU, ${(named.wall / unnamed.wall).toFixed(2)} of the wall time`,
    );
  }
} finally {
  await plain.destroy();
  await prepared.close();
}
