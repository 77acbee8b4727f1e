import type { Language } from '../../../shared/languages.ts';
import type { CatalogueRow } from './progress-summary.ts';
import type { ProgressRepository } from './progress.repository.ts';

/**
 * The achievement catalogue progress reads on every request, read once: achievements are
 * content, imported before the app starts (ADR 0002), and awarding reads its rules once too
 * (achievements.service.ts). A failed read is retried by the next request.
 */
export function progressContent(repository: ProgressRepository) {
  // The achievement catalogue with its texts, once per language.
  const catalogues = new Map<Language, Promise<CatalogueRow[]>>();
  function achievementCatalogue(language: Language) {
    let catalogue = catalogues.get(language);
    if (!catalogue) {
      catalogue = repository.achievementCatalogue(language).catch((error: unknown) => {
        catalogues.delete(language);
        throw error;
      });
      catalogues.set(language, catalogue);
    }
    return catalogue;
  }

  return { achievementCatalogue };
}
