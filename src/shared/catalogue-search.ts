import type { Ritual } from './api/catalogue.ts';
import type { Intention } from './taxonomy.ts';

// Hybrid search (docs/product-rules.md, Catalogue and search). Exact results: the whole query, folded (case-
// and accent-insensitive),
// appears in the title, a step, the origin explanation or an object. When there are fewer than
// MIN_EXACT of them, related results are added: rituals scored by how many query words appear in
// each field, weighted; the list is then cut at MAX_HYBRID_RESULTS, exact results first.
// This file holds the rules; catalogue-index.ts, catalogue-matches.ts and catalogue-lookup.ts apply
// them to a catalogue folded once (at import: foldedSearchText). The rules applied plainly to every
// ritual are kept in catalogue-index.test.ts, as the oracle the indexed search is checked against.

export const MIN_EXACT = 5;
export const MAX_HYBRID_RESULTS = 10;
export const MIN_WORD_LENGTH = 3;
export const SEARCH_WEIGHTS = { title: 5, objects: 4, intention: 3, steps: 2, origin: 1 } as const;

export type IntentionLabels = Readonly<Record<Intention, string>>;

/** Lower case without diacritics: "Protección" → "proteccion". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

export function queryWords(query: string): string[] {
  const words = foldText(query).match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= MIN_WORD_LENGTH))];
}

/**
 * Separates the folded fields in one text (foldedSearchText): a combining mark, which folding
 * removes from every query, so no match of a folded query can span two fields.
 */
export const FIELD_SEPARATOR = '\u0301';

/** What the exact rule reads of a ritual in one language. */
export type ExactFields = Pick<Ritual, 'title' | 'objects' | 'steps' | 'origin_explanation'>;

/**
 * The fields the exact rule looks at, folded, in one text: title, objects, steps and origin,
 * apart by FIELD_SEPARATOR. The content import stores it beside each translation, so the
 * catalogue is folded once per import instead of on every load.
 */
export function foldedSearchText(ritual: ExactFields): string {
  return [ritual.title, ritual.objects.join('\n'), ritual.steps.join('\n'), ritual.origin_explanation]
    .map(foldText)
    .join(FIELD_SEPARATOR);
}
