import type { Kysely } from 'kysely';

/**
 * The fingerprint of the content the database last imported (content/content-fingerprint.ts):
 * one row. A start whose content files and import code have the same fingerprint skips reading,
 * checking and comparing them all (docs/decisions/0024-fast-start.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_import')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_import').execute();
}
