import type { Ritual } from '../../../shared/api/catalogue.ts';
import {
  searchCatalogue,
  type CatalogueQuery,
  type CatalogueResult,
} from '../../../shared/catalogue-lookup.ts';
import { foldText } from '../../../shared/catalogue-search.ts';
import type { Language } from '../../../shared/languages.ts';
import { relatedRituals } from '../../../shared/related-rituals.ts';
import type { PreparedBytes } from '../../platform/http/compress-answers.ts';
import type { EncodedBody } from '../../platform/http/encoded-body.ts';
import { AppError } from '../../platform/http/errors.ts';
import { LruMap } from '../../platform/lru-map.ts';
import { listAnswer, ritualJson } from './catalogue-body.ts';
import type { CatalogueRepository } from './catalogue.repository.ts';
import { loadLanguage, type LoadedLanguage } from './language-load.ts';

/**
 * Search results kept per language, most recently asked last. The catalogue only changes on
 * import, so the queries people repeat (the first page, a popular word, a filter) are answered
 * from here without walking the index again.
 */
const RESULTS_KEPT = 200;
/**
 * Answers (a page of results, its JSON and gzip) kept per language, and the largest kept: a page of
 * 24 is about 40 kB of JSON and 8 kB of gzip, so a language keeps a few megabytes. A repeated
 * search is then bytes already made, whatever the catalogue's size. Larger answers (every match of
 * a broad word) are made anew and compressed off the event loop.
 */
const ANSWERS_KEPT = 128;
const KEPT_UP_TO = 128 * 1024;

/** A loaded language with the answers the service keeps for it. */
interface CachedLanguage extends LoadedLanguage {
  /** Recent results by query (not those limited to ids: they are one user's favourites). */
  results: Map<string, CatalogueResult>;
  /** Recent answers by query and page, as resultsFor keeps their results. */
  answers: LruMap<string, PreparedBytes>;
}

/**
 * What tells two queries' results apart: the filters and the folded, trimmed text (the search
 * reads nothing else of it, docs/product-rules.md), so "ROMERO " and "romero" share their results.
 */
function queryKey(query: CatalogueQuery): string {
  const { filters } = query;
  return JSON.stringify([
    foldText(query.q).trim(),
    filters.intention,
    filters.type,
    filters.culture,
    filters.moment,
  ]);
}

/** The results of `query`, from the language's recent ones when it was asked before. */
function resultsFor(cached: CachedLanguage, query: CatalogueQuery, key: string): CatalogueResult {
  if (query.ids) return searchCatalogue(cached.index, query);
  let result = cached.results.get(key);
  if (result) cached.results.delete(key);
  else result = searchCatalogue(cached.index, query);
  cached.results.set(key, result);
  if (cached.results.size > RESULTS_KEPT) cached.results.delete(cached.results.keys().next().value!);
  return result;
}

const parseAt = (cached: CachedLanguage, position: number) =>
  JSON.parse(ritualJson(cached.rituals, position)) as Ritual;

/**
 * The catalogue changes only when content is imported, so each language is read, indexed and
 * encoded once, then served from memory; `invalidate()` after an import.
 */
export function createCatalogueService(repository: CatalogueRepository) {
  const cache = new Map<Language, Promise<CachedLanguage>>();
  /** The languages whose load has finished, for answers that cannot wait (the fast path). */
  const loaded = new Map<Language, CachedLanguage>();

  function forLanguage(language: Language): Promise<CachedLanguage> {
    let entry = cache.get(language);
    if (!entry) {
      entry = loadLanguage(repository, language).then((done) => ({
        ...done,
        results: new Map(),
        answers: new LruMap(ANSWERS_KEPT),
      }));
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

  async function positionOf(language: Language, id: number) {
    const cached = await forLanguage(language);
    const position = cached.positionById.get(id);
    if (position === undefined) throw new AppError(404, 'ritual_not_found');
    return { cached, position };
  }

  return {
    async list(language: Language): Promise<EncodedBody> {
      return (await forLanguage(language)).list;
    },
    /** The whole list when it is already in memory, else undefined (nothing is loaded). */
    loadedList: (language: Language): EncodedBody | undefined => loaded.get(language)?.list,
    /**
     * One page of a search (docs/product-rules.md, Catalogue and search) as the answer's JSON bytes,
     * kept with its gzip when it is small (`large` false); `limit` null: all of it.
     */
    async search(
      language: Language,
      query: CatalogueQuery,
      paging: { page: number; limit: number | null },
    ): Promise<{ answer: PreparedBytes; large: boolean }> {
      const cached = await forLanguage(language);
      const key = queryKey(query);
      const answerKey = query.ids ? null : `${key}${paging.page},${paging.limit}`;
      const kept = answerKey === null ? undefined : cached.answers.get(answerKey);
      if (kept) return { answer: kept, large: false };
      const { positions, exact, facets } = resultsFor(cached, query, key);
      const total = positions.length;
      const limit = paging.limit ?? total;
      const start = (paging.page - 1) * limit;
      const page = positions.subarray(Math.min(start, total), Math.min(start + limit, total));
      const answer = {
        json: listAnswer(cached.rituals, page, { page: paging.page, limit, total, exact, facets }),
      };
      const large = answer.json.length > KEPT_UP_TO;
      if (answerKey !== null && !large) cached.answers.set(answerKey, answer);
      return { answer, large };
    },
    async get(language: Language, id: number): Promise<Ritual> {
      const { cached, position } = await positionOf(language, id);
      return parseAt(cached, position);
    },
    /** The rituals most like one, so its page need not download the catalogue to find them. */
    async related(language: Language, id: number): Promise<Ritual[]> {
      const { cached, position } = await positionOf(language, id);
      return relatedRituals(cached.relatable[position]!, cached.relatable).map((r) =>
        parseAt(cached, r.position),
      );
    },
    count: () => repository.countActive(),
    invalidate: () => {
      cache.clear();
      loaded.clear();
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
