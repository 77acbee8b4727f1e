import type { Ritual } from '../../../shared/api/catalogue.ts';
import { createIndexBuilder, type CatalogueIndex } from '../../../shared/catalogue-index.ts';
import { searchCatalogue } from '../../../shared/catalogue-lookup.ts';
import { foldedSearchText } from '../../../shared/catalogue-search.ts';
import type { Language } from '../../../shared/languages.ts';
import type { RelatableRitual } from '../../../shared/related-rituals.ts';
import { encodeBody, type EncodedBody } from '../../platform/http/encoded-body.ts';
import { pace } from '../../platform/http/pacer.ts';
import { createListWriter, type RitualBytes } from './catalogue-body.ts';
import { byteStore } from './catalogue-texts.ts';
import type { CatalogueRepository } from './catalogue.repository.ts';
import { intentionLabels } from './intention-labels.ts';

// One language of the catalogue read into memory: its search index, every ritual's JSON in
// display order, and what relating rituals needs (catalogue.service.ts keeps it until an import).

type Row = Awaited<ReturnType<CatalogueRepository['listActiveSlice']>>[number];

/** Rituals are read from the database this many at a time. */
const SLICE = 100;

function toRitual(row: Row): Ritual {
  // The folded text is the index's, not part of the ritual.
  const { search_text: _searchText, ...fields } = row;
  return {
    ...fields,
    objects: JSON.parse(row.objects) as string[],
    steps: JSON.parse(row.steps) as string[],
    benefits: JSON.parse(row.benefits) as string[],
    safety_notes: JSON.parse(row.safety_notes) as string[],
    hazards: JSON.parse(row.hazards) as Ritual['hazards'],
    is_featured: row.is_featured === 1,
    is_active: row.is_active === 1,
  };
}

/** What relating rituals needs of one, and where its JSON lies. */
type Relatable = RelatableRitual & { position: number };

export interface LoadedLanguage {
  index: CatalogueIndex;
  /** Every ritual's JSON, in display order, inside the whole list's bytes. */
  rituals: RitualBytes;
  relatable: Relatable[];
  positionById: Map<number, number>;
  /** The whole list (no search, filter or page), encoded once. */
  list: EncodedBody;
}

/**
 * Reads the language a slice at a time and indexes and writes out each ritual as it comes,
 * pacing itself (pacer.ts), so loading ten thousand rituals never delays other requests for long.
 */
export async function loadLanguage(
  repository: CatalogueRepository,
  language: Language,
): Promise<LoadedLanguage> {
  const builder = createIndexBuilder(await intentionLabels(language), byteStore());
  const writer = createListWriter();
  const relatable: Relatable[] = [];
  const positionById = new Map<number, number>();
  for (let after: Row | null = null; ;) {
    const rows: Row[] = await repository.listActiveSlice(language, after, SLICE);
    for (const row of rows) {
      const ritual = toRitual(row);
      const { id, intention, type, culture, moment, popularity_score } = ritual;
      // An import before the folded column existed left it empty: fold here instead.
      builder.add({
        id,
        intention,
        type,
        culture,
        moment,
        text: row.search_text ?? foldedSearchText(ritual),
      });
      positionById.set(id, relatable.length);
      relatable.push({
        id,
        intention,
        type,
        culture,
        moment,
        popularity_score,
        position: relatable.length,
      });
      writer.add(JSON.stringify(ritual));
      await pace();
    }
    if (rows.length < SLICE) break;
    after = rows[rows.length - 1]!;
  }
  const finishing = builder.finish();
  let step = finishing.next();
  for (; !step.done; step = finishing.next()) await pace();
  const index = step.value;
  const whole = searchCatalogue(index, {
    q: '',
    filters: { intention: [], type: [], culture: [], moment: [] },
  });
  const total = index.size;
  const rest = { page: 1, limit: total, total, exact: whole.exact, facets: whole.facets };
  const rituals = await writer.finish(rest);
  return {
    index,
    rituals,
    relatable,
    positionById,
    list: await encodeBody(rituals.bytes),
  };
}
