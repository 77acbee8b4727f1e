import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, DEFAULT_DB_TIMEOUTS } from './database.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'ritualia-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The journal mode and synchronous level of a new database opened with `sync`. */
async function pragmas(sync?: 'normal' | 'full') {
  const db = createDb(`file:${path.join(dir, `${sync ?? 'default'}.db`)}`, DEFAULT_DB_TIMEOUTS, sync);
  const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db.kysely);
  const level = await sql<{ synchronous: number }>`pragma synchronous`.execute(db.kysely);
  await db.close();
  return [mode.rows[0]?.journal_mode, level.rows[0]?.synchronous];
}

describe('a SQLite database', () => {
  it('runs in WAL with synchronous NORMAL by default, FULL when asked', async () => {
    // SQLite reports synchronous as a number: 1 is NORMAL, 2 is FULL.
    expect(await pragmas()).toEqual(['wal', 1]);
    expect(await pragmas('normal')).toEqual(['wal', 1]);
    expect(await pragmas('full')).toEqual(['wal', 2]);
  });
});
