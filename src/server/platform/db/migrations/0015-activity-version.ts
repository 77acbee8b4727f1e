import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * `users.activity_version`: a number the database itself changes whenever a row the progress
 * page is built from is written (docs/decisions/0029-progress-answers-kept.md). A progress answer
 * built at one version is still right while the version, the user's time zone and local date are
 * the same, whichever process or script wrote the rows: the triggers below fire for every writer
 * (the services, account deletion, the database copy, a fixture), so none of them has to remember.
 *
 * What the page is built from: completions, commitments, favourites, the held achievements (not
 * when they were seen: the page does not show it), and the shop's purchases and freeze uses
 * (a streak freeze bought or used changes the streak and the frozen days).
 */
const WATCHED = [
  ['completed_rituals', null],
  ['daily_commitments', null],
  ['user_favorites', null],
  ['user_achievements', ['achievement_key', 'unlocked_at', 'points_earned']],
  ['purchases', null],
  ['freeze_uses', null],
] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;

const triggerName = (table: string, event: string) => `${table}_${event}_activity`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('users')
    .addColumn('activity_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  if (postgres)
    await sql`
      create function bump_activity_version() returns trigger language plpgsql as $$
      begin
        update users set activity_version = activity_version + 1
        where id = case when tg_op = 'DELETE' then old.user_id else new.user_id end;
        return null;
      end $$`.execute(db);
  for (const [table, columns] of WATCHED) {
    for (const event of EVENTS) {
      const on = event === 'update' && columns ? `update of ${columns.join(', ')}` : event;
      const name = triggerName(table, event);
      const row = event === 'delete' ? 'old' : 'new';
      await sql
        .raw(
          postgres
            ? `create trigger ${name} after ${on} on ${table} for each row execute function bump_activity_version()`
            : `create trigger ${name} after ${on} on ${table} for each row begin
                 update users set activity_version = activity_version + 1 where id = ${row}.user_id;
               end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [table] of WATCHED)
    for (const event of EVENTS)
      await sql.raw(`drop trigger ${triggerName(table, event)}${postgres ? ` on ${table}` : ''}`).execute(db);
  if (postgres) await sql`drop function bump_activity_version()`.execute(db);
  await db.schema.alterTable('users').dropColumn('activity_version').execute();
}
