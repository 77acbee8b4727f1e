import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/platform/db/database.ts';
import type { TipType } from '../../src/shared/taxonomy.ts';
import { migrateToLatest } from '../../src/server/platform/db/migrate.ts';
import { preparedQuery } from '../../src/server/platform/db/prepared-query.ts';
import { testDatabases } from './support/test-db.ts';

// One prepared query object serves every database the process opens: each dialect gets its own
// SQL, and every run gets its own values.
const tipsFrom = preparedQuery((db, { day, type }: { day: number; type: TipType }) =>
  db
    .selectFrom('daily_tips')
    .select(['id', 'day_of_year', 'type'])
    .where('day_of_year', '>=', day)
    .where('type', '=', type)
    .where('is_active', '=', 1)
    .orderBy('id'),
);

const countOver = preparedQuery(
  (_db, { min }: { min: number }) =>
    sql<{
      n: number;
    }>`select count(*) as n from daily_tips where day_of_year > ${min} and day_of_year > ${min}`,
);

describe.each(testDatabases)('preparedQuery on $name', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await kind.create();
    ({ db, drop } = created);
    await migrateToLatest(db);
    await db.kysely
      .insertInto('daily_tips')
      .values(
        [1, 2, 3, 4].map((id) => ({
          id,
          day_of_year: id * 10,
          type: (id % 2 === 0 ? 'affirmation' : 'meditation') as TipType,
          intention: 'love',
          is_active: id === 4 ? 0 : 1,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  it('answers each run with its own values, constants kept', async () => {
    expect(await tipsFrom.execute(db.kysely, { day: 10, type: 'meditation' })).toEqual([
      { id: 1, day_of_year: 10, type: 'meditation' },
      { id: 3, day_of_year: 30, type: 'meditation' },
    ]);
    expect(await tipsFrom.execute(db.kysely, { day: 15, type: 'meditation' })).toEqual([
      { id: 3, day_of_year: 30, type: 'meditation' },
    ]);
    // Tip 4 is inactive: the constant `is_active = 1` still applies.
    expect(await tipsFrom.execute(db.kysely, { day: 10, type: 'affirmation' })).toEqual([
      { id: 2, day_of_year: 20, type: 'affirmation' },
    ]);
    expect(await tipsFrom.executeTakeFirst(db.kysely, { day: 99, type: 'meditation' })).toBeUndefined();
  });

  it('runs inside a transaction, and a sql template with a value used twice', async () => {
    const n = await db.kysely
      .transaction()
      .execute(async (trx) => (await countOver.executeTakeFirst(trx, { min: 20 }))?.n);
    expect(Number(n)).toBe(2);
    expect(Number((await countOver.executeTakeFirst(db.kysely, { min: 0 }))?.n)).toBe(4);
  });

  it('refuses a value that would become part of the SQL instead of a parameter', async () => {
    const shaped = preparedQuery((d, { column }: { column: string }) =>
      d.selectFrom('daily_tips').select(sql.ref(column).as('x')),
    );
    await expect(shaped.execute(db.kysely, { column: 'id' })).rejects.toThrow(/not parameters/);
  });
});
