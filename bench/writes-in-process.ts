// npm run bench:writes-in-process — the CPU one completion costs the server, beside `GET /api/v1/me`
// (the session lookup and one user's reads) as the yardstick, both asked in process through
// Hono's `request` with no sockets and no load generator. On a shared or virtual machine wrk's
// figures move by a fifth or more from run to run; this one moves much less, so it is the one to
// compare two versions of the write path with (run each a few times, alternating). It says
// nothing about concurrency: bench:writes does.
import { cpus } from 'node:os';
import { signUpVerified } from '../tests/integration/support/accounts.ts';
import type { TestClient } from '../tests/integration/support/test-client.ts';
import { createTestApp } from '../tests/integration/support/test-app.ts';
import { testDatabases } from '../tests/integration/support/test-db.ts';

const USERS = 40;
const COUNT = Number(process.env.BENCH_COUNT ?? 1500);
const WARM_UP = 300;
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite').split(',');

/** CPU microseconds per call of `step(i)` over `count` calls, after `WARM_UP` unmeasured ones. */
async function cpuPer(count: number, step: (i: number) => Promise<void>, offset = 0): Promise<number> {
  for (let i = 0; i < WARM_UP; i++) await step(offset + i);
  const start = process.cpuUsage();
  for (let i = 0; i < count; i++) await step(offset + WARM_UP + i);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / count;
}

console.log(
  `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${COUNT} requests each after ${WARM_UP} to warm up`,
);
for (const engine of ENGINES) {
  const kind = testDatabases.find((d) => d.name === engine);
  if (!kind) throw new Error(`${engine}: not available (PostgreSQL needs TEST_DATABASE_URL)`);
  const t = await createTestApp(kind);
  try {
    const rituals = (await t.db.kysely.selectFrom('rituals').select('id').execute()).map((r) => r.id);
    if (COUNT + WARM_UP > USERS * rituals.length)
      throw new Error('more completions than user × ritual pairs');
    const users: TestClient[] = [];
    for (let i = 0; i < USERS; i++) users.push((await signUpVerified(t, `bench-${i}`)).browser);
    // Consecutive requests go to different users; each pair of user and ritual is stored once.
    const complete = async (i: number) => {
      const ritual = rituals[Math.floor(i / USERS) % rituals.length];
      const res = await users[i % USERS]!.post('/api/v1/me/completions', { ritual_id: ritual });
      if (res.status !== 201) throw new Error(`completion ${i}: ${res.status}`);
      await res.arrayBuffer();
    };
    const me = async (i: number) => {
      const res = await users[i % USERS]!.request('/api/v1/me');
      if (res.status !== 200) throw new Error(`/me: ${res.status}`);
      await res.arrayBuffer();
    };
    const completion = await cpuPer(COUNT, complete);
    const yardstick = await cpuPer(COUNT, me);
    console.log(
      `${engine}: completion ${completion.toFixed(0)} µs CPU; GET /api/v1/me (yardstick) ${yardstick.toFixed(0)} µs; completion / me ${(completion / yardstick).toFixed(2)}`,
    );
  } finally {
    await t.close();
  }
}
