import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rituals')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('intention', 'text', (c) => c.notNull())
    .addColumn('culture', 'text', (c) => c.notNull())
    .addColumn('moment', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('popularity_score', 'integer', (c) => c.notNull())
    .addColumn('is_featured', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull())
    .addColumn('hazards', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('ritual_translations')
    .addColumn('ritual_id', 'integer', (c) => c.notNull().references('rituals.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('objects', 'text', (c) => c.notNull())
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('benefits', 'text', (c) => c.notNull())
    .addColumn('origin_explanation', 'text', (c) => c.notNull())
    .addColumn('safety_notes', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('ritual_translations_pk', ['ritual_id', 'language'])
    .execute();
  await db.schema
    .createTable('daily_tips')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('day_of_year', 'integer', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('intention', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('daily_tip_translations')
    .addColumn('tip_id', 'integer', (c) => c.notNull().references('daily_tips.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_tip_translations_pk', ['tip_id', 'language'])
    .execute();
  await db.schema
    .createTable('achievements')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('rarity', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('requirement_type', 'text', (c) => c.notNull())
    .addColumn('requirement_value', 'integer', (c) => c.notNull())
    .addColumn('requirements', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('achievement_translations')
    .addColumn('achievement_key', 'text', (c) =>
      c.notNull().references('achievements.key').onDelete('cascade'),
    )
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('hint', 'text', (c) => c.notNull())
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
