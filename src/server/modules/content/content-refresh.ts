import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { contentFingerprint } from './content-fingerprint.ts';
import { importContent, importedFingerprint, type ImportStats } from './content-import.ts';

/**
 * Brings the database's content up to the files in `contentDir`: a full read, check and import
 * (the same result as ever), unless the files and the import's code have the fingerprint the
 * database recorded at its last import and `force` is not set — then nothing is read and null
 * is returned (docs/decisions/0024-fast-start.md). Start-up forces it after a migration ran.
 */
export async function refreshContent(
  db: Kysely<Database>,
  contentDir: string,
  { force }: { force: boolean },
): Promise<ImportStats | null> {
  // Taken before the files are read: a file edited meanwhile leaves a fingerprint that no longer
  // matches, so the next start imports again rather than trusting rows older than the files.
  const fingerprint = contentFingerprint(contentDir);
  if (!force && (await importedFingerprint(db)) === fingerprint) return null;
  // The loader, its schemas and rules are loaded only now: an unchanged start never needs them.
  const { loadContent } = await import('./content-loader.ts');
  return importContent(db, await loadContent(contentDir), fingerprint);
}
