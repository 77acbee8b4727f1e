import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * A journey's first finish is shown on the progress page too: the journey achievements' progress
 * counts `journey_finishes`. So writing one changes `users.activity_version`, as writing any other
 * row the page is built from does (migration 0015), and a kept progress answer is not given back
 * after a finish. The triggers fire for every writer; on PostgreSQL they call the function 0015
 * created.
 */
const EVENTS = ['insert', 'update', 'delete'] as const;

const triggerName = (event: string) => `journey_finishes_${event}_activity`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const event of EVENTS) {
    const row = event === 'delete' ? 'old' : 'new';
    await sql
      .raw(
        postgres
          ? `create trigger ${triggerName(event)} after ${event} on journey_finishes for each row execute function bump_activity_version()`
          : `create trigger ${triggerName(event)} after ${event} on journey_finishes for each row begin
               update users set activity_version = activity_version + 1 where id = ${row}.user_id;
             end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const event of EVENTS)
    await sql.raw(`drop trigger ${triggerName(event)}${postgres ? ' on journey_finishes' : ''}`).execute(db);
}
