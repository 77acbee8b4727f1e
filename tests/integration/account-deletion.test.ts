import { getMigrations } from 'better-auth/db/migration';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/shared/api/envelope.ts';
import { USER_OWNED_TABLES } from '../../src/server/platform/db/user-owned-tables.ts';
import { signUpVerified } from './support/accounts.ts';
import { lastMailTo } from './support/outbox.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

describe.each(testDatabases)('account deletion on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { withContent: false });
  });
  afterAll(() => t.close());

  /** Tables with a user_id column, as the database itself reports them. */
  async function tablesWithUserId(): Promise<string[]> {
    const tables = await t.db.kysely.introspection.getTables();
    return tables.filter((tb) => tb.columns.some((c) => c.name === 'user_id')).map((tb) => tb.name);
  }

  it('lists every table that has a user_id column as user-owned', async () => {
    const owned = await tablesWithUserId();
    expect(owned.length).toBeGreaterThan(0);
    expect(owned.filter((name) => !(USER_OWNED_TABLES as readonly string[]).includes(name))).toEqual([]);
  });

  it('matches the schema better-auth expects (nothing left for it to migrate)', async () => {
    const m = await getMigrations((await t.app.auth()).options);
    expect({ create: m.toBeCreated, add: m.toBeAdded, indexes: m.toBeAddedIndexes }).toEqual({
      create: [],
      add: [],
      indexes: [],
    });
  });

  it('asks for the password of an account that has one', async () => {
    const { browser, password } = await signUpVerified(t, 'confirm');
    const missing = await browser.delete('/api/v1/me', {}, { headers: { 'accept-language': 'en' } });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error).toEqual({
      code: 'password_required',
      message: 'Enter your password to confirm.',
    });
    const wrong = await browser.delete('/api/v1/me', { password: `${password}x` });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as ErrorBody).error).toEqual({
      code: 'wrong_password',
      message: 'La contraseña no es correcta.',
    });
    expect((await browser.get('/api/v1/me')).status).toBe(200);
  });

  it('removes every row of the user in one go, signs out everywhere and spares other users', async () => {
    const victim = await signUpVerified(t, 'leaving');
    const bystander = await signUpVerified(t, 'staying');
    const phone = t.client();
    await phone.post('/api/auth/sign-in/email', { email: victim.email, password: victim.password });
    // Pending one-time tokens of the user: a reset link and an e-mail sign-in link.
    await t
      .client()
      .post('/api/auth/request-password-reset', { email: victim.email, redirectTo: '/auth/reset-password' });
    await t
      .client()
      .post('/api/auth/sign-in/magic-link', { email: victim.email.toUpperCase(), callbackURL: '/' });
    lastMailTo(t.dataDir, victim.email);
    const { id } = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', victim.email)
      .executeTakeFirstOrThrow();
    const { id: bystanderId } = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', bystander.email)
      .executeTakeFirstOrThrow();

    const res = await victim.browser.delete('/api/v1/me', { password: victim.password });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('ritualia.session_token='));
    expect(cleared).toMatch(/Max-Age=0/);
    expect(victim.browser.sessionToken).toBeUndefined();
    expect((await phone.get('/api/v1/me')).status).toBe(401);

    const count = async (table: string, column: string, value: string) => {
      const row = await sql<{
        n: number;
      }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${value}`.execute(
        t.db.kysely,
      );
      return Number(row.rows[0]?.n);
    };
    for (const table of await tablesWithUserId()) {
      expect({ table, rows: await count(table, 'user_id', id) }).toEqual({ table, rows: 0 });
    }
    expect(await count('users', 'id', id)).toBe(0);
    const tokens = await t.db.kysely.selectFrom('verifications').select('value').execute();
    expect(tokens.filter((v) => v.value === id || v.value.toLowerCase().includes(victim.email))).toEqual([]);

    expect(await count('users', 'id', bystanderId)).toBe(1);
    expect(await count('sessions', 'user_id', bystanderId)).toBeGreaterThan(0);
    expect((await bystander.browser.get('/api/v1/me')).status).toBe(200);
  });

  it('deletes an account without a password on its session alone', async () => {
    const browser = t.client();
    const email = `nopass-${Date.now()}@example.com`;
    await browser.post('/api/auth/sign-in/magic-link', { email, callbackURL: '/' });
    const link = lastMailTo(t.dataDir, email).links[0] ?? '';
    await browser.get(link);
    expect(browser.sessionToken).toBeDefined();
    const res = await browser.delete('/api/v1/me');
    expect(res.status).toBe(200);
    expect(await t.db.kysely.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual(
      [],
    );
  });
});
