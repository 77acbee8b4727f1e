import type { Kysely } from 'kysely';
import { notNullColumns, userIdColumn } from '../migration-columns.ts';

/**
 * The shop, streak freezes and the practice journal (docs/decisions/0011-shop-and-streak-freezes.md).
 * - wallets: one row per user who has used the shop; purchases lock it so one user's purchases
 *   run one at a time, and it keeps the applied cosmetics (so they follow the user everywhere).
 * - purchases: spending rows (ADR 0004: the balance is earned minus spent); one per
 *   (user, idempotency key), so a repeated request can never buy twice.
 * - freeze_uses: a missed day covered by a streak freeze, one per (user, date).
 * - journal_entries: a private note and mood on a completed ritual or a committed day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallets')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('palette', 'text')
    .addColumn('frame', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('purchases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(userIdColumn)
    .$call(
      notNullColumns({
        item_key: 'text',
        price: 'integer',
        idempotency_key: 'text',
        purchased_at: 'text',
        local_date: 'text',
        balance_after: 'integer',
      }),
    )
    .addUniqueConstraint('purchases_user_idempotency', ['user_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('freeze_uses')
    .$call(userIdColumn)
    .$call(notNullColumns({ local_date: 'text', used_at: 'text' }))
    .addPrimaryKeyConstraint('freeze_uses_pk', ['user_id', 'local_date'])
    .execute();

  await db.schema
    .createTable('journal_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(userIdColumn)
    .addColumn('ritual_id', 'integer')
    .addColumn('commitment_date', 'text')
    .$call(notNullColumns({ entry_date: 'text', text: 'text' }))
    .addColumn('mood', 'integer')
    .$call(notNullColumns({ created_at: 'text', updated_at: 'text' }))
    .addUniqueConstraint('journal_entries_user_ritual', ['user_id', 'ritual_id'])
    .addUniqueConstraint('journal_entries_user_day', ['user_id', 'commitment_date'])
    .execute();
  await db.schema
    .createIndex('journal_entries_user_order')
    .on('journal_entries')
    .columns(['user_id', 'entry_date', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['journal_entries', 'freeze_uses', 'purchases', 'wallets']) {
    await db.schema.dropTable(table).execute();
  }
}
