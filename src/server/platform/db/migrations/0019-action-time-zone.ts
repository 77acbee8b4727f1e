import { sql, type Kysely } from 'kysely';

// The zone each ritual completion and daily-tip commitment was made in, so that the hour and
// weekday achievements judge an action once, where it happened: a later change of the profile's
// zone no longer moves past actions into other hours (docs/product-rules.md, Achievements).
// New rows record the profile's zone when they are stored. Rows already stored take the zone
// their user has now, the best that is known of where they were made; a user without one leaves
// them empty, and they are read in the user's zone until one is first recorded.
const TABLES = ['completed_rituals', 'daily_commitments'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('time_zone', 'text').execute();
    // The zone as stored on the profile, copied as it is: the formula is frozen here.
    await sql`
      update ${sql.table(table)} set time_zone =
        (select users.time_zone from users where users.id = ${sql.table(table)}.user_id)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('time_zone').execute();
}
