import type { Insertable, Kysely, Transaction } from 'kysely';
import { rarityForPoints } from '../../shared/achievement-rarity.ts';
import { deriveDifficulty } from '../../shared/difficulty.ts';
import { LANGUAGES } from '../../shared/languages.ts';
import type { Database } from '../db/schema.ts';
import type { Content } from './content-loader.ts';

export interface ImportStats {
  inserted: number;
  updated: number;
  unchanged: number;
  deactivated: number;
}

type Table = keyof Database;
type Row<T extends Table> = Insertable<Database[T]>;

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound parameters. */
const INSERT_BATCH = 200;
const flag = (value: boolean) => (value ? 1 : 0);
const list = (items: string[]) => JSON.stringify(items);

function ritualRows(content: Content) {
  const rituals: Row<'rituals'>[] = [];
  const translations: Row<'ritual_translations'>[] = [];
  for (const r of content.rituals) {
    const es = r.translations.es;
    rituals.push({
      id: r.id,
      slug: r.slug,
      type: r.type,
      intention: r.intention,
      culture: r.culture,
      moment: r.moment,
      duration_minutes: r.duration_minutes,
      difficulty: r.difficulty ?? deriveDifficulty(es.steps.length, es.objects.length),
      popularity_score: r.popularity_score,
      is_featured: flag(r.is_featured),
      is_active: flag(r.is_active),
      hazards: list(r.hazards),
    });
    for (const language of LANGUAGES) {
      const t = r.translations[language];
      translations.push({
        ritual_id: r.id,
        language,
        title: t.title,
        objects: list(t.objects),
        steps: list(t.steps),
        benefits: list(t.benefits),
        origin_explanation: t.origin_explanation,
        safety_notes: list(t.safety_notes),
      });
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

function sameRow(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return Object.keys(a).every((k) => String(a[k]) === String(b[k]));
}

/**
 * Writes only what differs from the database, so a re-run changes nothing and an edited file
 * updates just its rows. Rows whose content disappeared are deactivated, never deleted: user
 * records (completions, favourites) keep pointing at them.
 */
async function sync<T extends Table>(
  trx: Transaction<Database>,
  table: T,
  keys: string[],
  rows: Row<T>[],
  stats: ImportStats,
  deactivate: boolean,
): Promise<void> {
  const k = (row: Record<string, unknown>) => keys.map((key) => String(row[key])).join('|');
  // The rows were typed where they were built; here every table is handled alike.
  const db = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const name: string = table;
  const existing = new Map((await db.selectFrom(name).selectAll().execute()).map((r) => [k(r), r]));
  const fresh: Record<string, unknown>[] = [];
  for (const row of rows as Record<string, unknown>[]) {
    const current = existing.get(k(row));
    existing.delete(k(row));
    if (!current) {
      fresh.push(row);
      stats.inserted++;
    } else if (!sameRow(row, current)) {
      let update = db.updateTable(name).set(row);
      for (const key of keys) update = update.where(key, '=', row[key]);
      await update.execute();
      stats.updated++;
    } else {
      stats.unchanged++;
    }
  }
  // New rows go in batches: a first import of thousands of rituals is a few dozen statements.
  for (let at = 0; at < fresh.length; at += INSERT_BATCH) {
    await db
      .insertInto(name)
      .values(fresh.slice(at, at + INSERT_BATCH))
      .execute();
  }
  if (!deactivate) return;
  for (const stale of existing.values()) {
    if (stale.is_active === 0) continue;
    let update = db.updateTable(name).set({ is_active: 0 });
    for (const key of keys) update = update.where(key, '=', stale[key]);
    await update.execute();
    stats.deactivated++;
  }
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
    await sync(trx, 'rituals', ['id'], r.rituals, stats, true);
    await sync(trx, 'ritual_translations', ['ritual_id', 'language'], r.translations, stats, false);
    await sync(trx, 'daily_tips', ['id'], t.tips, stats, true);
    await sync(trx, 'daily_tip_translations', ['tip_id', 'language'], t.translations, stats, false);
    await sync(trx, 'achievements', ['key'], a.achievements, stats, true);
    await sync(
      trx,
      'achievement_translations',
      ['achievement_key', 'language'],
      a.translations,
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
