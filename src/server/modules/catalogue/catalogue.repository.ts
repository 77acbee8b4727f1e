import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/languages.ts';
import type { Database } from '../../platform/db/schema.ts';
import { translationIn } from '../../platform/db/translation-join.ts';

export function createCatalogueRepository(db: Kysely<Database>) {
  return {
    /**
     * Active rituals in one language, most popular first (ties by id, for a stable order), `size`
     * at a time after the ritual `after` (keyset paging, so each slice is one short query).
     */
    listActiveSlice(
      language: Language,
      after: { popularity_score: number; id: number } | null,
      size: number,
    ) {
      return db
        .selectFrom('rituals as r')
        .innerJoin('ritual_translations as t', translationIn(language, 't.ritual_id', 'r.id'))
        .select([
          'r.id',
          'r.slug',
          't.title',
          'r.type',
          'r.intention',
          'r.culture',
          'r.moment',
          't.objects',
          't.steps',
          't.benefits',
          'r.duration_minutes',
          'r.difficulty',
          'r.popularity_score',
          'r.is_featured',
          't.origin_explanation',
          't.safety_notes',
          'r.hazards',
          't.language',
          'r.is_active',
          't.search_text',
        ])
        .where('r.is_active', '=', 1)
        .$if(after !== null, (qb) =>
          qb.where((eb) =>
            eb.or([
              eb('r.popularity_score', '<', after!.popularity_score),
              eb.and([eb('r.popularity_score', '=', after!.popularity_score), eb('r.id', '>', after!.id)]),
            ]),
          ),
        )
        .orderBy('r.popularity_score', 'desc')
        .orderBy('r.id', 'asc')
        .limit(size)
        .execute();
    },

    async countActive(): Promise<number> {
      const row = await db
        .selectFrom('rituals')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('is_active', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
