import type { Kysely } from 'kysely';
import { rarityForPoints } from '../../../shared/achievement-rarity.ts';
import { foldedSearchText } from '../../../shared/catalogue-search.ts';
import { deriveDifficulty } from '../../../shared/difficulty.ts';
import { ritualCompletionPoints } from '../../../shared/points.ts';
import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { Content } from '../../../shared/content-schema.ts';
import { ready, sync, type ImportStats, type PendingRow, type Row } from './content-sync.ts';

export type { ImportStats } from './content-sync.ts';

const flag = (value: boolean) => (value ? 1 : 0);
const list = (items: string[]) => JSON.stringify(items);

function translationRow(r: Content['rituals'][number], language: Language): Row<'ritual_translations'> {
  const t = r.translations[language];
  return {
    ritual_id: r.id,
    language,
    title: t.title,
    objects: list(t.objects),
    steps: list(t.steps),
    benefits: list(t.benefits),
    origin_explanation: t.origin_explanation,
    safety_notes: list(t.safety_notes),
    // Folded here, once per import, so loading the catalogue does not fold it again.
    search_text: foldedSearchText(t),
  };
}

function ritualRows(content: Content) {
  const rituals: Row<'rituals'>[] = [];
  const translations: PendingRow<'ritual_translations'>[] = [];
  for (const r of content.rituals) {
    const es = r.translations.es;
    const difficulty = r.difficulty ?? deriveDifficulty(es.steps.length, es.objects.length);
    rituals.push({
      id: r.id,
      slug: r.slug,
      type: r.type,
      intention: r.intention,
      culture: r.culture,
      moment: r.moment,
      duration_minutes: r.duration_minutes,
      difficulty,
      completion_points: ritualCompletionPoints({ difficulty, durationMinutes: r.duration_minutes }),
      popularity_score: r.popularity_score,
      is_featured: flag(r.is_featured),
      is_active: flag(r.is_active),
      hazards: list(r.hazards),
    });
    for (const language of LANGUAGES) {
      translations.push({ key: { ritual_id: r.id, language }, make: () => translationRow(r, language) });
    }
  }
  return { rituals, translations };
}

function tipRows(content: Content) {
  const tips: Row<'daily_tips'>[] = content.tips.map((t) => ({
    id: t.day_of_year,
    day_of_year: t.day_of_year,
    type: t.type,
    intention: t.intention,
    is_active: 1,
  }));
  const translations: Row<'daily_tip_translations'>[] = content.tips.flatMap((t) =>
    LANGUAGES.map((language) => ({ tip_id: t.day_of_year, language, ...t.translations[language] })),
  );
  return { tips, translations };
}

function achievementRows(content: Content) {
  const achievements: Row<'achievements'>[] = content.achievements.map((a) => ({
    key: a.key,
    category: a.category,
    rarity: rarityForPoints(a.points),
    icon: a.icon,
    points: a.points,
    requirement_type: a.requirement_type,
    requirement_value: a.requirement_value,
    requirements: JSON.stringify(a.requirements),
    sort_order: a.sort_order,
    is_active: 1,
  }));
  const translations: Row<'achievement_translations'>[] = content.achievements.flatMap((a) =>
    LANGUAGES.map((language) => ({ achievement_key: a.key, language, ...a.translations[language] })),
  );
  return { achievements, translations };
}

/** The fingerprint (content-fingerprint.ts) recorded by the last import, if one was. */
export async function importedFingerprint(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('content_import')
    .select('fingerprint')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.fingerprint;
}

/**
 * Imports `content`; with `fingerprint`, records it in the same transaction, so the rows and the
 * fingerprint said to describe them always change together. Without one (a bench or a test
 * importing content of its own) the recorded fingerprint is cleared, so the next start imports.
 */
export async function importContent(
  db: Kysely<Database>,
  content: Content,
  fingerprint?: string,
): Promise<ImportStats> {
  const stats: ImportStats = { inserted: 0, updated: 0, unchanged: 0, deactivated: 0 };
  const r = ritualRows(content);
  const t = tipRows(content);
  const a = achievementRows(content);
  await db.transaction().execute(async (trx) => {
    await sync(trx, 'rituals', ['id'], ready(r.rituals), stats, true);
    await sync(trx, 'ritual_translations', ['ritual_id', 'language'], r.translations, stats, false);
    await sync(trx, 'daily_tips', ['id'], ready(t.tips), stats, true);
    await sync(trx, 'daily_tip_translations', ['tip_id', 'language'], ready(t.translations), stats, false);
    await sync(trx, 'achievements', ['key'], ready(a.achievements), stats, true);
    await sync(
      trx,
      'achievement_translations',
      ['achievement_key', 'language'],
      ready(a.translations),
      stats,
      false,
    );
    // Rows imported from content of unknown fingerprint: no start may take them for any files.
    if (fingerprint === undefined) {
      await trx.deleteFrom('content_import').execute();
      return;
    }
    await trx
      .insertInto('content_import')
      .values({ id: 1, fingerprint })
      .onConflict((oc) => oc.column('id').doUpdateSet({ fingerprint }))
      .execute();
  });
  return stats;
}
