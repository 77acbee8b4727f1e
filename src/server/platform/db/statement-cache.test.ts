import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

describe('the SQLite statement cache', () => {
  it('reuses a statement for the same SQL, keeps at most its size, and answers as SQLite does', () => {
    const sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite, 2);
    db.prepare('create table t (n integer)').run([]);
    const insert = db.prepare('insert into t (n) values (?)');
    insert.run([1]);
    expect(db.prepare('insert into t (n) values (?)')).toBe(insert);
    db.prepare('insert into t (n) values (?)').run([2]);
    expect(db.prepare('select n from t order by n').all([])).toEqual([{ n: 1 }, { n: 2 }]);
    // Size 2: two other statements used since have pushed the insert out.
    db.prepare('select count(*) as c from t');
    expect(db.prepare('select count(*) as c from t').all([])).toEqual([{ c: 2 }]);
    expect(db.prepare('insert into t (n) values (?)')).not.toBe(insert);
    db.close();
    expect(sqlite.open).toBe(false);
  });
});
