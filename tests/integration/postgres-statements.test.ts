import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/platform/db/database.ts';
import { STATEMENTS_PER_CONNECTION } from '../../src/server/platform/db/postgres-statements.ts';
import type { Database } from '../../src/server/platform/db/schema.ts';
import { testDatabases } from './support/test-db.ts';

const postgres = testDatabases.find((d) => d.name === 'postgres');

/** The statements prepared on this session, as PostgreSQL reports them. */
async function prepared(db: Kysely<Database>) {
  const { rows } = await sql<{ statement: string; runs: number }>`
    select statement, generic_plans + custom_plans as runs from pg_prepared_statements`.execute(db);
  return rows;
}

describe.runIf(postgres)('PostgreSQL statements prepared per connection', () => {
  let database: { db: Db; drop(): Promise<void> };
  beforeAll(async () => {
    database = await postgres!.create();
  });
  afterAll(async () => {
    await database.db.close();
    await database.drop();
  });

  it('prepares a repeated query once on its connection and runs it from there', async () => {
    await database.db.kysely.connection().execute(async (db) => {
      for (let i = 0; i < 5; i += 1) {
        const { rows } = await sql<{ n: number }>`select ${i}::int + 1 as n`.execute(db);
        expect(rows).toEqual([{ n: i + 1 }]);
      }
      // Inside a transaction too, and still after its rollback.
      await sql`begin`.execute(db);
      await sql`select ${9}::int + 1 as n`.execute(db);
      await sql`rollback`.execute(db);
      expect(await prepared(db)).toEqual([{ statement: 'select $1::int + 1 as n', runs: 6 }]);
    });
  });

  it('keeps a bounded number per connection however many texts it sees', async () => {
    await database.db.kysely.connection().execute(async (db) => {
      const texts = STATEMENTS_PER_CONNECTION + 50;
      for (let i = 0; i < texts; i += 1) {
        const { rows } = await sql<{ n: number }>`select ${i}::int + ${sql.lit(i)} as n`.execute(db);
        expect(rows).toEqual([{ n: 2 * i }]);
      }
      const statements = await prepared(db);
      expect(statements.length).toBeLessThanOrEqual(STATEMENTS_PER_CONNECTION);
      // The most recent text is among them; the first ones were dropped.
      expect(statements.map((s) => s.statement)).toContain(`select $1::int + ${texts - 1} as n`);
      expect(statements.map((s) => s.statement)).not.toContain('select $1::int + 0 as n');
      // Long parameter lists vary with their data: not prepared.
      const many = Array.from({ length: 100 }, (_, i) => i);
      await sql`select ${sql.join(many)} = 0`.execute(db);
      expect((await prepared(db)).length).toBe(statements.length);
    });
  });

  it('prepares a query again when a schema change altered what it returns', async () => {
    await database.db.kysely.connection().execute(async (db) => {
      await sql`create table shape (id int primary key)`.execute(db);
      await sql`insert into shape values (1)`.execute(db);
      const read = () => sql`select * from shape where id = ${1}`.execute(db);
      expect((await read()).rows).toEqual([{ id: 1 }]);
      await sql`alter table shape add column label text default 'one'`.execute(db);
      expect((await read()).rows).toEqual([{ id: 1, label: 'one' }]);
      expect((await read()).rows).toEqual([{ id: 1, label: 'one' }]);
      expect((await prepared(db)).map((s) => s.statement)).toContain('select * from shape where id = $1');
    });
  });
});
