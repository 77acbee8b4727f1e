import type { Insertable, Kysely } from 'kysely';
import type { Language } from '../../../shared/languages.ts';
import { preparedQuery } from '../../platform/db/prepared-query.ts';
import type { Database, DailyCommitmentsTable } from '../../platform/db/schema.ts';
import { storedTimeZone } from '../../platform/db/user-time-zone.ts';
import { userRows } from '../../platform/db/user-rows.ts';
import { translationIn } from '../../platform/db/translation-join.ts';

// The statements of a commitment, prepared once per dialect (db/prepared-query.ts).
type UserId = { userId: string };

const tipIdsOfDay = preparedQuery((db, { day }: { day: number }) =>
  db
    .selectFrom('daily_tips')
    .select(['id', 'day_of_year', 'is_active'])
    .where('is_active', '=', 1)
    .where('day_of_year', '=', day)
    .orderBy('day_of_year')
    .orderBy('id'),
);

// The profile's zone is recorded with the row: the time achievements judge it there (migration 0019).
const insertCommitment = preparedQuery((db, row: Insertable<DailyCommitmentsTable>) =>
  db
    .insertInto('daily_commitments')
    .values((eb) => ({
      id: row.id,
      user_id: row.user_id,
      commitment_date: row.commitment_date,
      daily_tip_id: row.daily_tip_id,
      committed_at: row.committed_at,
      received_at: row.received_at,
      points_earned: row.points_earned,
      time_zone: eb.selectFrom('users').select('time_zone').where('id', '=', row.user_id),
    }))
    .onConflict((oc) => oc.columns(['user_id', 'commitment_date']).doNothing())
    .returning('id'),
);

const commitmentOn = preparedQuery((db, { userId, date }: UserId & { date: string }) =>
  db
    .selectFrom('daily_commitments')
    .select(['commitment_date', 'daily_tip_id', 'committed_at', 'received_at', 'points_earned'])
    .where('user_id', '=', userId)
    .where('commitment_date', '=', date),
);

const unlockedAtInstant = preparedQuery((db, { userId, at }: UserId & { at: string }) =>
  db
    .selectFrom('user_achievements as u')
    .innerJoin('achievements as a', 'a.key', 'u.achievement_key')
    .select(['u.achievement_key as key', 'u.points_earned as points', 'u.unlocked_at'])
    .where('u.user_id', '=', userId)
    .where('u.unlocked_at', '=', at)
    .orderBy('a.sort_order'),
);

export function createDailyTipRepository(db: Kysely<Database>) {
  /** Active tips with their text in one language; with `day`, only that day's. */
  function activeTips(language: Language, day?: number) {
    let query = db
      .selectFrom('daily_tips as d')
      .innerJoin('daily_tip_translations as t', translationIn(language, 't.tip_id', 'd.id'))
      .select(['d.id', 'd.day_of_year', 'd.type', 'd.intention', 'd.is_active', 't.title', 't.text'])
      .where('d.is_active', '=', 1);
    if (day !== undefined) query = query.where('d.day_of_year', '=', day);
    return query.orderBy('d.day_of_year').orderBy('d.id').execute();
  }

  return {
    activeTips,

    /** Active tips whatever their language (a commitment refers to the tip, not to a text). */
    activeTipIds(day?: number) {
      if (day !== undefined) return tipIdsOfDay.execute(db, { day });
      return db
        .selectFrom('daily_tips')
        .select(['id', 'day_of_year', 'is_active'])
        .where('is_active', '=', 1)
        .orderBy('day_of_year')
        .orderBy('id')
        .execute();
    },

    /**
     * Stores the commitment unless the user already has one for that date, inside `trx`.
     * True when this call stored it: the database's unique key decides, never a prior read.
     */
    async insertCommitmentIfAbsent(
      trx: Kysely<Database>,
      row: Insertable<DailyCommitmentsTable>,
    ): Promise<boolean> {
      return (await insertCommitment.executeTakeFirst(trx, row)) !== undefined;
    },

    findCommitment(userId: string, date: string) {
      return commitmentOn.executeTakeFirst(db, { userId, date });
    },

    /** The achievements unlocked at one instant: those a commitment stored with that `now` unlocked. */
    achievementsUnlockedAt(userId: string, unlockedAt: string) {
      return unlockedAtInstant.execute(db, { userId, at: unlockedAt });
    },

    /** The user's commitments, newest first, with the tip's text in `language` when it has one. */
    listCommitments(userId: string, language: Language, limit: number) {
      return db
        .selectFrom('daily_commitments as c')
        .leftJoin('daily_tips as d', 'd.id', 'c.daily_tip_id')
        .leftJoin('daily_tip_translations as t', translationIn(language, 't.tip_id', 'c.daily_tip_id'))
        .select([
          'c.commitment_date',
          'c.daily_tip_id',
          'c.committed_at',
          'c.received_at',
          'c.points_earned',
          'd.day_of_year',
          'd.type',
          'd.intention',
          't.title',
          't.text',
        ])
        .where('c.user_id', '=', userId)
        .orderBy('c.commitment_date', 'desc')
        .limit(limit)
        .execute();
    },

    async commitmentDates(userId: string): Promise<string[]> {
      const rows = await userRows(db, 'daily_commitments', userId, ['commitment_date']).execute();
      return rows.map((r) => r.commitment_date);
    },

    userTimeZone(userId: string): Promise<string | null> {
      return storedTimeZone(db, userId);
    },

    transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** For the data export. */
    exportCommitments(userId: string) {
      return userRows(db, 'daily_commitments', userId, [
        'commitment_date',
        'daily_tip_id',
        'committed_at',
        'received_at',
        'points_earned',
      ])
        .orderBy('commitment_date')
        .execute();
    },
  };
}
export type DailyTipRepository = ReturnType<typeof createDailyTipRepository>;
