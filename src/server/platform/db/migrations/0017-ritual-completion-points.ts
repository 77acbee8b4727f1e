import type { Kysely } from 'kysely';
import { ritualCompletionPoints } from '../../../../shared/points.ts';
import type { Difficulty } from '../../../../shared/taxonomy.ts';

/**
 * The points a completion of each ritual earns, worked out by the point rule from the ritual's
 * difficulty and duration and stored beside them by the content import, which writes all three
 * together. A completion is then stored by one statement that checks the ritual is active and
 * takes its points (docs/decisions/0032-completion-in-one-statement.md). Rituals already stored
 * get theirs here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('rituals')
    .addColumn('completion_points', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const rituals = db as unknown as Kysely<{
    rituals: { id: number; difficulty: Difficulty; duration_minutes: number; completion_points: number };
  }>;
  const rows = await rituals.selectFrom('rituals').select(['id', 'difficulty', 'duration_minutes']).execute();
  for (const row of rows)
    await rituals
      .updateTable('rituals')
      .set({
        completion_points: ritualCompletionPoints({
          difficulty: row.difficulty,
          durationMinutes: row.duration_minutes,
        }),
      })
      .where('id', '=', row.id)
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rituals').dropColumn('completion_points').execute();
}
