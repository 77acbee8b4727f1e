import type { Kysely } from 'kysely';

/**
 * Covering indexes for awarding (docs/decisions/0018-award-reads-from-covering-indexes.md). The
 * reads after every completion and commitment — a user's counts and point sums, points as of an
 * instant, action instants, the achievements unlocked at an instant — filter by user and by the
 * award's own instant and read only the points (and keys): with these columns in the index they
 * never visit the table, whose rows for one user lie scattered among everyone else's.
 */
const INDEXES = [
  ['completed_rituals_user_awards', 'completed_rituals', ['user_id', 'completed_at', 'points_earned']],
  [
    'daily_commitments_user_awards',
    'daily_commitments',
    ['user_id', 'received_at', 'points_earned', 'committed_at'],
  ],
  [
    'user_achievements_user_awards',
    'user_achievements',
    ['user_id', 'unlocked_at', 'points_earned', 'achievement_key'],
  ],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
