import {
  sql,
  type Insertable,
  type Kysely,
  type Transaction,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import { rarityForPoints } from '../../shared/achievement-rarity.ts';
import { foldedSearchText } from '../../shared/catalogue-search.ts';
import { deriveDifficulty } from '../../shared/difficulty.ts';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import type { Database } from '../db/schema.ts';
import type { Content } from './content-loader.ts';
import { pace } from '../http/pacer.ts';

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

/**
 * A row to write, made only when the import needs it: its key up front, its columns on demand.
 * Ritual translations are made one at a time, compared or inserted and dropped, so the import
 * never holds 40,000 of them (their text and folded text) at once for the collector to copy.
 */
interface PendingRow<T extends Table> {
  key: Partial<Row<T>>;
  make: () => Row<T>;
}

const ready = <T extends Table>(rows: Row<T>[]): PendingRow<T>[] =>
  rows.map((row) => ({ key: row, make: () => row }));

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

function sameRow(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return Object.keys(a).every((k) => String(a[k]) === String(b[k]));
}

/** Existing rows are read this many at a time, in key order, so no read holds the loop for long. */
const READ_SLICE = 500;

/**
 * Writes only what differs from the database, so a re-run changes nothing and an edited file
 * updates just its rows. Rows whose content disappeared are deactivated, never deleted: user
 * records (completions, favourites) keep pointing at them. The existing rows are read a slice at
 * a time and every step paces itself (pacer.ts): at 10,000 rituals in four languages a single
 * read, or the comparison of every row in one go, would hold the event loop for seconds.
 */
async function sync<T extends Table>(
  trx: Transaction<Database>,
  table: T,
  keys: string[],
  rows: PendingRow<T>[],
  stats: ImportStats,
  deactivate: boolean,
): Promise<void> {
  const k = (row: Record<string, unknown>) => keys.map((key) => String(row[key])).join('|');
  // The rows were typed where they were built; here every table is handled alike.
  const db = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const name: string = table;
  const fresh = new Map<string, () => Record<string, unknown>>();
  for (const row of rows) fresh.set(k(row.key), row.make);
  const byKey = (
    update: UpdateQueryBuilder<Record<string, Record<string, unknown>>, string, string, UpdateResult>,
    row: Record<string, unknown>,
  ) => {
    for (const key of keys) update = update.where(key, '=', row[key]);
    return update;
  };
  for (let after: Record<string, unknown> | null = null; ;) {
    const last: Record<string, unknown> | null = after;
    const slice: Record<string, unknown>[] = await db
      .selectFrom(name)
      .selectAll()
      .$if(last !== null, (qb) =>
        qb.where(
          sql<boolean>`(${sql.join(keys.map((key) => sql.ref(key)))}) > (${sql.join(keys.map((key) => last![key]))})`,
        ),
      )
      .$call((qb) => keys.reduce((ordered, key) => ordered.orderBy(key), qb))
      .limit(READ_SLICE)
      .execute();
    for (const current of slice) {
      const row = fresh.get(k(current))?.();
      fresh.delete(k(current));
      if (!row) {
        if (deactivate && current.is_active !== 0) {
          await byKey(db.updateTable(name).set({ is_active: 0 }), current).execute();
          stats.deactivated++;
        }
      } else if (!sameRow(row, current)) {
        await byKey(db.updateTable(name).set(row), row).execute();
        stats.updated++;
      } else {
        stats.unchanged++;
      }
      await pace();
    }
    if (slice.length < READ_SLICE) break;
    after = slice[slice.length - 1]!;
  }
  // New rows go in batches: a first import of thousands of rituals is a few dozen statements.
  const inserts = [...fresh.values()];
  stats.inserted += inserts.length;
  for (let at = 0; at < inserts.length; at += INSERT_BATCH) {
    await db
      .insertInto(name)
      .values(inserts.slice(at, at + INSERT_BATCH).map((make) => make()))
      .execute();
    await pace();
  }
}

export async function importContent(db: Kysely<Database>, content: Content): Promise<ImportStats> {
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
  });
  return stats;
}
