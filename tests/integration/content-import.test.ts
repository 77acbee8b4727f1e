import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/server/modules/content/content-loader.ts';
import { importContent } from '../../src/server/modules/content/content-import.ts';
import { refreshContent } from '../../src/server/modules/content/content-refresh.ts';
import type { Db } from '../../src/server/platform/db/database.ts';
import { migrateToLatest } from '../../src/server/platform/db/migrate.ts';
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

  const titleOf = async (ritualId: number, language: Language) =>
    (await translation(ritualId, language)).title;

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
      '0014-content-fingerprint',
      '0015-activity-version',
      '0016-award-counters',
      '0017-ritual-completion-points',
      '0018-first-week-from-sign-up',
      '0019-action-time-zone',
      '0020-journeys',
      '0021-journey-finish-activity',
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
    expect(await titleOf(ritual.id, 'en')).toBe('An edited title for the test');
    const removedId = Number(secondFile!.slice(0, 3));
    const removed = await db.kysely
      .selectFrom('rituals')
      .select('is_active')
      .where('id', '=', removedId)
      .executeTakeFirstOrThrow();
    expect(removed.is_active).toBe(0);
  });

  it('skips reading unchanged content at start, and imports again after any change or when forced', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ritualia-refresh-'));
    try {
      cpSync(CONTENT_DIR, dir, { recursive: true });
      // The earlier imports recorded no fingerprint: the first refresh is a full import.
      expect(await refreshContent(db.kysely, dir, { force: false })).not.toBeNull();
      expect(await refreshContent(db.kysely, dir, { force: false })).toBeNull();

      const file = path.join(dir, 'rituals', readdirSync(path.join(dir, 'rituals')).sort()[0]!);
      const ritual = JSON.parse(readFileSync(file, 'utf8'));
      ritual.translations.fr.title = 'Un titre modifié pour le test';
      writeFileSync(file, JSON.stringify(ritual));
      expect(await refreshContent(db.kysely, dir, { force: false })).toMatchObject({
        updated: 1,
        inserted: 0,
      });
      expect(await titleOf(ritual.id, 'fr')).toBe('Un titre modifié pour le test');
      expect(await refreshContent(db.kysely, dir, { force: false })).toBeNull();

      // A broken file is refused and recorded nothing: put back, it is the content imported before.
      const tips = path.join(dir, 'daily-tips', readdirSync(path.join(dir, 'daily-tips')).sort()[0]!);
      writeFileSync(tips, '{ not json');
      await expect(refreshContent(db.kysely, dir, { force: false })).rejects.toThrow(/content problem/);

      rmSync(tips);
      cpSync(path.join(CONTENT_DIR, 'daily-tips'), path.join(dir, 'daily-tips'), { recursive: true });
      expect(await refreshContent(db.kysely, dir, { force: false })).toBeNull();
      const forced = await refreshContent(db.kysely, dir, { force: true });
      expect(forced).toMatchObject({ inserted: 0, updated: 0, deactivated: 0 });

      // Rows imported without a fingerprint (a bench's own content) are never taken for the files.
      await importContent(db.kysely, await loadContent(dir));
      expect(await refreshContent(db.kysely, dir, { force: false })).not.toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
