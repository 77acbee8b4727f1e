import type { Ritual } from './api/catalogue.ts';
import {
  foldRitual,
  foldText,
  isExact,
  queryWords,
  SEARCH_WEIGHTS,
  type FoldedRitual,
  type IntentionLabels,
} from './catalogue-search.ts';

// The catalogue folded once (when it is loaded, not per query), with an index from each word of
// the searched fields to the rituals and fields holding it. A query word or phrase lies inside the
// words of a field, so a query only looks at the catalogue's distinct words and the rituals listed
// under those containing it; the exact rule is still checked on the text where a phrase spans
// several words. The results are those of judging every ritual by catalogue-search.ts's rules.

const WORD = /[\p{L}\p{N}]+/gu;
const FIELDS = ['title', 'objects', 'intention', 'steps', 'origin'] as const;
const BIT = { title: 1, objects: 2, intention: 4, steps: 8, origin: 16 } as const;
/** The fields the exact rule looks at (not the intention). */
const EXACT_FIELDS = BIT.title | BIT.objects | BIT.steps | BIT.origin;
/** The related score of a word found in the fields of a bit mask. */
const WEIGHT_OF_MASK = Array.from({ length: 32 }, (_, mask) =>
  FIELDS.reduce((sum, field) => sum + (mask & BIT[field] ? SEARCH_WEIGHTS[field] : 0), 0),
);

export interface CatalogueIndex {
  /** In display order (most popular first); a ritual's position is its place here. */
  readonly entries: readonly FoldedRitual[];
  /** The distinct words of the searched fields, and for each, `position * 32 + field mask` ascending. */
  readonly words: readonly string[];
  readonly postings: readonly (readonly number[])[];
}

/** Builds an index a slice at a time, so a caller can yield between slices of a large catalogue. */
export function createIndexBuilder(intentionLabels: IntentionLabels) {
  const entries: FoldedRitual[] = [];
  const byWord = new Map<string, number[]>();
  return {
    add(rituals: readonly Ritual[]): void {
      for (const ritual of rituals) {
        const position = entries.length;
        const folded = foldRitual(ritual, intentionLabels);
        entries.push(folded);
        const masks = new Map<string, number>();
        for (const field of FIELDS) {
          for (const word of folded[field].match(WORD) ?? [])
            masks.set(word, (masks.get(word) ?? 0) | BIT[field]);
        }
        for (const [word, mask] of masks) {
          const list = byWord.get(word);
          if (list) list.push(position * 32 + mask);
          else byWord.set(word, [position * 32 + mask]);
        }
      }
    },
    finish: (): CatalogueIndex => ({ entries, words: [...byWord.keys()], postings: [...byWord.values()] }),
  };
}

export function createIndex(rituals: readonly Ritual[], intentionLabels: IntentionLabels): CatalogueIndex {
  const builder = createIndexBuilder(intentionLabels);
  builder.add(rituals);
  return builder.finish();
}

/** The rituals with a word containing `part` (letters and digits only), and in which fields. */
interface Found {
  /** Each such ritual once, in no particular order. */
  positions: number[];
  /** By position: the fields holding `part` (0 for rituals not found). */
  masks: Uint8Array;
}

function fieldsContaining(index: CatalogueIndex, part: string): Found {
  const masks = new Uint8Array(index.entries.length);
  const positions: number[] = [];
  for (let w = 0; w < index.words.length; w++) {
    if (!index.words[w]!.includes(part)) continue;
    for (const packed of index.postings[w]!) {
      const position = Math.floor(packed / 32);
      if (masks[position] === 0) positions.push(position);
      masks[position]! |= packed & 31;
    }
  }
  return { positions, masks };
}

const ascending = (a: number, b: number) => a - b;
/** Shorter words sit inside too many others to narrow anything; their rituals are scanned. */
const MIN_NARROWING = 3;

/** Positions whose exact fields contain the folded query. */
function exactMatches(index: CatalogueIndex, folded: string): number[] {
  const words = [...new Set(folded.match(WORD) ?? [])];
  if (words.length === 1 && words[0] === folded) {
    // A single word, however short: containing it in a field's word is containing it in the
    // field, and the distinct words are far fewer than the characters of every field.
    const { positions, masks } = fieldsContaining(index, folded);
    return positions.filter((p) => masks[p]! & EXACT_FIELDS).sort(ascending);
  }
  const parts = words.filter((part) => part.length >= MIN_NARROWING);
  // Each word of a phrase lies inside a word of the field that holds the phrase: narrow by the
  // two longest, then check the phrase itself.
  let candidates: number[] | null = null;
  for (const part of parts.sort((a, b) => b.length - a.length).slice(0, 2)) {
    const { positions, masks } = fieldsContaining(index, part);
    candidates = (candidates ?? positions).filter((p) => masks[p]! & EXACT_FIELDS);
  }
  const pool = candidates ? candidates.sort(ascending) : index.entries.map((_, position) => position);
  return pool.filter((p) => isExact(index.entries[p]!, folded));
}

export interface Matches {
  exact: number[];
  /** Rituals sharing a query word, best score first, ties in display order (worked out when needed). */
  scored: () => number[];
}

/** The query's matches over the whole catalogue, before any filter; null for an empty query. */
export function matchAll(index: CatalogueIndex, query: string): Matches | null {
  const folded = foldText(query).trim();
  if (!folded) return null;
  let scored: number[] | undefined;
  return {
    exact: exactMatches(index, folded),
    scored: () => {
      if (scored) return scored;
      const scores = new Map<number, number>();
      for (const word of queryWords(query)) {
        const { positions, masks } = fieldsContaining(index, word);
        for (const position of positions) {
          scores.set(position, (scores.get(position) ?? 0) + WEIGHT_OF_MASK[masks[position]!]!);
        }
      }
      scored = [...scores]
        .filter(([, score]) => score > 0)
        .sort(([pa, sa], [pb, sb]) => sb - sa || pa - pb)
        .map(([position]) => position);
      return scored;
    },
  };
}
