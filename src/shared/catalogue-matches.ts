import { BIT, MASK_BITS, WORD, type CatalogueIndex } from './catalogue-index.ts';
import { foldText, queryWords, SEARCH_WEIGHTS } from './catalogue-search.ts';

// A query's matches over the indexed catalogue (catalogue-index.ts), by the rules of
// catalogue-search.ts: the exact results, and the related ones by score when they are needed.

/** The fields the exact rule looks at (not the intention). */
const EXACT_FIELDS = BIT.title | BIT.objects | BIT.steps | BIT.origin;
const FIELDS = ['title', 'objects', 'intention', 'steps', 'origin'] as const;
/** The related score of a word found in the fields of a bit mask. */
const WEIGHT_OF_MASK = Array.from({ length: 32 }, (_, mask) =>
  FIELDS.reduce((sum, field) => sum + (mask & BIT[field] ? SEARCH_WEIGHTS[field] : 0), 0),
);

/**
 * By position, the fields with a word containing `part` (letters and digits only; 0: none). The
 * distinct words are one string, so finding them is a native substring search.
 */
function fieldsContaining(index: CatalogueIndex, part: string): Uint8Array {
  const masks = new Uint8Array(index.size);
  const { words, wordStarts, postingStarts, postings } = index;
  let word = 0;
  for (let at = words.indexOf(part); at !== -1; at = words.indexOf(part, wordStarts[word + 1])) {
    // The word holding `at`: the last that starts at or before it.
    let high = wordStarts.length - 2;
    while (word < high) {
      const middle = (word + high + 1) >>> 1;
      if (wordStarts[middle]! <= at) word = middle;
      else high = middle - 1;
    }
    for (let k = postingStarts[word]!; k < postingStarts[word + 1]!; k++) {
      masks[postings[k]! >>> MASK_BITS]! |= postings[k]! & 31;
    }
  }
  return masks;
}

/** By position, the fields with a word containing a part (fieldsContaining, kept per query). */
type Containing = (part: string) => Uint8Array;

/** Positions, ascending, whose exact fields contain the folded query. */
function exactMatches(index: CatalogueIndex, folded: string, containing: Containing): number[] {
  const words = [...new Set(folded.match(WORD) ?? [])];
  const found: number[] = [];
  if (words.length === 1 && words[0] === folded) {
    // A single word, however short: containing it in a field's word is containing it in the
    // field, and the distinct words are far fewer than the characters of every field.
    const masks = containing(folded);
    for (let p = 0; p < index.size; p++) if (masks[p]! & EXACT_FIELDS) found.push(p);
    return found;
  }
  // Each word of a phrase lies inside a word of the field that holds the phrase: narrow by the
  // two longest, then check the phrase itself.
  let candidates: Uint8Array | null = null;
  for (const part of words.sort((a, b) => b.length - a.length).slice(0, 2)) {
    const masks = containing(part);
    // A fresh array: the masks are kept for the query's scores.
    candidates ??= new Uint8Array(index.size).fill(1);
    for (let p = 0; p < index.size; p++) candidates[p] = candidates[p]! && masks[p]! & EXACT_FIELDS;
  }
  for (let p = 0; p < index.size; p++) {
    // foldedSearchText holds only the exact fields, apart by a mark no folded query contains.
    if ((!candidates || candidates[p]) && index.texts.includes(p, folded)) found.push(p);
  }
  return found;
}

/** Positions with a score, best first, ties in display order (a counting sort by score). */
function byScore(scores: Int32Array): Int32Array {
  let best = 0;
  for (const score of scores) if (score > best) best = score;
  const starts = new Int32Array(best + 1);
  for (const score of scores) if (score > 0) starts[score]!++;
  let at = 0;
  for (let score = best; score > 0; score--) {
    const count = starts[score]!;
    starts[score] = at;
    at += count;
  }
  const order = new Int32Array(at);
  for (let p = 0; p < scores.length; p++) if (scores[p]! > 0) order[starts[scores[p]!]!++] = p;
  return order;
}

export interface Matches {
  /** Ascending positions. */
  exact: number[];
  /** Rituals sharing a query word, best score first, ties in display order (worked out when needed). */
  scored: () => Int32Array;
}

/** The query's matches over the whole catalogue, before any filter; null for an empty query. */
export function matchAll(index: CatalogueIndex, query: string): Matches | null {
  const folded = foldText(query).trim();
  if (!folded) return null;
  let scored: Int32Array | undefined;
  // A word that narrows a phrase is often scored too: look each up once per query.
  const found = new Map<string, Uint8Array>();
  const containing: Containing = (part) => {
    let masks = found.get(part);
    if (!masks) found.set(part, (masks = fieldsContaining(index, part)));
    return masks;
  };
  return {
    exact: exactMatches(index, folded, containing),
    scored: () => {
      if (scored) return scored;
      const scores = new Int32Array(index.size);
      for (const word of queryWords(query)) {
        const masks = containing(word);
        for (let p = 0; p < index.size; p++) if (masks[p]) scores[p]! += WEIGHT_OF_MASK[masks[p]!]!;
      }
      return (scored = byScore(scores));
    },
  };
}
