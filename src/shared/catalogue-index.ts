import type { Ritual } from './api/catalogue.ts';
import { FILTER_GROUPS, type FilterGroup } from './catalogue-filters.ts';
import { FIELD_SEPARATOR, foldedSearchText, foldText, type IntentionLabels } from './catalogue-search.ts';

// The catalogue folded once (at import, not per query or load), with an index from each word of
// the searched fields to the rituals and fields holding it. A query word or phrase lies inside the
// words of a field, so a query only looks at the catalogue's distinct words and the rituals listed
// under those containing it; the exact rule is still checked on the text where a phrase spans
// several words. The results are those of judging every ritual by catalogue-search.ts's rules.
//
// At 10,000 rituals per language, many small objects (an array per word, a folded copy of every
// field, the rituals themselves) made a heap of hundreds of megabytes whose collection paused the
// server for seconds. Here a language is a few typed arrays, one string of distinct words and one
// folded text per ritual: the collector has almost nothing to walk.

export const WORD = /[\p{L}\p{N}]+/gu;
/** A field's bit in a word's mask, in the order of foldedSearchText's fields, then the intention. */
export const BIT = { title: 1, objects: 2, steps: 4, origin: 8, intention: 16 } as const;
const TEXT_BITS = [BIT.title, BIT.objects, BIT.steps, BIT.origin];
/** A posting is `position * 32 + field mask`. */
export const MASK_BITS = 5;
/** Rituals whose postings finish() places between two pauses, and postings touched at once. */
const STEP = 1000;
const TOUCH = 1 << 16;

/** What the index needs of a ritual; `text` is its foldedSearchText. */
export interface IndexEntry {
  id: number;
  intention: string;
  type: string;
  culture: string;
  moment: string;
  text: string;
}

/** Keeps each ritual's folded text, by position, for the phrases the word index cannot settle. */
export interface TextStore {
  add(text: string): void;
  /** Whether the text at `position` contains `folded`. */
  includes(position: number, folded: string): boolean;
}

/** Texts kept as strings (the server keeps them as bytes, off the JavaScript heap). */
export function stringStore(): TextStore {
  const texts: string[] = [];
  return {
    add: (text) => void texts.push(text),
    includes: (position, folded) => texts[position]!.includes(folded),
  };
}

export interface CatalogueIndex {
  /** Rituals, in display order (most popular first); a ritual's position is its place here. */
  readonly size: number;
  readonly ids: Int32Array;
  /** Per filter group, each position's value as its place in `values`. */
  readonly codes: Readonly<Record<FilterGroup, Uint16Array>>;
  readonly values: Readonly<Record<FilterGroup, readonly string[]>>;
  /** Each position's foldedSearchText (for phrases, checked on the text itself). */
  readonly texts: TextStore;
  /** The distinct words, each followed by a line break, and where each starts (and the end). */
  readonly words: string;
  readonly wordStarts: Int32Array;
  /** Word w's postings are postings[postingStarts[w]] up to postingStarts[w + 1], ascending. */
  readonly postingStarts: Int32Array;
  readonly postings: Int32Array;
}

const perGroup = <T>(make: (g: FilterGroup) => T) =>
  Object.fromEntries(FILTER_GROUPS.map((g) => [g, make(g)])) as Record<FilterGroup, T>;

function grown(array: Int32Array<ArrayBuffer>, needed: number): Int32Array<ArrayBuffer> {
  if (needed <= array.length) return array;
  const next = new Int32Array(Math.max(needed, array.length * 2));
  next.set(array);
  return next;
}

export function indexEntry(ritual: Ritual): IndexEntry {
  const { id, intention, type, culture, moment } = ritual;
  return { id, intention, type, culture, moment, text: foldedSearchText(ritual) };
}

/** Builds an index a ritual at a time, so a caller can yield while it reads a large catalogue. */
export function createIndexBuilder(intentionLabels: IntentionLabels, texts: TextStore = stringStore()) {
  const wordIds = new Map<string, number>();
  const wordList: string[] = [];
  /** Per ritual, its distinct words as `word * 32 + mask`, one ritual after another. */
  let forward = new Int32Array(1 << 16);
  let used = 0;
  const ends: number[] = [];
  /** By word: the last ritual that had it (plus one) and where in `forward`. */
  let seenIn = new Int32Array(1 << 12);
  let slotOf = new Int32Array(1 << 12);
  /** By word: how many rituals have it. */
  let counts = new Int32Array(1 << 12);
  const ids: number[] = [];
  const codes = perGroup((): number[] => []);
  const valueCodes = perGroup(() => new Map<string, number>());
  const intentionWords = new Map<string, string[]>();

  function addWord(word: string, bit: number, mark: number): void {
    let id = wordIds.get(word);
    if (id === undefined) {
      id = wordList.length;
      wordIds.set(word, id);
      wordList.push(word);
      seenIn = grown(seenIn, id + 1);
      slotOf = grown(slotOf, id + 1);
      counts = grown(counts, id + 1);
    }
    if (seenIn[id] === mark) {
      forward[slotOf[id]!]! |= bit;
      return;
    }
    seenIn[id] = mark;
    counts[id]!++;
    forward = grown(forward, used + 1);
    slotOf[id] = used;
    forward[used++] = id * 32 + bit;
  }

  return {
    add(entry: IndexEntry): void {
      const position = ids.length;
      ids.push(entry.id);
      texts.add(entry.text);
      for (const group of FILTER_GROUPS) {
        const known = valueCodes[group];
        let code = known.get(entry[group]);
        if (code === undefined) known.set(entry[group], (code = known.size));
        codes[group].push(code);
      }
      const fields = entry.text.split(FIELD_SEPARATOR);
      for (let f = 0; f < TEXT_BITS.length; f++) {
        for (const word of fields[f]?.match(WORD) ?? []) addWord(word, TEXT_BITS[f]!, position + 1);
      }
      let words = intentionWords.get(entry.intention);
      if (!words) {
        const label = intentionLabels[entry.intention as keyof IntentionLabels] ?? entry.intention;
        intentionWords.set(entry.intention, (words = foldText(label).match(WORD) ?? []));
      }
      for (const word of words) addWord(word, BIT.intention, position + 1);
      ends.push(used);
    },
    /**
     * The index, made in steps: the generator pauses after each STEP rituals' postings, so a
     * caller can yield to other work between steps (a pass over every posting takes tens of
     * milliseconds at 10,000 rituals); run it to the end for the index.
     */
    *finish(): Generator<void, CatalogueIndex> {
      const postingStarts = new Int32Array(wordList.length + 1);
      for (let w = 0; w < wordList.length; w++) postingStarts[w + 1] = postingStarts[w]! + counts[w]!;
      const cursor = postingStarts.slice(0, wordList.length);
      const postings = new Int32Array(used);
      // Megabytes just allocated: the first write to each page costs a fault, so touch them a
      // slice at a time before the scattered writes below.
      for (let at = 0; at < used; at += TOUCH) {
        postings.fill(0, at, at + TOUCH);
        yield;
      }
      for (let position = 0, k = 0; position < ends.length; position++) {
        for (; k < ends[position]!; k++) {
          postings[cursor[forward[k]! >>> MASK_BITS]!++] = position * 32 + (forward[k]! & 31);
        }
        if (position % STEP === STEP - 1) yield;
      }
      const wordStarts = new Int32Array(wordList.length + 1);
      for (let w = 0; w < wordList.length; w++) wordStarts[w + 1] = wordStarts[w]! + wordList[w]!.length + 1;
      return {
        size: ids.length,
        ids: Int32Array.from(ids),
        codes: perGroup((g) => Uint16Array.from(codes[g])),
        values: perGroup((g) => [...valueCodes[g].keys()]),
        texts,
        words: wordList.length ? `${wordList.join('\n')}\n` : '',
        wordStarts,
        postingStarts,
        postings,
      };
    },
  };
}

/** Runs a step-wise computation (a generator) to its end. */
export function runToEnd<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

export function createIndex(
  entries: readonly IndexEntry[],
  intentionLabels: IntentionLabels,
): CatalogueIndex {
  const builder = createIndexBuilder(intentionLabels);
  for (const entry of entries) builder.add(entry);
  return runToEnd(builder.finish());
}
