import type { Kysely } from 'kysely';

// The point rule as it stood when this migration was written, frozen here: a migration must mean
// the same thing whenever it runs, whatever the live rule (src/shared/points.ts) becomes later.
// 10 easy, 20 medium, 30 hard, 20 unknown; plus 1 per full 5 minutes of duration.
const DIFFICULTY_POINTS: Readonly<Record<string, number>> = { easy: 10, medium: 20, hard: 30 };
const UNKNOWN_DIFFICULTY_POINTS = 20;
const DURATION_BONUS_MINUTES = 5;

function completionPoints(difficulty: string | null, durationMinutes: number | null): number {
  const base = (difficulty && DIFFICULTY_POINTS[difficulty]) || UNKNOWN_DIFFICULTY_POINTS;
  const minutes =
    typeof durationMinutes === 'number' && Number.isFinite(durationMinutes) && durationMinutes > 0
      ? Math.floor(durationMinutes)
      : 0;
  return base + Math.floor(minutes / DURATION_BONUS_MINUTES);
}

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
    rituals: {
      id: number;
      difficulty: string | null;
      duration_minutes: number | null;
      completion_points: number;
    };
  }>;
  const rows = await rituals.selectFrom('rituals').select(['id', 'difficulty', 'duration_minutes']).execute();
  for (const row of rows)
    await rituals
      .updateTable('rituals')
      .set({ completion_points: completionPoints(row.difficulty, row.duration_minutes) })
      .where('id', '=', row.id)
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rituals').dropColumn('completion_points').execute();
}
