import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors.ts';
import { SharedStatementsDialect } from './postgres-shared.ts';
import type { Database } from './schema.ts';

// When the shared connections cannot be had, a statement fails as one that cannot get a pooled
// connection does: with an error the app answers 503 for.

const refused = () =>
  Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));

describe('shared statements without a connection', () => {
  it('fails with an unavailable error when no connection can be opened', async () => {
    const db = new Kysely<Database>({
      dialect: new SharedStatementsDialect({ connect: refused, end: async () => {} }, 2),
    });
    const error = await sql`select 1`.execute(db).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('fails with an unavailable error once the database was closed', async () => {
    const db = new Kysely<Database>({
      dialect: new SharedStatementsDialect({ connect: refused, end: async () => {} }, 2),
    });
    await db.destroy();
    const error = await sql`select 1`.execute(db).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
