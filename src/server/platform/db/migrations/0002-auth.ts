import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { notNullColumns, userIdColumn } from '../migration-columns.ts';

/**
 * Accounts, sessions and one-time tokens for better-auth, with snake_case columns (mapped in
 * auth/auth-schema.ts). The column types are the ones better-auth's Kysely adapter reads and
 * writes on each engine: SQLite has no boolean or timestamp type, so it gets integer 0/1 and
 * ISO text (declared `date`, which better-auth's schema check expects there).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const bool = postgres ? 'boolean' : 'integer';
  const time = postgres ? 'timestamptz' : 'date';
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('email_verified', bool, (c) => c.notNull().defaultTo(postgres ? false : 0))
    .addColumn('image', 'text')
    .addColumn('created_at', time, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', time, (c) => c.notNull().defaultTo(now))
    // Preferences that belong to the person, not the device: e-mails go out in `language`.
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('es'))
    .addColumn('theme', 'text')
    .addColumn('time_zone', 'text')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', time, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', time, (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .$call(userIdColumn)
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .$call(notNullColumns({ account_id: 'text', provider_id: 'text' }))
    .$call(userIdColumn)
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', time)
    .addColumn('refresh_token_expires_at', time)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', time, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accounts_user_id_idx').on('accounts').column('user_id').execute();
  // One local user per provider identity, whatever better-auth's own checks do under a race.
  await db.schema
    .createIndex('accounts_provider_account_uidx')
    .on('accounts')
    .columns(['provider_id', 'account_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('verifications')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .$call(notNullColumns({ identifier: 'text', value: 'text' }))
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', time, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('verifications_identifier_idx')
    .on('verifications')
    .column('identifier')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['verifications', 'accounts', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
