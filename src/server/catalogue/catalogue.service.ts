import type { Language } from '../../shared/languages.ts';
import type { Ritual } from '../../shared/api/catalogue.ts';
import { AppError } from '../http/errors.ts';
import { encodeBody, type EncodedBody } from '../http/encoded-body.ts';
import type { CatalogueRepository } from './catalogue.repository.ts';

type Row = Awaited<ReturnType<CatalogueRepository['listActive']>>[number];

function toRitual(row: Row): Ritual {
  return {
    ...row,
    type: row.type as Ritual['type'],
    intention: row.intention as Ritual['intention'],
    culture: row.culture as Ritual['culture'],
    moment: row.moment as Ritual['moment'],
    difficulty: row.difficulty as Ritual['difficulty'],
    language: row.language as Language,
    objects: JSON.parse(row.objects) as string[],
    steps: JSON.parse(row.steps) as string[],
    benefits: JSON.parse(row.benefits) as string[],
    safety_notes: JSON.parse(row.safety_notes) as string[],
    hazards: JSON.parse(row.hazards) as Ritual['hazards'],
    is_featured: row.is_featured === 1,
    is_active: row.is_active === 1,
  };
}

interface CachedLanguage {
  list: EncodedBody;
  byId: Map<number, Ritual>;
}

/**
 * The catalogue changes only when content is imported, so each language is read and encoded
 * once and then served from memory; `invalidate()` after an import.
 */
export function createCatalogueService(repository: CatalogueRepository) {
  const cache = new Map<Language, Promise<CachedLanguage>>();

  async function load(language: Language): Promise<CachedLanguage> {
    const rituals = (await repository.listActive(language)).map(toRitual);
    return {
      list: encodeBody(JSON.stringify({ success: true, data: rituals })),
      byId: new Map(rituals.map((r) => [r.id, r])),
    };
  }

  function forLanguage(language: Language): Promise<CachedLanguage> {
    let entry = cache.get(language);
    if (!entry) {
      entry = load(language);
      // A failed read must not be remembered: the next request tries the database again.
      entry.catch(() => cache.delete(language));
      cache.set(language, entry);
    }
    return entry;
  }

  return {
    async list(language: Language): Promise<EncodedBody> {
      return (await forLanguage(language)).list;
    },
    async get(language: Language, id: number): Promise<Ritual> {
      const ritual = (await forLanguage(language)).byId.get(id);
      if (!ritual) throw new AppError(404, 'ritual_not_found');
      return ritual;
    },
    count: () => repository.countActive(),
    invalidate: () => cache.clear(),
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
