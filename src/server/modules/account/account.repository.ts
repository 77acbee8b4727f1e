import { sql, type Kysely, type Updateable } from 'kysely';
import { authInstant } from '../../platform/db/instants.ts';
import { preparedQuery } from '../../platform/db/prepared-query.ts';
import { holdRows } from '../../platform/db/row-lock.ts';
import type { Database, UsersTable } from '../../platform/db/schema.ts';
import { userById } from '../../platform/db/user-row.ts';
import { USER_OWNED_TABLES } from '../../platform/db/user-owned-tables.ts';
import { userRows } from '../../platform/db/user-rows.ts';

/** The profile columns an update may change. */
export type ProfileChanges = Pick<
  Updateable<UsersTable>,
  'name' | 'image' | 'language' | 'theme' | 'time_zone'
>;

// The reads of GET /api/v1/me, prepared once (db/prepared-query.ts).
const accounts = preparedQuery((db, { userId }: { userId: string }) =>
  db
    .selectFrom('accounts')
    .select(['provider_id', 'password', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc'),
);
const latestSession = preparedQuery((db, { userId }: { userId: string }) =>
  db
    .selectFrom('sessions')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .where('user_id', '=', userId),
);

export function createAccountRepository(db: Kysely<Database>) {
  const now = () => authInstant(db, new Date());
  return {
    findUser(userId: string) {
      return userById.executeTakeFirst(db, { userId });
    },

    /** Ways to sign in, oldest first: 'credential' (password) or an OAuth provider id. */
    listAccounts(userId: string) {
      return accounts.execute(db, { userId });
    },

    /** For the data export: the ways in and the sessions, without secrets. */
    exportAccounts(userId: string) {
      return userRows(db, 'accounts', userId, [
        'provider_id',
        'account_id',
        'scope',
        'created_at',
        'updated_at',
      ])
        .orderBy('created_at')
        .execute();
    },

    exportSessions(userId: string) {
      return userRows(db, 'sessions', userId, [
        'created_at',
        'updated_at',
        'expires_at',
        'ip_address',
        'user_agent',
      ])
        .orderBy('created_at')
        .execute();
    },

    async lastSignIn(userId: string) {
      const row = await latestSession.executeTakeFirst(db, { userId });
      return row?.last ?? null;
    },

    async updateProfile(userId: string, changes: ProfileChanges) {
      await db
        .updateTable('users')
        .set({ ...changes, updated_at: now() })
        .where('id', '=', userId)
        .execute();
    },

    /**
     * Removes the user and everything they own in one transaction: every table of
     * USER_OWNED_TABLES, their pending one-time tokens, then the users row.
     */
    async deleteUser(userId: string, email: string) {
      await db.transaction().execute(async (trx) => {
        // The user's row first, as deleting it will: every write to the user's award rows also
        // updates it (migrations 0015 and 0016), so a concurrent award then waits for this deletion
        // instead of holding the row's key lock while waiting for it (a deadlock on PostgreSQL).
        await holdRows(trx, trx.selectFrom('users').select('id').where('id', '=', userId));
        for (const table of USER_OWNED_TABLES) {
          await trx.deleteFrom(table).where('user_id', '=', userId).execute();
        }
        // Reset tokens store the user id as their value; e-mail links store the address.
        const emailPattern = `%${JSON.stringify(email.toLowerCase()).replace(/[\\%_]/g, '\\$&')}%`;
        await trx
          .deleteFrom('verifications')
          .where((eb) =>
            eb.or([eb('value', '=', userId), sql<boolean>`lower(value) like ${emailPattern} escape '\\'`]),
          )
          .execute();
        await trx.deleteFrom('users').where('id', '=', userId).execute();
      });
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
