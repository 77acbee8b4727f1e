import type { Kysely } from 'kysely';
import { notNullColumns } from '../migration-columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rituals')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .$call(
      notNullColumns({
        type: 'text',
        intention: 'text',
        culture: 'text',
        moment: 'text',
        duration_minutes: 'integer',
        difficulty: 'text',
        popularity_score: 'integer',
        is_featured: 'integer',
        is_active: 'integer',
        hazards: 'text',
      }),
    )
    .execute();
  await db.schema
    .createTable('ritual_translations')
    .addColumn('ritual_id', 'integer', (c) => c.notNull().references('rituals.id').onDelete('cascade'))
    .$call(
      notNullColumns({
        language: 'text',
        title: 'text',
        objects: 'text',
        steps: 'text',
        benefits: 'text',
        origin_explanation: 'text',
        safety_notes: 'text',
      }),
    )
    .addPrimaryKeyConstraint('ritual_translations_pk', ['ritual_id', 'language'])
    .execute();
  await db.schema
    .createTable('daily_tips')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('day_of_year', 'integer', (c) => c.notNull().unique())
    .$call(notNullColumns({ type: 'text', intention: 'text', is_active: 'integer' }))
    .execute();
  await db.schema
    .createTable('daily_tip_translations')
    .addColumn('tip_id', 'integer', (c) => c.notNull().references('daily_tips.id').onDelete('cascade'))
    .$call(notNullColumns({ language: 'text', title: 'text', text: 'text' }))
    .addPrimaryKeyConstraint('daily_tip_translations_pk', ['tip_id', 'language'])
    .execute();
  await db.schema
    .createTable('achievements')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .$call(
      notNullColumns({
        category: 'text',
        rarity: 'text',
        icon: 'text',
        points: 'integer',
        requirement_type: 'text',
        requirement_value: 'integer',
        requirements: 'text',
        sort_order: 'integer',
        is_active: 'integer',
      }),
    )
    .execute();
  await db.schema
    .createTable('achievement_translations')
    .addColumn('achievement_key', 'text', (c) =>
      c.notNull().references('achievements.key').onDelete('cascade'),
    )
    .$call(notNullColumns({ language: 'text', title: 'text', description: 'text', hint: 'text' }))
    .addPrimaryKeyConstraint('achievement_translations_pk', ['achievement_key', 'language'])
    .execute();
  await db.schema
    .createIndex('rituals_active_popularity')
    .on('rituals')
    .columns(['is_active', 'popularity_score'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'achievement_translations',
    'achievements',
    'daily_tip_translations',
    'daily_tips',
    'ritual_translations',
    'rituals',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
