import type { Kysely } from 'kysely';

// There is no 0004: no migration with that number was ever committed (git history shows 0003
// added with the progress tables, then this file added directly as 0005 with the progress
// feature). The gap stays: installed databases record migration names, so none is renumbered.

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
