import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DB_TIMEOUTS, type Db } from '../../src/server/platform/db/database.ts';
import { withRequestBudget } from '../../src/server/platform/db/request-budget.ts';
import { testDatabases } from './support/test-db.ts';

// A request's PostgreSQL transaction waits for locks as long as a statement may run, its single
// statements only briefly, and work outside a request longer (docs/decisions/0007-database-faults.md). These tests check that a transaction's
// statements run inside it, with the transaction's lock patience, and that a transaction that
// fails keeps nothing.

const postgres = testDatabases.find((d) => d.name === 'postgres');
const seconds = (ms: number) => `${ms / 1000}s`;
/** PostgreSQL's way of showing a duration ('997ms', '1s') in milliseconds. */
const asMs = (shown: string | undefined) =>
  shown?.endsWith('ms') ? Number(shown.slice(0, -2)) : Number(shown?.slice(0, -1)) * 1000;

describe.runIf(postgres)('PostgreSQL transactions', () => {
  let database: { db: Db; drop(): Promise<void> };
  let db: Db['kysely'];
  const count = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from pipelined`.execute(db)).rows[0]?.n;

  beforeAll(async () => {
    database = await postgres!.create();
    db = database.db.kysely;
    await sql`create table pipelined (x int not null)`.execute(db);
  });
  afterAll(async () => {
    await database.db.close();
    await database.drop();
  });

  it('runs the first statement inside the transaction: others see its row only after the commit', async () => {
    await sql`truncate pipelined`.execute(db);
    let seenBeforeCommit: number | undefined;
    await db.transaction().execute(async (trx) => {
      await sql`insert into pipelined (x) values (${1})`.execute(trx);
      // Another pooled connection.
      seenBeforeCommit = await count();
    });
    expect(seenBeforeCommit).toBe(0);
    expect(await count()).toBe(1);
  });

  const lockTimeout = async (on: typeof db) =>
    (await sql<{ lock_timeout: string }>`show lock_timeout`.execute(on)).rows[0]?.lock_timeout;
  const statementTimeout = async (on: typeof db) =>
    (await sql<{ statement_timeout: string }>`show statement_timeout`.execute(on)).rows[0]?.statement_timeout;

  it("gives a request's transaction the statement's lock patience, and its single statements the short one", async () => {
    await withRequestBudget(DEFAULT_DB_TIMEOUTS.lockMs, async () => {
      // What is left of the statement's time since the request began: a few ms have gone.
      const patience = asMs(await db.transaction().execute((trx) => lockTimeout(trx)));
      expect(patience).toBeLessThanOrEqual(DEFAULT_DB_TIMEOUTS.statementMs);
      expect(patience).toBeGreaterThan(DEFAULT_DB_TIMEOUTS.statementMs - 500);
      // The same connections outside a transaction keep the short session setting.
      const outside = await Promise.all(Array.from({ length: 12 }, () => lockTimeout(db)));
      expect(outside).toEqual(Array.from({ length: 12 }, () => `${DEFAULT_DB_TIMEOUTS.lockMs}ms`));
      expect(await statementTimeout(db)).toBe(seconds(DEFAULT_DB_TIMEOUTS.statementMs));
    });
  });

  it('gives work outside a request the background patience, and requests their own back after it', async () => {
    const background = await Promise.all(
      Array.from({ length: 12 }, () =>
        db.transaction().execute(async (trx) => [await lockTimeout(trx), await statementTimeout(trx)]),
      ),
    );
    const patient = seconds(DEFAULT_DB_TIMEOUTS.backgroundMs);
    expect(background).toEqual(Array.from({ length: 12 }, () => [patient, patient]));
    expect([await lockTimeout(db), await statementTimeout(db)]).toEqual([patient, patient]);
    await withRequestBudget(DEFAULT_DB_TIMEOUTS.lockMs, async () => {
      const again = await Promise.all(Array.from({ length: 12 }, () => lockTimeout(db)));
      expect(again).toEqual(Array.from({ length: 12 }, () => `${DEFAULT_DB_TIMEOUTS.lockMs}ms`));
    });
  });

  it('keeps nothing of a transaction whose later statement fails', async () => {
    await sql`truncate pipelined`.execute(db);
    const failed = db.transaction().execute(async (trx) => {
      await sql`insert into pipelined (x) values (${2})`.execute(trx);
      await sql`insert into pipelined (x) values (${null})`.execute(trx);
    });
    await expect(failed).rejects.toThrow(/null value/);
    expect(await count()).toBe(0);
  });

  it('keeps nothing when the first statement itself fails, and its connection serves on', async () => {
    await sql`truncate pipelined`.execute(db);
    const failed = db.transaction().execute(async (trx) => {
      await sql`insert into pipelined (x) values (${1}::int / ${0}::int)`.execute(trx);
    });
    await expect(failed).rejects.toThrow(/division by zero/);
    // Every pooled connection is idle and outside any transaction again.
    const states = await Promise.all(
      Array.from({ length: 12 }, () =>
        db.transaction().execute(async (trx) => {
          await sql`insert into pipelined (x) values (${3})`.execute(trx);
          return (await sql<{ n: number }>`select count(*)::int as n from pipelined`.execute(trx)).rows[0]?.n;
        }),
      ),
    );
    expect(states.every((n) => n !== undefined && n >= 1)).toBe(true);
    expect(await count()).toBe(12);
  });

  it('ends a transaction that ran no statement, committed or rolled back', async () => {
    await expect(db.transaction().execute(async () => 'nothing')).resolves.toBe('nothing');
    await expect(
      db.transaction().execute(async () => {
        throw new Error('before any statement');
      }),
    ).rejects.toThrow('before any statement');
    // No connection was left inside a transaction.
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'`.execute(db);
    expect(rows[0]?.n).toBe(0);
  });
});
