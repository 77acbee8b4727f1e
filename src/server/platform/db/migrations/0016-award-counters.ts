import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * What awarding reads of a user's history, kept on the user's row by the database itself
 * (docs/decisions/0030-award-counters-kept-by-the-database.md): how many completions and
 * commitments they have, the points all their award rows carry, and their latest commitment
 * (its date and when it was received). Triggers on the three award tables keep these equal to
 * the rows for every writer, in the writer's own transaction, and bump `activity_version` in the
 * same update of the user's row (they replace that migration's triggers on these tables).
 */
const COUNTERS = [
  ['ritual_count', 'integer', 0],
  ['tip_count', 'integer', 0],
  ['earned_points', 'integer', 0],
  ['latest_commitment_date', 'text', null],
  ['latest_commitment_received_at', 'text', null],
] as const;
const TABLES = ['completed_rituals', 'daily_commitments', 'user_achievements'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;
// Not seen_at: being seen changes no total (and the progress page does not show it).
const ACHIEVEMENT_COLUMNS = 'user_id, achievement_key, unlocked_at, points_earned';

const latestDate = (user: string) =>
  `(select max(commitment_date) from daily_commitments where user_id = ${user})`;
const latestReceived = (user: string) =>
  `(select received_at from daily_commitments where user_id = ${user} order by commitment_date desc limit 1)`;

/** The SET list that takes one row (`row`: old or new) out of (-) or into (+) its user's counters. */
function counted(table: (typeof TABLES)[number], row: 'old' | 'new', sign: '+' | '-', recount: boolean) {
  const set = [
    `activity_version = activity_version + 1`,
    `earned_points = earned_points ${sign} ${row}.points_earned`,
  ];
  if (table === 'completed_rituals') set.push(`ritual_count = ritual_count ${sign} 1`);
  if (table === 'daily_commitments') {
    set.push(`tip_count = tip_count ${sign} 1`);
    // A new commitment can only move the latest forward; a changed or deleted one is looked up.
    const newer = `(latest_commitment_date is null or new.commitment_date > latest_commitment_date)`;
    set.push(
      recount
        ? `latest_commitment_date = ${latestDate('users.id')}`
        : `latest_commitment_date = case when ${newer} then new.commitment_date else latest_commitment_date end`,
      recount
        ? `latest_commitment_received_at = ${latestReceived('users.id')}`
        : `latest_commitment_received_at = case when ${newer} then new.received_at else latest_commitment_received_at end`,
    );
  }
  return `update users set ${set.join(', ')} where id = ${row}.user_id`;
}

/** The statements one event runs: out with the old row, in with the new one. */
function statements(table: (typeof TABLES)[number], event: (typeof EVENTS)[number]): string[] {
  if (event === 'insert') return [counted(table, 'new', '+', false)];
  if (event === 'delete') return [counted(table, 'old', '-', true)];
  return [counted(table, 'old', '-', true), counted(table, 'new', '+', true)];
}

const on = (table: string, event: string) =>
  event === 'update' && table === 'user_achievements' ? `update of ${ACHIEVEMENT_COLUMNS}` : event;
const triggerName = (table: string, event: string) => `${table}_${event}_counters`;
const activityTrigger = (table: string, event: string) => `${table}_${event}_activity`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [column, type, initial] of COUNTERS)
    await db.schema
      .alterTable('users')
      .addColumn(column, type, (c) => (initial === null ? c : c.notNull().defaultTo(initial)))
      .execute();
  for (const table of TABLES)
    for (const event of EVENTS)
      await sql
        .raw(`drop trigger ${activityTrigger(table, event)}${postgres ? ` on ${table}` : ''}`)
        .execute(db);
  if (postgres) {
    // One function per table: PL/pgSQL plans a statement naming new.commitment_date only on the
    // table that has that column.
    for (const table of TABLES) {
      const branch = (event: (typeof EVENTS)[number]) => statements(table, event).join('; ');
      await sql
        .raw(
          `create function keep_${table}_counters() returns trigger language plpgsql as $$
          begin
            if tg_op = 'INSERT' then ${branch('insert')};
            elsif tg_op = 'DELETE' then ${branch('delete')};
            else ${branch('update')};
            end if;
            return null;
          end $$`,
        )
        .execute(db);
      for (const event of EVENTS)
        await sql
          .raw(
            `create trigger ${triggerName(table, event)} after ${on(table, event)} on ${table}
             for each row execute function keep_${table}_counters()`,
          )
          .execute(db);
    }
  } else {
    for (const table of TABLES)
      for (const event of EVENTS)
        await sql
          .raw(
            `create trigger ${triggerName(table, event)} after ${on(table, event)} on ${table}
             for each row begin ${statements(table, event).join('; ')}; end`,
          )
          .execute(db);
  }
  await sql
    .raw(
      `update users set
         ritual_count = (select count(*) from completed_rituals where user_id = users.id),
         tip_count = (select count(*) from daily_commitments where user_id = users.id),
         earned_points =
           (select coalesce(sum(points_earned), 0) from completed_rituals where user_id = users.id)
           + (select coalesce(sum(points_earned), 0) from daily_commitments where user_id = users.id)
           + (select coalesce(sum(points_earned), 0) from user_achievements where user_id = users.id),
         latest_commitment_date = ${latestDate('users.id')},
         latest_commitment_received_at = ${latestReceived('users.id')}`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of TABLES) {
    for (const event of EVENTS) {
      await sql.raw(`drop trigger ${triggerName(table, event)}${postgres ? ` on ${table}` : ''}`).execute(db);
      const row = event === 'delete' ? 'old' : 'new';
      await sql
        .raw(
          postgres
            ? `create trigger ${activityTrigger(table, event)} after ${on(table, event)} on ${table}
               for each row execute function bump_activity_version()`
            : `create trigger ${activityTrigger(table, event)} after ${on(table, event)} on ${table}
               for each row begin
                 update users set activity_version = activity_version + 1 where id = ${row}.user_id;
               end`,
        )
        .execute(db);
    }
    if (postgres) await sql.raw(`drop function keep_${table}_counters()`).execute(db);
  }
  for (const [column] of COUNTERS) await db.schema.alterTable('users').dropColumn(column).execute();
}
