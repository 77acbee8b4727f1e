import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/languages.ts';
import { insertOnce } from '../../platform/db/insert-once.ts';
import { preparedQuery } from '../../platform/db/prepared-query.ts';
import type {
  Database,
  JourneyDaysTable,
  JourneyEnrolmentsTable,
  JourneyFinishesTable,
} from '../../platform/db/schema.ts';
import { userRows } from '../../platform/db/user-rows.ts';

// Every query names the user it reads or writes: the id comes from the session alone. Joins,
// steps and finishes are inserts the primary keys decide (ON CONFLICT DO NOTHING), never a read
// before a write, so concurrent retries store each exactly once.

export interface EnrolmentRow {
  journey_slug: string;
  started_at: string;
  started_on: string;
  finished_at: string | null;
}

// Read before every completion (does it count for a journey?): prepared (db/prepared-query.ts).
const enrolmentsOf = preparedQuery((db, { userId }: { userId: string }) =>
  db
    .selectFrom('journey_enrolments')
    .select(['journey_slug', 'started_at', 'started_on', 'finished_at'])
    .where('user_id', '=', userId)
    .orderBy('started_at')
    .orderBy('journey_slug'),
);

/** Deletes the steps done on one run of a journey (a restart, a leave). */
const forgetSteps = (trx: Kysely<Database>, userId: string, slug: string) =>
  trx.deleteFrom('journey_days').where('user_id', '=', userId).where('journey_slug', '=', slug).execute();

export function createJourneysRepository(db: Kysely<Database>) {
  return {
    db,

    transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** Ritual ids by slug, for the rituals a journey names (active or not). */
    async ritualIds(slugs: readonly string[], via: Kysely<Database> = db): Promise<Map<string, number>> {
      if (slugs.length === 0) return new Map();
      const rows = await via
        .selectFrom('rituals')
        .select(['id', 'slug'])
        .where('slug', 'in', slugs)
        .execute();
      return new Map(rows.map((r) => [r.slug, Number(r.id)]));
    },

    /** Ritual titles by slug in one language, for the steps a reminder names. */
    async ritualTitles(slugs: readonly string[], language: Language): Promise<Map<string, string>> {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .selectFrom('rituals')
        .innerJoin('ritual_translations', 'ritual_translations.ritual_id', 'rituals.id')
        .select(['rituals.slug', 'ritual_translations.title'])
        .where('rituals.slug', 'in', slugs)
        .where('ritual_translations.language', '=', language)
        .execute();
      return new Map(rows.map((r) => [r.slug, r.title]));
    },

    async ritualSlug(via: Kysely<Database>, ritualId: number): Promise<string | undefined> {
      const row = await via
        .selectFrom('rituals')
        .select('slug')
        .where('id', '=', ritualId)
        .executeTakeFirst();
      return row?.slug;
    },

    async timeZone(via: Kysely<Database>, userId: string): Promise<string | null | undefined> {
      const row = await via
        .selectFrom('users')
        .select('time_zone')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row ? row.time_zone : undefined;
    },

    enrolments(userId: string, via: Kysely<Database> = db): Promise<EnrolmentRow[]> {
      return enrolmentsOf.execute(via, { userId });
    },

    enrolment(via: Kysely<Database>, userId: string, slug: string): Promise<EnrolmentRow | undefined> {
      return via
        .selectFrom('journey_enrolments')
        .select(['journey_slug', 'started_at', 'started_on', 'finished_at'])
        .where('user_id', '=', userId)
        .where('journey_slug', '=', slug)
        .executeTakeFirst();
    },

    /** The steps done, of every journey the user follows (or of one). */
    daysDone(via: Kysely<Database>, userId: string, slug?: string) {
      let query = via
        .selectFrom('journey_days')
        .select(['journey_slug', 'day', 'done_on', 'done_at'])
        .where('user_id', '=', userId);
      if (slug !== undefined) query = query.where('journey_slug', '=', slug);
      return query.orderBy('journey_slug').orderBy('day').execute();
    },

    /** Stores the enrolment unless the user follows the journey already; true when it did. */
    insertEnrolment: (trx: Kysely<Database>, row: JourneyEnrolmentsTable) =>
      insertOnce(trx, 'journey_enrolments', row, ['user_id', 'journey_slug']),

    /** Begins a followed journey again as of `row`, with no step done. */
    async restart(trx: Kysely<Database>, row: JourneyEnrolmentsTable): Promise<void> {
      await forgetSteps(trx, row.user_id, row.journey_slug);
      await trx
        .updateTable('journey_enrolments')
        .set({ started_at: row.started_at, started_on: row.started_on, finished_at: null })
        .where('user_id', '=', row.user_id)
        .where('journey_slug', '=', row.journey_slug)
        .execute();
    },

    /** Removes the enrolment and its steps; true when there was one. */
    async remove(userId: string, slug: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await forgetSteps(trx, userId, slug);
        const result = await trx
          .deleteFrom('journey_enrolments')
          .where('user_id', '=', userId)
          .where('journey_slug', '=', slug)
          .executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },

    /** Stores a step done unless it is stored already; true when this call stored it. */
    insertDay: (trx: Kysely<Database>, row: JourneyDaysTable) =>
      insertOnce(trx, 'journey_days', row, ['user_id', 'journey_slug', 'day']),

    /** Marks the run finished (once) and records the first finish of the journey (once). */
    async finish(trx: Kysely<Database>, row: JourneyFinishesTable): Promise<boolean> {
      await trx
        .updateTable('journey_enrolments')
        .set({ finished_at: row.finished_at })
        .where('user_id', '=', row.user_id)
        .where('journey_slug', '=', row.journey_slug)
        .where('finished_at', 'is', null)
        .execute();
      return insertOnce(trx, 'journey_finishes', row, ['user_id', 'journey_slug']);
    },

    finishes(userId: string) {
      return userRows(db, 'journey_finishes', userId, ['journey_slug', 'kind', 'finished_at'])
        .orderBy('finished_at')
        .execute();
    },
  };
}
export type JourneysRepository = ReturnType<typeof createJourneysRepository>;
