// Helpers of bench/writes.ts: users and their sessions, request files, row checks, yardsticks.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { hashPassword } from '../src/server/modules/auth/password-hash.ts';
import { createDb, type Db } from '../src/server/platform/db/database.ts';

export const USERS = 200;
const PASSWORD = 'bench-password-123';
const PG = ['-h', '127.0.0.1', '-U', 'postgres'];

export function psql(database: string, command: string): string {
  return execFileSync('psql', [...PG, '-d', database, '-tAc', command], { encoding: 'utf8' }).trim();
}

/** An empty PostgreSQL database of this name, made afresh (a previous run's is dropped). */
export function freshPgDatabase(name: string) {
  psql('postgres', `drop database if exists ${name} with (force)`);
  psql('postgres', `create database ${name}`);
}

/** Creates USERS verified users with one password, then signs each in: their Cookie headers. */
export async function signedInUsers(databaseUrl: string, baseUrl: string): Promise<string[]> {
  const db = createDb(databaseUrl);
  const hash = await hashPassword(PASSWORD);
  const now = db.dialect === 'sqlite' ? new Date().toISOString() : new Date();
  const emails: string[] = [];
  for (let n = 0; n < USERS; n++) {
    const id = randomUUID();
    const email = `bench-${n}-${id.slice(0, 8)}@example.com`;
    emails.push(email);
    await db.kysely
      .insertInto('users')
      .values({
        id,
        name: `Bench ${n}`,
        email,
        email_verified: db.dialect === 'sqlite' ? 1 : true,
        created_at: now,
        updated_at: now,
        language: 'es',
        time_zone: 'UTC',
      } as never)
      .execute();
    await db.kysely
      .insertInto('accounts')
      .values({
        id: randomUUID(),
        account_id: id,
        provider_id: 'credential',
        user_id: id,
        password: hash,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
  }
  await db.close();
  const cookies: string[] = [];
  for (let n = 0; n < emails.length; n += 4) {
    cookies.push(...(await Promise.all(emails.slice(n, n + 4).map((email) => signIn(baseUrl, email)))));
  }
  return cookies;
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** One line per (user, item), users taking turns, as bench/writes.lua reads them. */
export function requestFile(file: string, cookies: string[], bodies: string[]): number {
  const lines: string[] = [];
  for (const body of bodies) for (const cookie of cookies) lines.push(`${cookie}\t${body}`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return lines.length;
}

/** The commitments a user may still make now: today and the days a queued one may be late. */
export function commitmentBodies(days = 7): string[] {
  const today = Date.now();
  return Array.from({ length: days + 1 }, (_, d) => {
    const date = new Date(today - d * 86_400_000).toISOString().slice(0, 10);
    return JSON.stringify(d === 0 ? { date } : { date, made_at: `${date}T12:00:00.000Z` });
  });
}

export async function ritualIds(databaseUrl: string): Promise<number[]> {
  const db = createDb(databaseUrl);
  const rows = await db.kysely.selectFrom('rituals').select('id').where('is_active', '=', 1).execute();
  await db.close();
  return rows.map((r) => r.id);
}

/** Rows stored and rows stored twice (which the unique keys should make impossible). */
export async function countRows(databaseUrl: string) {
  const db = createDb(databaseUrl);
  const one = async (query: ReturnType<typeof sql<{ n: number }>>) =>
    Number((await query.execute(db.kysely)).rows[0]?.n ?? 0);
  const result = {
    completions: await one(sql`select count(*) as n from completed_rituals`),
    commitments: await one(sql`select count(*) as n from daily_commitments`),
    achievements: await one(sql`select count(*) as n from user_achievements`),
    doubled:
      (await one(sql`select count(*) as n from (select 1 as x from completed_rituals
        group by user_id, ritual_id having count(*) > 1) as d`)) +
      (await one(sql`select count(*) as n from (select 1 as x from daily_commitments
        group by user_id, commitment_date having count(*) > 1) as d`)) +
      (await one(sql`select count(*) as n from (select 1 as x from user_achievements
        group by user_id, achievement_key having count(*) > 1) as d`)),
  };
  await db.close();
  return result;
}

export async function versions(databaseUrl: string, dialect: Db['dialect']): Promise<string> {
  const db = createDb(databaseUrl);
  const query =
    dialect === 'sqlite'
      ? sql<{ v: string }>`select sqlite_version() as v`
      : sql<{ v: string }>`show server_version`;
  const { rows } = await query.execute(db.kysely);
  await db.close();
  return `${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} ${Object.values(rows[0] ?? {})[0] ?? '?'}`;
}

/** Yardstick: single-row transactions through better-sqlite3 with the app's pragmas, one thread. */
export function sqliteYardstick(file: string, seconds: number, sync: 'normal' | 'full' = 'normal'): number {
  const db = new SQLite(file);
  for (const p of ['journal_mode = WAL', 'busy_timeout = 5000', `synchronous = ${sync}`, 'foreign_keys = ON'])
    db.pragma(p);
  db.exec(
    'create table if not exists yardstick (id text primary key, user_id text not null, n integer not null)',
  );
  const insert = db.prepare('insert into yardstick (id, user_id, n) values (?, ?, ?)');
  const begin = db.prepare('begin');
  const commit = db.prepare('commit');
  let count = 0;
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    begin.run();
    insert.run(randomUUID(), `u${count % USERS}`, count);
    commit.run();
    count++;
  }
  db.close();
  return count / seconds;
}

/** Yardstick: pgbench running single-row insert transactions at the same concurrency. */
export function pgbenchYardstick(database: string, file: string, clients: number, seconds: number): number {
  psql(
    database,
    'create table if not exists yardstick (id text primary key, user_id text not null, n integer not null)',
  );
  writeFileSync(
    file,
    `\\set u random(1, ${USERS})\nbegin;\ninsert into yardstick (id, user_id, n) values (gen_random_uuid()::text, :u, 1);\nend;\n`,
  );
  const out = execFileSync(
    'pgbench',
    [...PG, '-n', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', file, database],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
}
