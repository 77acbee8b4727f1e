import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/server/platform/db/database.ts';

// Transactions that run in the same turn of the event loop share one SQLite commit
// (docs/decisions/0031-sqlite-group-commit.md). What a caller can observe: when its transaction
// or query resolves, its work is committed (another connection to the file sees it); a member
// that fails takes only its own work back; a commit that fails fails every member of the group.

const insertChild = (trx: Kysely<unknown>, id: number, parent = 1) =>
  sql`insert into children (id, parent) values (${id}, ${parent})`.execute(trx);

describe('SQLite group commit', () => {
  let dir: string;
  let db: Db;
  let k: Kysely<unknown>;
  let other: SQLite.Database;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ritualia-group-'));
    const file = path.join(dir, 'group.db');
    db = createDb(`file:${file}`);
    k = db.kysely as unknown as Kysely<unknown>;
    await sql`create table parents (id integer primary key)`.execute(k);
    // Checked at commit, not at insert: the way to make a group's commit fail.
    await sql`create table children (id integer primary key, parent integer
      references parents (id) deferrable initially deferred)`.execute(k);
    await sql`insert into parents (id) values (1)`.execute(k);
    // A write SQLite answers by rolling back the whole transaction, as it does after a full disk.
    await sql`create table doomed (id integer primary key)`.execute(k);
    await sql`create trigger doom before insert on doomed begin select raise(rollback, 'doomed'); end`.execute(
      k,
    );
    other = new SQLite(file, { readonly: true });
  });
  afterEach(async () => {
    other.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const seenElsewhere = (id: number) =>
    other.prepare('select id from children where id = ?').get(id) !== undefined;

  it('resolves each transaction only once its work is committed, and a failing one rolls back alone', async () => {
    const seenWhenResolved: boolean[] = [];
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        k
          .transaction()
          .execute(async (trx) => {
            await insertChild(trx, 100 + i);
            if (i === 5) throw new Error('member 5 fails');
            await insertChild(trx, 200 + i);
          })
          .then(() => {
            seenWhenResolved[i] = seenElsewhere(100 + i) && seenElsewhere(200 + i);
          }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(
      Array.from({ length: 12 }, (_, i) => (i === 5 ? 'rejected' : 'fulfilled')),
    );
    expect(seenWhenResolved.filter(Boolean)).toHaveLength(11);
    expect(seenElsewhere(105)).toBe(false);
    const count = (await sql<{ n: number }>`select count(*) as n from children`.execute(k)).rows[0]?.n;
    expect(count).toBe(22);
  });

  it('answers a plain query run while a group is open only after the commit', async () => {
    let seenWhenRead: boolean | undefined;
    await Promise.all([
      k.transaction().execute((trx) => insertChild(trx, 7)),
      // It reads the open group's row; it must not answer before that row is committed.
      sql<{ n: number }>`select count(*) as n from children where id = 7`.execute(k).then(({ rows }) => {
        seenWhenRead = seenElsewhere(7);
        expect(rows[0]?.n).toBe(1);
      }),
    ]);
    expect(seenWhenRead).toBe(true);
  });

  it('fails every member when the shared commit fails, and the next transaction works', async () => {
    const results = await Promise.allSettled([
      k.transaction().execute((trx) => insertChild(trx, 1)),
      k.transaction().execute((trx) => insertChild(trx, 2, 999)), // no parent 999: refused at commit
      sql`insert into children (id, parent) values (3, 1)`.execute(k),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect([1, 2, 3].map(seenElsewhere)).toEqual([false, false, false]);
    await k.transaction().execute((trx) => insertChild(trx, 4));
    expect(seenElsewhere(4)).toBe(true);
  });

  it('fails the members whose work SQLite rolled back on its own, and the next transaction works', async () => {
    const results = await Promise.allSettled([
      k.transaction().execute((trx) => insertChild(trx, 11)),
      sql`insert into doomed (id) values (1)`.execute(k),
      k.transaction().execute((trx) => insertChild(trx, 12)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect([11, 12].map(seenElsewhere)).toEqual([false, true]);
  });
});
