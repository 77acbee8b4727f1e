import type { Kysely } from 'kysely';
import { notNullColumns, userIdColumn } from '../migration-columns.ts';

/**
 * Journeys (docs/product-rules.md, Journeys):
 * - journey_enrolments: one row per (user, journey) followed; `started_at` is when the user joined
 *   or last restarted, `finished_at` when the current run's last step was done. The primary key
 *   makes a repeated join change nothing.
 * - journey_days: a step done, one per (user, journey, day) of the current run, with the user's
 *   local date it was done on. A restart deletes them.
 * - journey_finishes: the first time a user finished a journey, one per (user, journey), kept
 *   after a restart or a leave: what the journey achievements count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('journey_enrolments')
    .$call(userIdColumn)
    .$call(notNullColumns({ journey_slug: 'text', started_at: 'text', started_on: 'text' }))
    .addColumn('finished_at', 'text')
    .addPrimaryKeyConstraint('journey_enrolments_pk', ['user_id', 'journey_slug'])
    .execute();

  await db.schema
    .createTable('journey_days')
    .$call(userIdColumn)
    .$call(notNullColumns({ journey_slug: 'text', day: 'integer', done_on: 'text', done_at: 'text' }))
    .addPrimaryKeyConstraint('journey_days_pk', ['user_id', 'journey_slug', 'day'])
    .execute();

  await db.schema
    .createTable('journey_finishes')
    .$call(userIdColumn)
    .$call(notNullColumns({ journey_slug: 'text', kind: 'text', finished_at: 'text' }))
    .addPrimaryKeyConstraint('journey_finishes_pk', ['user_id', 'journey_slug'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['journey_finishes', 'journey_days', 'journey_enrolments']) {
    await db.schema.dropTable(table).execute();
  }
}
