import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/platform/db/database.ts';
import { testDatabases } from './support/test-db.ts';

// Single statements of the hot paths share two pipelined connections held from the pool
// (docs/decisions/0037-shared-pipelined-statements.md). Each must get its own answer or error,
// whatever else was written with it, and a cut connection must be replaced.

const postgres = testDatabases.find((d) => d.name === 'postgres');

describe.runIf(postgres)('PostgreSQL statements on shared pipelined connections', () => {
  let database: { db: Db; drop(): Promise<void> };
  let db: Db['statements'];
  const pids = async (n: number) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        sql<{ pid: number; i: number }>`select pg_backend_pid() as pid, ${i}::int as i`.execute(db),
      ),
    );

  const sixReads = () =>
    Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        sql<{ x: number }>`select x from later_table where x = ${i}`.execute(db),
      ),
    );

  beforeAll(async () => {
    database = await postgres!.create();
    db = database.db.statements;
  });
  afterAll(async () => {
    await database.db.close();
    await database.drop();
  });

  it('answers every statement with its own rows, all on two connections', async () => {
    const answers = await pids(60);
    expect(answers.map((a) => a.rows[0]?.i)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(new Set(answers.map((a) => a.rows[0]?.pid)).size).toBeLessThanOrEqual(2);
  });

  it('fails only the statement that fails, not those written with it', async () => {
    const settled = await Promise.allSettled(
      Array.from({ length: 9 }, (_, i) => sql<{ q: number }>`select 10 / ${i % 3}::int as q`.execute(db)),
    );
    settled.forEach((result, i) => {
      if (i % 3 === 0) expect(result.status).toBe('rejected');
      else expect(result.status === 'fulfilled' && result.value.rows[0]?.q).toBe((10 / (i % 3)) >> 0);
    });
  });

  it('answers statements written behind a first preparation that fails with their own error', async () => {
    const failed = await sixReads();
    for (const result of failed) {
      expect(result.status).toBe('rejected');
      // The table's absence, not a statement that was never prepared.
      expect(String(result.status === 'rejected' && result.reason)).toMatch(
        /relation "later_table" does not exist/,
      );
    }
    await sql`create table later_table (x int)`.execute(database.db.kysely);
    await sql`insert into later_table values (1), (4)`.execute(database.db.kysely);
    const answered = await sixReads();
    expect(answered.map((r) => (r.status === 'fulfilled' ? r.value.rows.length : 'failed'))).toEqual([
      0, 1, 0, 0, 1, 0,
    ]);
  });

  it('opens new connections when the shared ones are cut', async () => {
    const before = new Set((await pids(10)).map((a) => a.rows[0]?.pid));
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where pid = any(${[...before]}::int[])`.execute(database.db.kysely);
    // The cut is noticed on the next use at the latest; that use may fail (503), later ones work.
    await Promise.allSettled([pids(4)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = await pids(10);
    expect(after.every((a) => a.rows.length === 1)).toBe(true);
    expect([...new Set(after.map((a) => a.rows[0]?.pid))].some((pid) => before.has(pid))).toBe(false);
  });

  it('refuses a transaction: those take a pooled connection of their own', async () => {
    await expect(db.transaction().execute(async () => undefined)).rejects.toThrow(/single statements/);
  });
});
