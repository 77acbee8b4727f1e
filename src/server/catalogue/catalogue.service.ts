import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Language } from '../../shared/languages.ts';
import type { Ritual, RitualListResponse } from '../../shared/api/catalogue.ts';
import { createIndexBuilder, type CatalogueIndex } from '../../shared/catalogue-index.ts';
import { searchCatalogue, type CatalogueQuery, type CatalogueResult } from '../../shared/catalogue-lookup.ts';
import { relatedRituals } from '../../shared/related-rituals.ts';
import { AppError } from '../http/errors.ts';
import { encodeBody, type EncodedBody } from '../http/encoded-body.ts';
import type { CatalogueRepository } from './catalogue.repository.ts';
import { intentionLabels } from './intention-labels.ts';

type Row = Awaited<ReturnType<CatalogueRepository['listActiveSlice']>>[number];

/** Rituals are read from the database this many at a time, and stringified STRINGIFY at a time. */
const SLICE = 250;
const STRINGIFY = 100;
/** Folding and indexing go a few rituals at a time, yielding once this many ms have passed. */
const INDEX_STEP = 20;
const BUSY_MS = 10;
/**
 * Search results kept per language, most recently asked last. A cold query over 10,000 rituals
 * costs milliseconds (facets walk every match); the catalogue only changes on import, so the
 * queries people repeat (the first page, a popular word, a filter) are answered from here.
 */
const RESULTS_KEPT = 200;

/**
 * Adds `rituals` to the index in small steps, yielding to the event loop whenever one has held it
 * for BUSY_MS, so loading ten thousand rituals never delays other requests for long.
 */
async function addInSteps(builder: ReturnType<typeof createIndexBuilder>, rituals: readonly Ritual[]) {
  let since = performance.now();
  for (let at = 0; at < rituals.length; at += INDEX_STEP) {
    builder.add(rituals.slice(at, at + INDEX_STEP));
    if (performance.now() - since > BUSY_MS) {
      await yieldToLoop();
      since = performance.now();
    }
  }
}

function toRitual(row: Row): Ritual {
  return {
    ...row,
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
  index: CatalogueIndex;
  /** In display order. */
  rituals: Ritual[];
  byId: Map<number, Ritual>;
  /** The whole list (no search, filter or page), encoded once. */
  list: EncodedBody;
  /** Recent results by query (not those limited to ids: they are one user's favourites). */
  results: Map<string, CatalogueResult>;
}

/** The results of `query`, from the language's recent ones when it was asked before. */
function resultsFor(cached: CachedLanguage, query: CatalogueQuery): CatalogueResult {
  if (query.ids) return searchCatalogue(cached.index, query);
  const { filters } = query;
  const key = JSON.stringify([query.q, filters.intention, filters.type, filters.culture, filters.moment]);
  let result = cached.results.get(key);
  if (result) cached.results.delete(key);
  else result = searchCatalogue(cached.index, query);
  cached.results.set(key, result);
  if (cached.results.size > RESULTS_KEPT) cached.results.delete(cached.results.keys().next().value!);
  return result;
}

export type CatalogueAnswer = Omit<RitualListResponse, 'success'>;

/** The whole-list answer as JSON, stringified a slice at a time. */
async function wholeListJson(index: CatalogueIndex): Promise<string> {
  const { rituals, exact, facets } = searchCatalogue(index, {
    q: '',
    filters: { intention: [], type: [], culture: [], moment: [] },
  });
  const parts: string[] = [];
  for (let at = 0; at < rituals.length; at += STRINGIFY) {
    parts.push(JSON.stringify(rituals.slice(at, at + STRINGIFY)).slice(1, -1));
    await yieldToLoop();
  }
  const rest: Omit<CatalogueAnswer, 'data'> = {
    page: 1,
    limit: rituals.length,
    total: rituals.length,
    exact,
    facets,
  };
  return `{"success":true,"data":[${parts.filter(Boolean).join(',')}],${JSON.stringify(rest).slice(1)}`;
}

/**
 * The catalogue changes only when content is imported, so each language is read, folded for
 * search and encoded once, then served from memory; `invalidate()` after an import.
 */
export function createCatalogueService(repository: CatalogueRepository) {
  const cache = new Map<Language, Promise<CachedLanguage>>();
  /** The languages whose load has finished, for answers that cannot wait (the fast path). */
  const loaded = new Map<Language, CachedLanguage>();

  async function load(language: Language): Promise<CachedLanguage> {
    const builder = createIndexBuilder(await intentionLabels(language));
    const byId = new Map<number, Ritual>();
    const all: Ritual[] = [];
    for (let after: Row | null = null; ;) {
      const rows: Row[] = await repository.listActiveSlice(language, after, SLICE);
      const rituals = rows.map(toRitual);
      for (const ritual of rituals) byId.set(ritual.id, ritual);
      all.push(...rituals);
      await addInSteps(builder, rituals);
      await yieldToLoop();
      if (rows.length < SLICE) break;
      after = rows[rows.length - 1]!;
    }
    const index = builder.finish();
    return {
      index,
      rituals: all,
      byId,
      list: await encodeBody(await wholeListJson(index)),
      results: new Map(),
    };
  }

  function forLanguage(language: Language): Promise<CachedLanguage> {
    let entry = cache.get(language);
    if (!entry) {
      entry = load(language);
      // A failed read must not be remembered: the next request tries the database again.
      entry.then(
        (done) => {
          // Unless an import invalidated the cache while this load ran.
          if (cache.get(language) === entry) loaded.set(language, done);
        },
        () => cache.delete(language),
      );
      cache.set(language, entry);
    }
    return entry;
  }

  return {
    async list(language: Language): Promise<EncodedBody> {
      return (await forLanguage(language)).list;
    },
    /** The whole list when it is already in memory, else undefined (nothing is loaded). */
    loadedList: (language: Language): EncodedBody | undefined => loaded.get(language)?.list,
    /** One page of a search (docs/product-rules.md, Catalogue and search); `limit` null: all of it. */
    async search(
      language: Language,
      query: CatalogueQuery,
      paging: { page: number; limit: number | null },
    ): Promise<CatalogueAnswer> {
      const { rituals, exact, facets } = resultsFor(await forLanguage(language), query);
      const limit = paging.limit ?? rituals.length;
      const start = (paging.page - 1) * limit;
      return {
        data: rituals.slice(start, start + limit),
        page: paging.page,
        limit,
        total: rituals.length,
        exact,
        facets,
      };
    },
    async get(language: Language, id: number): Promise<Ritual> {
      const ritual = (await forLanguage(language)).byId.get(id);
      if (!ritual) throw new AppError(404, 'ritual_not_found');
      return ritual;
    },
    /** The rituals most like one, so its page need not download the catalogue to find them. */
    async related(language: Language, id: number): Promise<Ritual[]> {
      const { byId, rituals } = await forLanguage(language);
      const ritual = byId.get(id);
      if (!ritual) throw new AppError(404, 'ritual_not_found');
      return relatedRituals(ritual, rituals);
    },
    count: () => repository.countActive(),
    invalidate: () => {
      cache.clear();
      loaded.clear();
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
