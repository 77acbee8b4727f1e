import { sql, type Insertable, type Kysely } from 'kysely';
import type { Language } from '../../shared/languages.ts';
import { isoInstant } from '../db/instants.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { CompletedRitualsTable, Database } from '../db/schema.ts';

// Every query here names the user it reads or writes: the id comes from the session alone.
// The statements of a completion and of the progress page are prepared (db/prepared-query.ts).

type UserId = { userId: string };
type ForLanguage = UserId & { language: Language };

const activeRitual = preparedQuery((db, { ritualId }: { ritualId: number }) =>
  db
    .selectFrom('rituals')
    .select(['id', 'difficulty', 'duration_minutes'])
    .where('id', '=', ritualId)
    .where('is_active', '=', 1),
);

const insertCompletion = preparedQuery((db, row: Insertable<CompletedRitualsTable>) =>
  db
    .insertInto('completed_rituals')
    .values({
      id: row.id,
      user_id: row.user_id,
      ritual_id: row.ritual_id,
      completed_at: row.completed_at,
      points_earned: row.points_earned,
    })
    .onConflict((oc) => oc.columns(['user_id', 'ritual_id']).doNothing())
    .returning('id'),
);

const completion = preparedQuery((db, { userId, ritualId }: UserId & { ritualId: number }) =>
  db
    .selectFrom('completed_rituals')
    .select(['ritual_id', 'completed_at', 'points_earned'])
    .where('user_id', '=', userId)
    .where('ritual_id', '=', ritualId),
);

const pointsUpTo = preparedQuery(
  (_db, { userId, at }: UserId & { at: string }) => sql<{ points: number }>`
    select coalesce(sum(points_earned), 0) as points from (
      select points_earned from completed_rituals where user_id = ${userId} and completed_at <= ${at}
      union all
      select points_earned from daily_commitments where user_id = ${userId} and received_at <= ${at}
      union all
      select points_earned from user_achievements where user_id = ${userId} and unlocked_at <= ${at}
    ) as awards`,
);

const unlockedAtInstant = preparedQuery((db, { userId, at, language }: ForLanguage & { at: string }) =>
  db
    .selectFrom('user_achievements as u')
    .innerJoin('achievements as a', 'a.key', 'u.achievement_key')
    .leftJoin('achievement_translations as t', (join) =>
      join.onRef('t.achievement_key', '=', 'a.key').on('t.language', '=', language),
    )
    .select([
      'a.key',
      'a.category',
      'a.rarity',
      'a.icon',
      'u.points_earned as points',
      'u.unlocked_at',
      't.title',
      't.description',
      't.hint',
      'a.sort_order',
    ])
    .where('u.user_id', '=', userId)
    .where('u.unlocked_at', '=', at)
    .orderBy('a.sort_order'),
);

export function createProgressRepository(db: Kysely<Database>) {
  /** The achievement catalogue with its texts in one language, in catalogue order. */
  function achievementCatalogue(language: Language) {
    return db
      .selectFrom('achievements as a')
      .leftJoin('achievement_translations as t', (join) =>
        join.onRef('t.achievement_key', '=', 'a.key').on('t.language', '=', language),
      )
      .select([
        'a.key',
        'a.category',
        'a.rarity',
        'a.icon',
        'a.points',
        'a.requirement_type',
        'a.requirement_value',
        'a.requirements',
        'a.sort_order',
        'a.is_active',
        't.title',
        't.description',
        't.hint',
      ])
      .orderBy('a.sort_order')
      .orderBy('a.key')
      .execute();
  }

  return {
    achievementCatalogue,

    findActiveRitual(ritualId: number) {
      return activeRitual.executeTakeFirst(db, { ritualId });
    },

    /**
     * Stores the completion unless the user has one for this ritual already, inside `trx`. True
     * when this call stored it: the database's unique key decides (ADR 0004), never a prior read.
     */
    async insertCompletionIfAbsent(trx: Kysely<Database>, row: Insertable<CompletedRitualsTable>) {
      return (await insertCompletion.executeTakeFirst(trx, row)) !== undefined;
    },

    transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    findCompletion(userId: string, ritualId: number) {
      return completion.executeTakeFirst(db, { userId, ritualId });
    },

    /** The user's points from every kind of award row stored up to an instant (inclusive). */
    async pointsAsOf(userId: string, at: string) {
      const row = await pointsUpTo.executeTakeFirst(db, { userId, at });
      return Number(row?.points ?? 0);
    },

    /** Achievements unlocked at exactly this instant: those awarded with the action stored then. */
    unlockedAt(userId: string, at: string, language: Language) {
      return unlockedAtInstant.execute(db, { userId, at, language });
    },

    /** Unlocked achievements the app has not celebrated yet, oldest first. */
    unseenAchievements(userId: string, language: Language) {
      return db
        .selectFrom('user_achievements as u')
        .innerJoin('achievements as a', 'a.key', 'u.achievement_key')
        .leftJoin('achievement_translations as t', (join) =>
          join.onRef('t.achievement_key', '=', 'a.key').on('t.language', '=', language),
        )
        .select([
          'a.key',
          'a.category',
          'a.rarity',
          'a.icon',
          'u.points_earned as points',
          'u.unlocked_at',
          't.title',
          't.description',
          't.hint',
        ])
        .where('u.user_id', '=', userId)
        .where('u.seen_at', 'is', null)
        .orderBy('u.unlocked_at')
        .orderBy('a.sort_order')
        .execute();
    },

    async markSeen(userId: string, keys: readonly string[], now: Date): Promise<number> {
      if (keys.length === 0) return 0;
      const result = await db
        .updateTable('user_achievements')
        .set({ seen_at: isoInstant(now) })
        .where('user_id', '=', userId)
        .where('achievement_key', 'in', keys)
        .where('seen_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    listCompletions(userId: string) {
      return db
        .selectFrom('completed_rituals')
        .select(['ritual_id', 'completed_at', 'points_earned'])
        .where('user_id', '=', userId)
        .orderBy('completed_at', 'desc')
        .orderBy('ritual_id')
        .execute();
    },

    listFavorites(userId: string) {
      return db
        .selectFrom('user_favorites')
        .select(['ritual_id', 'added_at'])
        .where('user_id', '=', userId)
        .orderBy('added_at', 'desc')
        .orderBy('ritual_id')
        .execute();
    },

    async addFavorite(userId: string, ritualId: number, now: Date) {
      await db
        .insertInto('user_favorites')
        .values({ user_id: userId, ritual_id: ritualId, added_at: isoInstant(now) })
        .onConflict((oc) => oc.columns(['user_id', 'ritual_id']).doNothing())
        .execute();
      return db
        .selectFrom('user_favorites')
        .select(['ritual_id', 'added_at'])
        .where('user_id', '=', userId)
        .where('ritual_id', '=', ritualId)
        .executeTakeFirst();
    },

    async removeFavorite(userId: string, ritualId: number): Promise<void> {
      await db
        .deleteFrom('user_favorites')
        .where('user_id', '=', userId)
        .where('ritual_id', '=', ritualId)
        .execute();
    },

    findUser(userId: string) {
      return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    },

    /** Completions with their ritual's duration and title, newest first. */
    completionsWithRituals(userId: string, language: Language) {
      return db
        .selectFrom('completed_rituals as c')
        .innerJoin('rituals as r', 'r.id', 'c.ritual_id')
        .leftJoin('ritual_translations as t', (join) =>
          join.onRef('t.ritual_id', '=', 'c.ritual_id').on('t.language', '=', language),
        )
        .select(['c.ritual_id', 'c.completed_at', 'c.points_earned', 'r.duration_minutes', 't.title'])
        .where('c.user_id', '=', userId)
        .orderBy('c.completed_at', 'desc')
        .orderBy('c.ritual_id')
        .execute();
    },

    /** Commitments with their tip's title, newest first. */
    commitmentsWithTips(userId: string, language: Language) {
      return db
        .selectFrom('daily_commitments as d')
        .leftJoin('daily_tip_translations as t', (join) =>
          join.onRef('t.tip_id', '=', 'd.daily_tip_id').on('t.language', '=', language),
        )
        .select([
          'd.commitment_date',
          'd.daily_tip_id',
          'd.committed_at',
          'd.received_at',
          'd.points_earned',
          't.title',
        ])
        .where('d.user_id', '=', userId)
        .orderBy('d.commitment_date', 'desc')
        .execute();
    },

    userAchievements(userId: string) {
      return db
        .selectFrom('user_achievements')
        .select(['achievement_key', 'unlocked_at', 'points_earned', 'seen_at'])
        .where('user_id', '=', userId)
        .orderBy('unlocked_at')
        .execute();
    },

    // For the data export: everything stored about the user, without secrets.
    exportAccounts(userId: string) {
      return db
        .selectFrom('accounts')
        .select(['provider_id', 'account_id', 'scope', 'created_at', 'updated_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },

    exportSessions(userId: string) {
      return db
        .selectFrom('sessions')
        .select(['created_at', 'updated_at', 'expires_at', 'ip_address', 'user_agent'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },

    exportCommitments(userId: string) {
      return db
        .selectFrom('daily_commitments')
        .select(['commitment_date', 'daily_tip_id', 'committed_at', 'received_at', 'points_earned'])
        .where('user_id', '=', userId)
        .orderBy('commitment_date')
        .execute();
    },

    /** Reminder choices, push subscriptions (where, not their keys) and the reminders sent. */
    async exportReminders(userId: string) {
      const [settings, subscriptions, sends] = await Promise.all([
        db
          .selectFrom('reminder_settings')
          .select(['time', 'days', 'push', 'email', 'updated_at'])
          .where('user_id', '=', userId)
          .executeTakeFirst(),
        db
          .selectFrom('push_subscriptions')
          .select(['endpoint', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('reminder_sends')
          .select(['local_date', 'channel', 'sent_at'])
          .where('user_id', '=', userId)
          .orderBy('local_date')
          .orderBy('channel')
          .execute(),
      ]);
      return { settings, subscriptions, sends };
    },
  };
}
export type ProgressRepository = ReturnType<typeof createProgressRepository>;
