import type { Kysely } from 'kysely';
import { notNullColumns, userIdColumn } from '../migration-columns.ts';

/**
 * Daily reminders. A user's choice (time, weekdays, channels), their browsers' push
 * subscriptions, the hash of their private calendar link, and one row per reminder sent: the
 * row's unique key (user, local date, channel) is what lets any number of app processes share
 * the work while each reminder goes out once. Booleans are 0/1 and instants ISO-8601 UTC text
 * on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reminder_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .$call(
      notNullColumns({ time: 'text', days: 'text', push: 'integer', email: 'integer', updated_at: 'text' }),
    )
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(userIdColumn)
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .$call(notNullColumns({ p256dh: 'text', auth: 'text', created_at: 'text' }))
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('reminder_sends')
    .$call(userIdColumn)
    .$call(notNullColumns({ local_date: 'text', channel: 'text', sent_at: 'text' }))
    .addPrimaryKeyConstraint('reminder_sends_pk', ['user_id', 'local_date', 'channel'])
    .execute();

  await db.schema
    .createTable('calendar_tokens')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['calendar_tokens', 'reminder_sends', 'push_subscriptions', 'reminder_settings']) {
    await db.schema.dropTable(table).execute();
  }
}
