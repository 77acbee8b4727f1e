import type { Kysely } from 'kysely';
import type { Database, ReminderSendsTable } from '../../platform/db/schema.ts';
import { insertOnce } from '../../platform/db/insert-once.ts';
import { userRows } from '../../platform/db/user-rows.ts';

export interface StoredReminderSettings {
  time: string;
  days: number[];
  push: boolean;
  email: boolean;
}

/** A user with a reminder channel on, and what sending to them needs. */
export interface ReminderRecipient extends StoredReminderSettings {
  userId: string;
  email_address: string;
  email_verified: number | boolean;
  name: string;
  language: string;
  time_zone: string | null;
}

const parseDays = (days: string): number[] => JSON.parse(days) as number[];

/** The choices a user makes: when, and through which channels. */
const SETTINGS = ['time', 'days', 'push', 'email'] as const;

export function createRemindersRepository(db: Kysely<Database>) {
  return {
    async findSettings(userId: string): Promise<StoredReminderSettings | null> {
      const row = await userRows(db, 'reminder_settings', userId, SETTINGS).executeTakeFirst();
      return row
        ? { time: row.time, days: parseDays(row.days), push: row.push === 1, email: row.email === 1 }
        : null;
    },

    async saveSettings(userId: string, s: StoredReminderSettings, now: string): Promise<void> {
      const values = {
        time: s.time,
        days: JSON.stringify(s.days),
        push: s.push ? 1 : 0,
        email: s.email ? 1 : 0,
        updated_at: now,
      };
      await db
        .insertInto('reminder_settings')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },

    async turnOffEmail(userId: string, now: string): Promise<void> {
      await db
        .updateTable('reminder_settings')
        .set({ email: 0, updated_at: now })
        .where('user_id', '=', userId)
        .execute();
    },

    /** Everyone with at least one channel on; the schedule itself is judged in code, per time zone. */
    async recipients(): Promise<ReminderRecipient[]> {
      const rows = await db
        .selectFrom('reminder_settings as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select([
          'r.user_id',
          'r.time',
          'r.days',
          'r.push',
          'r.email',
          'u.email as email_address',
          'u.email_verified',
          'u.name',
          'u.language',
          'u.time_zone',
        ])
        .where((eb) => eb.or([eb('r.push', '=', 1), eb('r.email', '=', 1)]))
        .execute();
      return rows.map(({ user_id, days, push, email, ...rest }) => ({
        ...rest,
        userId: user_id,
        days: parseDays(days),
        push: push === 1,
        email: email === 1,
      }));
    },

    async hasCommitment(userId: string, date: string): Promise<boolean> {
      const row = await userRows(db, 'daily_commitments', userId, ['id'])
        .where('commitment_date', '=', date)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Takes the right to send one reminder. True for the one caller, in any process, whose insert
     * stored the row: the database's unique key decides, never a prior read.
     */
    claimSend(row: ReminderSendsTable): Promise<boolean> {
      return insertOnce(db, 'reminder_sends', row, ['user_id', 'local_date', 'channel']);
    },

    /** Gives a claim back when nothing could be delivered, so a later run tries again. */
    async releaseSend(row: Pick<ReminderSendsTable, 'user_id' | 'local_date' | 'channel'>): Promise<void> {
      await db
        .deleteFrom('reminder_sends')
        .where('user_id', '=', row.user_id)
        .where('local_date', '=', row.local_date)
        .where('channel', '=', row.channel)
        .execute();
    },

    listSubscriptions(userId: string) {
      return userRows(db, 'push_subscriptions', userId, ['endpoint', 'p256dh', 'auth']).execute();
    },

    /** One row per endpoint: a browser subscribing again, even for another account, replaces it. */
    async saveSubscription(row: Database['push_subscriptions']): Promise<void> {
      const { user_id, p256dh, auth } = row;
      await db
        .insertInto('push_subscriptions')
        .values(row)
        .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id, p256dh, auth }))
        .execute();
    },

    async deleteSubscription(endpoint: string, userId?: string): Promise<void> {
      let query = db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint);
      if (userId !== undefined) query = query.where('user_id', '=', userId);
      await query.execute();
    },

    async saveCalendarToken(userId: string, tokenHash: string, now: string): Promise<void> {
      await db
        .insertInto('calendar_tokens')
        .values({ user_id: userId, token_hash: tokenHash, created_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: now }))
        .execute();
    },

    async deleteCalendarToken(userId: string): Promise<void> {
      await db.deleteFrom('calendar_tokens').where('user_id', '=', userId).execute();
    },

    /** The owner of a calendar link, with what the feed needs. */
    calendarOwner(tokenHash: string) {
      return db
        .selectFrom('calendar_tokens as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select(['u.id', 'u.language', 'u.time_zone'])
        .where('c.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    userLanguage(userId: string) {
      return db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
    },

    /** For the data export: reminder choices, push subscriptions (where, not their keys), sends. */
    async exportReminders(userId: string) {
      const [settings, subscriptions, sends] = await Promise.all([
        userRows(db, 'reminder_settings', userId, [...SETTINGS, 'updated_at']).executeTakeFirst(),
        userRows(db, 'push_subscriptions', userId, ['endpoint', 'created_at'])
          .orderBy('created_at')
          .execute(),
        userRows(db, 'reminder_sends', userId, ['local_date', 'channel', 'sent_at'])
          .orderBy('local_date')
          .orderBy('channel')
          .execute(),
      ]);
      return { settings, subscriptions, sends };
    },
  };
}
export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
