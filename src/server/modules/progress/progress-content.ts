import type { Language } from '../../../shared/languages.ts';
import { rememberedPerKey } from '../../platform/remembered.ts';
import type { ProgressRepository } from './progress.repository.ts';

/**
 * The achievement catalogue progress reads on every request, read once: achievements are
 * content, imported before the app starts (ADR 0002), and awarding reads its rules once too
 * (achievements.service.ts). A failed read is retried by the next request.
 */
export function progressContent(repository: ProgressRepository) {
  // The achievement catalogue with its texts, once per language.
  const achievementCatalogue = rememberedPerKey((language: Language) =>
    repository.achievementCatalogue(language),
  );

  return { achievementCatalogue };
}
