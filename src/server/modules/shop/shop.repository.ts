import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { LocalDate } from '../../../shared/local-date.ts';
import { STREAK_FREEZE } from '../../../shared/shop.ts';
import { preparedQuery } from '../../platform/db/prepared-query.ts';
import { holdRows } from '../../platform/db/row-lock.ts';
import type { Database } from '../../platform/db/schema.ts';
import { storedTimeZone } from '../../platform/db/user-time-zone.ts';
import { userRows } from '../../platform/db/user-rows.ts';

// Every query names the session's user. Writes happen inside `withWallet`, which holds the user's
// wallet row for the whole transaction (db/row-lock.ts). So one user's purchases and freeze uses never
// interleave, and a balance read there stays true until the transaction ends.

type Trx = Transaction<Database>;

// Asked on every progress page and streak: prepared once (db/prepared-query.ts).
const anyFreeze = preparedQuery((db, { userId }: { userId: string }) =>
  db
    .selectFrom('purchases')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('item_key', '=', STREAK_FREEZE)
    .unionAll(db.selectFrom('freeze_uses').select('user_id').where('user_id', '=', userId))
    .limit(1),
);

export function createShopRepository(db: Kysely<Database>) {
  return {
    /** Runs `work` in a transaction that holds the user's wallet row (created on first use). */
    withWallet<T>(userId: string, now: string, work: (trx: Trx) => Promise<T>): Promise<T> {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('wallets')
          .values({ user_id: userId, palette: null, frame: null, updated_at: now })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute();
        await holdRows(trx, trx.selectFrom('wallets').select('user_id').where('user_id', '=', userId));
        return work(trx);
      });
    },

    purchases(trx: Trx, userId: string) {
      return userRows(trx, 'purchases', userId, ['item_key', 'price', 'local_date'])
        .orderBy('purchased_at')
        .execute();
    },

    findPurchase(trx: Trx, userId: string, idempotencyKey: string) {
      return userRows(trx, 'purchases', userId, [
        'item_key',
        'price',
        'idempotency_key',
        'purchased_at',
        'balance_after',
      ])
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
    },

    async insertPurchase(
      trx: Trx,
      row: {
        userId: string;
        item: string;
        price: number;
        idempotencyKey: string;
        at: string;
        localDate: LocalDate;
        balanceAfter: number;
      },
    ) {
      await trx
        .insertInto('purchases')
        .values({
          id: randomUUID(),
          user_id: row.userId,
          item_key: row.item,
          price: row.price,
          idempotency_key: row.idempotencyKey,
          purchased_at: row.at,
          local_date: row.localDate,
          balance_after: row.balanceAfter,
        })
        .execute();
    },

    timeZone(trx: Trx, userId: string) {
      return storedTimeZone(trx, userId);
    },

    async commitmentDates(trx: Trx, userId: string): Promise<LocalDate[]> {
      const rows = await userRows(trx, 'daily_commitments', userId, ['commitment_date']).execute();
      return rows.map((r) => r.commitment_date);
    },

    async frozenDates(trx: Trx, userId: string): Promise<LocalDate[]> {
      const rows = await userRows(trx, 'freeze_uses', userId, ['local_date']).orderBy('local_date').execute();
      return rows.map((r) => r.local_date);
    },

    /** Gives back the freezes of days that have a commitment after all (a late, offline one). */
    async refundCommittedFreezes(trx: Trx, userId: string) {
      await trx
        .deleteFrom('freeze_uses')
        .where('user_id', '=', userId)
        .where('local_date', 'in', (eb) =>
          eb.selectFrom('daily_commitments').select('commitment_date').where('user_id', '=', userId),
        )
        .execute();
    },

    async useFreezes(trx: Trx, userId: string, dates: readonly LocalDate[], at: string) {
      if (dates.length === 0) return;
      await trx
        .insertInto('freeze_uses')
        .values(dates.map((local_date) => ({ user_id: userId, local_date, used_at: at })))
        .onConflict((oc) => oc.columns(['user_id', 'local_date']).doNothing())
        .execute();
    },

    /** Whether the user ever bought a streak freeze or has a day covered by one. */
    async hasFreezes(userId: string): Promise<boolean> {
      return (await anyFreeze.executeTakeFirst(db, { userId })) !== undefined;
    },

    /** Everything the shop stores about the user, for the data export. */
    async exportRows(userId: string) {
      const [purchases, freezeUses, wallet] = await Promise.all([
        userRows(db, 'purchases', userId, [
          'item_key',
          'price',
          'idempotency_key',
          'purchased_at',
          'local_date',
          'balance_after',
        ])
          .orderBy('purchased_at')
          .execute(),
        userRows(db, 'freeze_uses', userId, ['local_date', 'used_at']).orderBy('local_date').execute(),
        userRows(db, 'wallets', userId, ['palette', 'frame', 'updated_at']).executeTakeFirst(),
      ]);
      return { purchases, freezeUses, wallet };
    },

    cosmetics(trx: Trx, userId: string) {
      return userRows(trx, 'wallets', userId, ['palette', 'frame']).executeTakeFirst();
    },

    async setCosmetics(trx: Trx, userId: string, palette: string | null, frame: string | null, at: string) {
      await trx
        .updateTable('wallets')
        .set({ palette, frame, updated_at: at })
        .where('user_id', '=', userId)
        .execute();
    },
  };
}
export type ShopRepository = ReturnType<typeof createShopRepository>;
