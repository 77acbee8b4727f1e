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

/** The rituals with a word containing a part: their positions, ascending, and each one's fields. */
interface Found {
  positions: Int32Array;
  masks: Uint8Array;
}

/**
 * Per index, one mask and one score per ritual to gather postings in, kept zeroed between uses:
 * a query touches only the rituals its words list, never the whole catalogue.
 */
const working = new WeakMap<CatalogueIndex, { masks: Uint8Array; scores: Int32Array }>();
function workingArrays(index: CatalogueIndex) {
  let arrays = working.get(index);
  if (!arrays) {
    arrays = { masks: new Uint8Array(index.size), scores: new Int32Array(index.size) };
    working.set(index, arrays);
  }
  return arrays;
}

/**
 * The rituals with a word containing `part` (letters and digits only) and the fields holding such
 * a word. The distinct words are one string, so finding them is a native substring search; the
 * rest costs as many steps as those words have postings.
 */
function fieldsContaining(index: CatalogueIndex, part: string): Found {
  const { words, wordStarts, postingStarts, postings } = index;
  const found: number[] = [];
  let total = 0;
  let word = 0;
  for (let at = words.indexOf(part); at !== -1; at = words.indexOf(part, wordStarts[word + 1])) {
    // The word holding `at`: the last that starts at or before it.
    let high = wordStarts.length - 2;
    while (word < high) {
      const middle = (word + high + 1) >>> 1;
      if (wordStarts[middle]! <= at) word = middle;
      else high = middle - 1;
    }
    found.push(word);
    total += postingStarts[word + 1]! - postingStarts[word]!;
  }
  if (found.length === 1) {
    // One word's postings are ascending and name each ritual once: read them as they are.
    const start = postingStarts[found[0]!]!;
    const positions = new Int32Array(total);
    const masks = new Uint8Array(total);
    for (let i = 0; i < total; i++) {
      positions[i] = postings[start + i]! >>> MASK_BITS;
      masks[i] = postings[start + i]! & 31;
    }
    return { positions, masks };
  }
  // Several words' postings: each ritual's fields gathered in the working masks, then the
  // positions touched sorted.
  const { masks: gathered } = workingArrays(index);
  const touched = new Int32Array(total);
  let count = 0;
  for (const w of found) {
    for (let k = postingStarts[w]!; k < postingStarts[w + 1]!; k++) {
      const position = postings[k]! >>> MASK_BITS;
      if (gathered[position] === 0) touched[count++] = position;
      gathered[position]! |= postings[k]! & 31;
    }
  }
  // Sorting a broad part's positions costs more than reading the working masks in order.
  let positions = touched.subarray(0, count);
  if (count > index.size >>> 4) {
    for (let p = 0, i = 0; i < count; p++) if (gathered[p] !== 0) positions[i++] = p;
  } else positions.sort();
  positions = positions.slice();
  const masks = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    masks[i] = gathered[positions[i]!]!;
    gathered[positions[i]!] = 0;
  }
  return { positions, masks };
}

/** The rituals with a word containing a part (fieldsContaining, kept per query). */
type Containing = (part: string) => Found;

/** The positions of `found` whose word lies in an exact field, ascending. */
function inExactFields(found: Found): number[] {
  const kept: number[] = [];
  for (let i = 0; i < found.positions.length; i++) {
    if (found.masks[i]! & EXACT_FIELDS) kept.push(found.positions[i]!);
  }
  return kept;
}

/** The positions in both ascending lists. */
function common(a: readonly number[], b: readonly number[]): number[] {
  const both: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      both.push(a[i]!);
      i++;
      j++;
    }
  }
  return both;
}

/** Positions, ascending, whose exact fields contain the folded query. */
function exactMatches(index: CatalogueIndex, folded: string, containing: Containing): number[] {
  const words = [...new Set(folded.match(WORD) ?? [])];
  // A single word, however short: containing it in a field's word is containing it in the
  // field, and the distinct words are far fewer than the characters of every field.
  if (words.length === 1 && words[0] === folded) return inExactFields(containing(folded));
  // Each word of a phrase lies inside a word of the field that holds the phrase: narrow by the
  // two longest, then check the phrase itself. No word at all (only punctuation): every ritual.
  let candidates: number[] | null = null;
  for (const part of words.sort((a, b) => b.length - a.length).slice(0, 2)) {
    const kept = inExactFields(containing(part));
    candidates = candidates ? common(candidates, kept) : kept;
  }
  const all = candidates ?? Array.from({ length: index.size }, (_, p) => p);
  // foldedSearchText holds only the exact fields, apart by a mark no folded query contains.
  return all.filter((p) => index.texts.includes(p, folded));
}

/**
 * The touched positions by score, best first, ties in display order: sorted by position, then
 * a counting sort by score (stable).
 */
function byScore(touched: number[], scores: Int32Array): Int32Array {
  const positions = Int32Array.from(touched).sort();
  let best = 0;
  for (const p of positions) if (scores[p]! > best) best = scores[p]!;
  const starts = new Int32Array(best + 1);
  for (const p of positions) starts[scores[p]!]!++;
  let at = 0;
  for (let score = best; score > 0; score--) {
    const count = starts[score]!;
    starts[score] = at;
    at += count;
  }
  const order = new Int32Array(positions.length);
  for (const p of positions) order[starts[scores[p]!]!++] = p;
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
  const found = new Map<string, Found>();
  const containing: Containing = (part) => {
    let masks = found.get(part);
    if (!masks) found.set(part, (masks = fieldsContaining(index, part)));
    return masks;
  };
  return {
    exact: exactMatches(index, folded, containing),
    scored: () => {
      if (scored) return scored;
      const { scores } = workingArrays(index);
      const touched: number[] = [];
      for (const word of queryWords(query)) {
        const { positions, masks } = containing(word);
        for (let i = 0; i < positions.length; i++) {
          // Every field weighs something: a touched position's score is above zero.
          if (scores[positions[i]!] === 0) touched.push(positions[i]!);
          scores[positions[i]!]! += WEIGHT_OF_MASK[masks[i]!]!;
        }
      }
      scored = byScore(touched, scores);
      for (const p of touched) scores[p] = 0;
      return scored;
    },
  };
}
