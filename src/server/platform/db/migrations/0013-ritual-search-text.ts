import type { Kysely } from 'kysely';

/**
 * Each ritual translation's searched fields, folded once by the content import
 * (docs/decisions/0025-catalogue-index-at-scale.md): loading a catalogue of thousands of rituals
 * then reads the folded text instead of folding every field again. Empty until the next import
 * fills it; the catalogue folds what it finds empty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ritual_translations').addColumn('search_text', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ritual_translations').dropColumn('search_text').execute();
}
