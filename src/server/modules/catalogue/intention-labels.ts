import type { IntentionLabels } from '../../../shared/catalogue-search.ts';
import type { Language } from '../../../shared/languages.ts';

// Search matches a ritual's intention by the word the visitor reads on the page, so the server
// reads the interface's own taxonomy labels (data, not code) instead of keeping a second copy.
// Imported, not read by a path: the bundled server (dist/server) carries them inside itself, and
// each language's file is loaded only when that language's search index is first built.
type Taxonomy = { default: { intention: IntentionLabels } };
const TAXONOMIES: Record<Language, () => Promise<Taxonomy>> = {
  en: () => import('../../../web/locales/en/taxonomy.json', { with: { type: 'json' } }),
  es: () => import('../../../web/locales/es/taxonomy.json', { with: { type: 'json' } }),
  fr: () => import('../../../web/locales/fr/taxonomy.json', { with: { type: 'json' } }),
  pt: () => import('../../../web/locales/pt/taxonomy.json', { with: { type: 'json' } }),
};

export async function intentionLabels(language: Language): Promise<IntentionLabels> {
  return (await TAXONOMIES[language]()).default.intention;
}
