import { readFile } from 'node:fs/promises';
import type { IntentionLabels } from '../../shared/catalogue-search.ts';
import type { Language } from '../../shared/languages.ts';

// Search matches a ritual's intention by the word the visitor reads on the page, so the server
// reads the interface's own taxonomy labels (data, not code) instead of keeping a second copy.
const LOCALES = new URL('../../web/locales/', import.meta.url);

export async function intentionLabels(language: Language): Promise<IntentionLabels> {
  const file = new URL(`${language}/taxonomy.json`, LOCALES);
  const taxonomy = JSON.parse(await readFile(file, 'utf8')) as { intention: IntentionLabels };
  return taxonomy.intention;
}
