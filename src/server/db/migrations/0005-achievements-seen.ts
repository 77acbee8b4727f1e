import type { Kysely } from 'kysely';

/**
 * When the user was shown an unlocked achievement. The app celebrates an unlock once (a toast)
 * and marks it seen, so a reload or another device never celebrates it again. Null: not shown yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_achievements').addColumn('seen_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_achievements').dropColumn('seen_at').execute();
}
