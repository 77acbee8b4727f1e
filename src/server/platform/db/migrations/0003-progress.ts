import type { Kysely } from 'kysely';
import { notNullColumns, userIdColumn } from '../migration-columns.ts';

/**
 * What users do: daily-tip commitments, ritual completions, favourites and unlocked achievements.
 * Each award is a row with its own `points_earned`, made unique by the database (user + date,
 * user + ritual, user + achievement), so an award can only ever be stored once; totals are sums
 * over these rows, never counters. Instants are ISO-8601 UTC text on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('daily_commitments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(userIdColumn)
    .addColumn('commitment_date', 'text', (c) => c.notNull())
    .addColumn('daily_tip_id', 'integer', (c) => c.notNull().references('daily_tips.id'))
    .$call(notNullColumns({ committed_at: 'text', received_at: 'text', points_earned: 'integer' }))
    .addUniqueConstraint('daily_commitments_user_date', ['user_id', 'commitment_date'])
    .execute();

  await db.schema
    .createTable('completed_rituals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(userIdColumn)
    .addColumn('ritual_id', 'integer', (c) => c.notNull().references('rituals.id'))
    .$call(notNullColumns({ completed_at: 'text', points_earned: 'integer' }))
    .addUniqueConstraint('completed_rituals_user_ritual', ['user_id', 'ritual_id'])
    .execute();

  await db.schema
    .createTable('user_favorites')
    .$call(userIdColumn)
    .addColumn('ritual_id', 'integer', (c) => c.notNull().references('rituals.id'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_favorites_pk', ['user_id', 'ritual_id'])
    .execute();

  await db.schema
    .createTable('user_achievements')
    .$call(userIdColumn)
    .addColumn('achievement_key', 'text', (c) => c.notNull().references('achievements.key'))
    .$call(notNullColumns({ unlocked_at: 'text', points_earned: 'integer' }))
    .addPrimaryKeyConstraint('user_achievements_pk', ['user_id', 'achievement_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['user_achievements', 'user_favorites', 'completed_rituals', 'daily_commitments']) {
    await db.schema.dropTable(table).execute();
  }
}
