import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/server/content/content-loader.ts';
import { importContent } from '../../src/server/content/content-import.ts';
import type { Db } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { foldedSearchText } from '../../src/shared/catalogue-search.ts';
import { LANGUAGES, type Language } from '../../src/shared/languages.ts';
import { CONTENT_DIR, realContent } from './support/test-app.ts';
import { testDatabases } from './support/test-db.ts';

describe.each(testDatabases)('migrations and content import on $name', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  const workDir = mkdtempSync(path.join(tmpdir(), 'ritualia-content-'));
  const translation = (ritualId: number, language: Language) =>
    db.kysely
      .selectFrom('ritual_translations')
      .selectAll()
      .where('ritual_id', '=', ritualId)
      .where('language', '=', language)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    ({ db, drop } = await kind.create());
  });
  afterAll(async () => {
    await db.close();
    await drop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('applies every migration once', async () => {
    expect(await migrateToLatest(db)).toEqual([
      '0001-content',
      '0002-auth',
      '0003-progress',
      '0005-achievements-seen',
      '0010-reminders',
      '0011-shop-journal',
      '0012-award-indexes',
      '0013-ritual-search-text',
    ]);
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('imports everything the first time and changes nothing the second time', async () => {
    const content = await realContent();
    const first = await importContent(db.kysely, content);
    expect(first.inserted).toBeGreaterThan(content.rituals.length * 5);
    expect(first.updated).toBe(0);
    const second = await importContent(db.kysely, content);
    expect(second).toEqual({ inserted: 0, updated: 0, unchanged: first.inserted, deactivated: 0 });
  });

  it('stores each translation folded for search, and fills in what an earlier import left empty', async () => {
    const content = await realContent();
    const ritual = content.rituals[0]!;
    await db.kysely
      .updateTable('ritual_translations')
      .set({ search_text: null })
      .where('ritual_id', '=', ritual.id)
      .execute();
    const stats = await importContent(db.kysely, content);
    expect(stats).toMatchObject({ inserted: 0, updated: LANGUAGES.length, deactivated: 0 });
    expect((await translation(ritual.id, 'fr')).search_text).toBe(foldedSearchText(ritual.translations.fr));
  });

  it('updates only the rows of an edited file and deactivates a removed one', async () => {
    cpSync(CONTENT_DIR, workDir, { recursive: true });
    const ritualsDir = path.join(workDir, 'rituals');
    const [firstFile, secondFile] = readdirSync(ritualsDir).sort();
    const file = path.join(ritualsDir, firstFile!);
    const ritual = JSON.parse(readFileSync(file, 'utf8'));
    ritual.translations.en.title = 'An edited title for the test';
    writeFileSync(file, JSON.stringify(ritual));
    rmSync(path.join(ritualsDir, secondFile!));

    const stats = await importContent(db.kysely, await loadContent(workDir));
    expect(stats.updated).toBe(1);
    expect(stats.deactivated).toBe(1);
    expect(stats.inserted).toBe(0);
    expect((await translation(ritual.id, 'en')).title).toBe('An edited title for the test');
    const removedId = Number(secondFile!.slice(0, 3));
    const removed = await db.kysely
      .selectFrom('rituals')
      .select('is_active')
      .where('id', '=', removedId)
      .executeTakeFirstOrThrow();
    expect(removed.is_active).toBe(0);
  });
});
