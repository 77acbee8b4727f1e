import type { Language } from '../../../shared/languages.ts';
import { preparedQuery } from '../../platform/db/prepared-query.ts';
import { translationIn } from '../../platform/db/translation-join.ts';

// The reads of the progress page, prepared once per dialect (db/prepared-query.ts);
// progress.repository.ts runs them. Each names the user it reads.

type UserId = { userId: string };
type ForLanguage = UserId & { language: Language };

export const favoriteIdsOf = preparedQuery((db, { userId }: UserId) =>
  db.selectFrom('user_favorites').select('ritual_id').where('user_id', '=', userId),
);

export const completionsWithTitles = preparedQuery((db, { userId, language }: ForLanguage) =>
  db
    .selectFrom('completed_rituals as c')
    .innerJoin('rituals as r', 'r.id', 'c.ritual_id')
    .leftJoin('ritual_translations as t', translationIn(language, 't.ritual_id', 'c.ritual_id'))
    .select([
      'c.ritual_id',
      'c.completed_at',
      'c.time_zone',
      'c.points_earned',
      'r.duration_minutes',
      't.title',
    ])
    .where('c.user_id', '=', userId)
    .orderBy('c.completed_at', 'desc')
    .orderBy('c.ritual_id'),
);

export const commitmentsWithTitles = preparedQuery((db, { userId, language }: ForLanguage) =>
  db
    .selectFrom('daily_commitments as d')
    .leftJoin('daily_tip_translations as t', translationIn(language, 't.tip_id', 'd.daily_tip_id'))
    .select([
      'd.commitment_date',
      'd.daily_tip_id',
      'd.committed_at',
      'd.time_zone',
      'd.received_at',
      'd.points_earned',
      't.title',
    ])
    .where('d.user_id', '=', userId)
    .orderBy('d.commitment_date', 'desc'),
);

export const heldAchievements = preparedQuery((db, { userId }: UserId) =>
  db
    .selectFrom('user_achievements')
    .select(['achievement_key', 'unlocked_at', 'points_earned', 'seen_at'])
    .where('user_id', '=', userId)
    .orderBy('unlocked_at'),
);
